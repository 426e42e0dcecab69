import type { BookingStatus } from '../../../../booking/record';
import { declineMessageOf } from '../../../../booking/status-text';
import type { Booking } from '../../../data/schema';
import { bookingMessage, type BookingHistory } from '../message';
import type { TransitionResult } from '../../booking/transition';
import { REASON_LABELS } from './keyboard';

/** The owner's texts in Telegram, in English like the notification itself (notify/message.ts). */
const statusWord = (status: BookingStatus) => status.replaceAll('_', ' ');

/**
 * Where the booking stands, with the decline reason (and the owner's message to the guest, its
 * lines indented like the notes') or the proposed time.
 */
export function statusLine(booking: Booking): string {
  if (booking.status === 'declined' && booking.decline_reason) {
    const message = declineMessageOf(booking);
    const said = message === undefined ? '' : `\nMessage to the guest: ${message.replaceAll('\n', '\n  ')}`;
    return `Status: declined (${REASON_LABELS[booking.decline_reason]})${said}`;
  }
  if (booking.status === 'proposed' && booking.proposed_date && booking.proposed_time) {
    return `Status: proposed ${booking.proposed_date} ${booking.proposed_time}`;
  }
  if (booking.change_date && booking.change_time) return `Status: ${statusWord(booking.status)}, the guest asks to move to ${booking.change_date} ${booking.change_time}`;
  return `Status: ${statusWord(booking.status)}`;
}

/**
 * The notification as it reads once the booking has moved: the facts as stored now (with the
 * phone number's earlier no-shows, so the line does not vanish with the tap), then the state.
 */
export function answeredText(booking: Booking, siteUrl: string, history?: BookingHistory): string {
  return `${bookingMessage(booking, siteUrl, history).text}\n\n${statusLine(booking)}`;
}

/** The short note Telegram shows on the owner's screen after a tap (at most 200 characters). */
export function moveAnswer(result: TransitionResult): string {
  switch (result.kind) {
    case 'missing':
      return ANSWERS.missing;
    case 'changed':
      if (result.event.action === 'accept_change') return `Booking #${result.booking.id} moved to ${result.booking.date} ${result.booking.time}, confirmed.`;
      if (result.event.action === 'decline_change') return `Booking #${result.booking.id} keeps ${result.booking.date} ${result.booking.time}.`;
      return result.booking.status === 'declined' && result.booking.decline_reason
        ? `Declined: ${REASON_LABELS[result.booking.decline_reason]}.`
        : `Booking #${result.booking.id} ${statusWord(result.booking.status)}.`;
    case 'unchanged':
      return `Already ${statusWord(result.booking.status)}.`;
    case 'refused':
      if (result.why === 'full') return `Not possible: no room is free then any more${result.nearest.length > 0 ? ` (free that day: ${result.nearest.join(', ')})` : ''}.`;
      return `Not possible: the booking is ${statusWord(result.booking.status)}.`;
  }
}

export const ANSWERS = {
  missing: 'Booking not found.',
  reasons: 'Why decline?',
  foreignChat: 'This chat cannot change bookings.',
  notAllowed: 'Not allowed: link your Telegram in the admin (My account → Link Telegram) with a role that answers bookings.',
  linkFailed: 'This code is not valid or has expired (codes last 10 minutes). Make a new one in the admin: My account → Link Telegram.',
  unknownButton: 'This button is no longer valid.',
  changeAnswered: 'Not possible: this request for another time was answered already, or the guest asked for another one since.',
  failed: 'Not saved: the database did not answer. Try again.',
} as const;

/** The bot's answer once a person linked their Telegram account from their profile. */
export const linkedText = (person: string): string => `Linked: your Confirm and Decline presses now act as ${person}.`;
