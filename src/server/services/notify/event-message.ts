import type { BookingEventRecord } from '../../../booking/record';
import { courseOf, declineMessageOf, formatAppointment, statusText } from '../../../booking/status-text';
import { normalizeText } from '../../../booking/schema';
import { isChangeAction, moveEvent } from '../../../booking/transitions';
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

/**
 * The change of time's words for the owner (English, like the rest of the notification): the time
 * asked (the event's detail, "YYYY-MM-DD HH:MM") beside the booking's. Undefined for other moves.
 */
function changeWords(booking: Booking, event: BookingEventRecord): { headline: string; subject: string } | undefined {
  if (!isChangeAction(event.action)) return undefined;
  const asked = oneLine(event.detail ?? '');
  if (event.action === 'request_change') return { headline: `asks to move to ${asked} (now ${booking.date} ${booking.time}; it stays booked until you answer)`, subject: `asks to move to ${asked}` };
  if (event.action === 'accept_change') return { headline: `moved to ${asked}, confirmed`, subject: `moved to ${asked}` };
  return { headline: `stays at ${booking.date} ${booking.time}: the move to ${asked} was declined`, subject: `move to ${asked} declined` };
}

/** What the owner reads when the visitor moved a booking (cancelled, answered a proposal, asked for another time). */
export function ownerEventMessage(booking: Booking, event: BookingEventRecord, siteUrl: string): BookingMessage {
  const base = bookingMessage(booking, siteUrl);
  const change = changeWords(booking, event);
  const headline = change
    ? `${BUSINESS.name}: booking #${booking.id} ${change.headline} (${event.action} by ${event.actor})`
    : `${BUSINESS.name}: booking #${booking.id} ${event.from_status} → ${event.to_status} (${event.action} by ${event.actor})`;
  const [, ...facts] = base.text.split('\n');
  return {
    type: moveEvent(event),
    // No visitor text in a subject: a mail client shows it before anything else.
    subject: oneLine(change ? `Booking #${booking.id}: ${change.subject}` : `Booking #${booking.id}: ${event.to_status} · ${booking.date} ${booking.time}`),
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
  // The owner's answer to the visitor's ask for another time leads, before where the booking stands.
  const asked = event?.detail && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(event.detail) ? formatAppointment(event.detail.slice(0, 10), event.detail.slice(11), locale) : '';
  const change = event?.action === 'accept_change' ? 'accepted' : event?.action === 'decline_change' ? 'declined' : undefined;
  const lines = [
    t('status.mailHello'),
    '',
    ...(change === undefined ? [] : [t(`change.mail.${change}`, { when: asked }), '']),
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
    type: event ? moveEvent(event) : 'booking.created',
    to: oneLine(booking.contact_handle ?? ''),
    subject: oneLine(`${BUSINESS.name}: ${change === undefined ? state : t(`change.subject.${change}`)} · ${reference}`),
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
