import { optionLabel } from '../../../booking/option-label';
import { normalizeText } from '../../../booking/schema';
import { BUSINESS } from '../../../config/business';
import { findOption, optionName } from '../../../config/catalogue';
import type { Booking } from '../../data/schema';

export interface BookingMessage {
  /** The webhook event: booking.created, or the event of a move (booking.confirmed…). */
  type: string;
  /** One line, safe for a mail subject: no CR/LF can reach a header. */
  subject: string;
  text: string;
  /** The same facts as data, for the webhook. */
  data: Record<string, string | number | null>;
  /** The move, for the webhook; absent for a new request. */
  event?: Record<string, string | null>;
  /** The recipient, for a message to the visitor (their e-mail address). */
  to?: string;
}

// Rows stored before the schema normalized visitor text may still hold line separators or bidi
// overrides, so every value is cleaned again on its way into the message.
const oneLine = (s: string) => normalizeText(s, 'line');

/** The course as the owner reads it: the Korean name, then the English label with length and price. */
export function ownerCourse(serviceOption: string | null): string {
  const { service, option } = findOption(serviceOption) ?? {};
  return service && option ? `${optionName(service, option, 'ko')} / ${optionLabel(service, option, 'en')}` : '—';
}

/** What the owner is told of the visitor's past with the spa beside a new request: never a reason to refuse it. */
export interface BookingHistory {
  /** How many of the phone number's earlier visits were no-shows (src/server/services/booking/no-shows.ts). */
  noShows: number;
}

/**
 * The owner's notification: every field, the course with its catalogue price, and the admin link;
 * for a new request, the phone number's earlier no-shows when there were any.
 */
export function bookingMessage(booking: Booking, siteUrl: string, history?: BookingHistory): BookingMessage {
  const option = findOption(booking.service_option)?.option;
  const course = ownerCourse(booking.service_option);
  const admin = `${siteUrl}/admin`;
  const name = oneLine(booking.name);
  const notes = normalizeText(booking.notes, 'lines');
  const lines = [
    `${BUSINESS.name}: new booking request #${booking.id}`,
    `Name: ${name}`,
    `Phone: ${oneLine(booking.phone)}`,
    ...(history && history.noShows > 0 ? [`Earlier no-shows: ${history.noShows} (same phone number)`] : []),
    `Course: ${oneLine(course)}`,
    `Date: ${oneLine(`${booking.date} ${booking.time}`)} (Asia/Ho_Chi_Minh)`,
    // Notes keep their line breaks, but each line after the first is indented: no line of the
    // message can begin with a label the visitor typed ("Admin: …").
    `Notes: ${notes === '' ? '—' : notes.replaceAll('\n', '\n  ')}`,
    `Language: ${oneLine(booking.locale)}`,
    `Received: ${oneLine(booking.created_at)}`,
    `Admin: ${oneLine(admin)}`,
  ];
  return {
    type: 'booking.created',
    // No visitor text in a subject: a mail client shows it before anything else.
    subject: oneLine(`Booking #${booking.id}: ${booking.date} ${booking.time}`),
    text: lines.join('\n'),
    data: {
      id: Number(booking.id),
      name,
      phone: booking.phone,
      service_option: booking.service_option,
      course,
      price_vnd: option?.price ?? null,
      date: booking.date,
      time: booking.time,
      notes,
      locale: booking.locale,
      created_at: booking.created_at,
      admin_url: admin,
      status: booking.status,
      contact_method: booking.contact_method ?? null,
      contact_handle: booking.contact_handle ? oneLine(booking.contact_handle) : null,
      proposed_date: booking.proposed_date ?? null,
      proposed_time: booking.proposed_time ?? null,
      // The visitor's ask for another time waiting for the owner's answer (issue 38), else null.
      change_date: booking.change_date ?? null,
      change_time: booking.change_time ?? null,
      decline_reason: booking.decline_reason ?? null,
      decline_message: booking.decline_message ?? null,
      ...(history ? { earlier_no_shows: history.noShows } : {}),
      // `site`, or the owner's own `phone` / `walk_in` booking (confirmed when made).
      source: booking.source,
    },
  };
}
