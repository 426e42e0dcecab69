import type { BookingEventRecord } from '../../../booking/record';
import { courseOf, declineMessageOf, formatAppointment, statusText } from '../../../booking/status-text';
import { normalizeText } from '../../../booking/schema';
import { eventName } from '../../../booking/transitions';
import { BUSINESS } from '../../../config/business';
import { DEFAULT_LOCALE, isLocale } from '../../../i18n/locales';
import { createT } from '../../../i18n/t';
import { bookingReference, statusPath } from '../booking/status-token';
import type { Booking } from '../../data/schema';
import { bookingMessage, type BookingHistory, type BookingMessage } from './message';
import { VISITOR_EMAIL } from './routing';

const oneLine = (s: string) => normalizeText(s, 'line');

/** The move as data for the webhook: what happened, by whom, when, with its reason or proposal. */
function eventData(event: BookingEventRecord) {
  return { action: event.action, actor: event.actor, from: event.from_status, to: event.to_status, at: event.at, detail: event.detail };
}

/** What the owner reads when the visitor moved a booking (cancelled, answered a proposal). */
export function ownerEventMessage(booking: Booking, event: BookingEventRecord, siteUrl: string): BookingMessage {
  const base = bookingMessage(booking, siteUrl);
  const headline = `${BUSINESS.name}: booking #${booking.id} ${event.from_status} → ${event.to_status} (${event.action} by ${event.actor})`;
  const [, ...facts] = base.text.split('\n');
  return {
    type: eventName(event.to_status),
    // No visitor text in a subject: a mail client shows it before anything else.
    subject: oneLine(`Booking #${booking.id}: ${event.to_status} · ${booking.date} ${booking.time}`),
    text: [headline, ...facts].join('\n'),
    data: base.data,
    event: eventData(event),
  };
}

/**
 * The visitor's e-mail, in the language they booked in: where the request stands, what happens
 * next, and the status link (the only place the link travels besides the answer to the form).
 * Nothing in it is what the visitor typed: anyone can type someone else's address and a "name"
 * such as "Your account is locked, call …", and our mail server must not carry it for them.
 * With a decline, the owner's own message follows the reason, in the body only: the subject
 * holds nothing a person typed.
 */
export function visitorMessage(booking: Booking, event: BookingEventRecord | null, siteUrl: string): BookingMessage & { to: string } {
  const locale = isLocale(booking.locale) ? booking.locale : DEFAULT_LOCALE;
  const t = createT(locale);
  const id = Number(booking.id);
  const reference = bookingReference(id);
  const { state, next } = statusText(booking, locale, t);
  const message = declineMessageOf(booking);
  const lines = [
    t('status.mailHello'),
    '',
    `${t('status.stateLabel')}: ${state}`,
    next,
    ...(message === undefined ? [] : ['', `${t('status.messageFrom', { spa: BUSINESS.name })}:`, message]),
    '',
    `${t('status.referenceLabel')}: ${reference}`,
    `${t('status.when')}: ${formatAppointment(booking.date, booking.time, locale)}`,
    `${t('status.course')}: ${courseOf(booking.service_option, locale, t).label}`,
    '',
    t('status.mailLink', { url: `${siteUrl}${statusPath(id, locale)}` }),
    t('status.mailCall', { phone: BUSINESS.hotline }),
    BUSINESS.name,
  ];
  return {
    type: event ? eventName(event.to_status) : 'booking.created',
    to: oneLine(booking.contact_handle ?? ''),
    subject: oneLine(`${BUSINESS.name}: ${state} · ${reference}`),
    text: lines.join('\n'),
    data: { id, status: booking.status },
  };
}

/**
 * The message one outbox row sends: to the visitor, or to the owner about a new request (with the
 * phone number's `history`, when the sender read it) or a move.
 */
export function outboxMessage(booking: Booking, event: BookingEventRecord | null, channel: string, siteUrl: string, history?: BookingHistory): BookingMessage {
  if (channel === VISITOR_EMAIL) return visitorMessage(booking, event, siteUrl);
  if (!event) return bookingMessage(booking, siteUrl, history);
  return ownerEventMessage(booking, event, siteUrl);
}
