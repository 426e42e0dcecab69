import { BOOKING_STATUSES, DECLINE_REASONS, type BookingStatus, type DeclineReason } from '../../../../booking/record';
import { canMove } from '../../../../booking/transitions';
import type { BookingMessage } from '../message';
import type { InlineButton, InlineKeyboard } from './bot-api';

/**
 * What a button of the owner's notification asks for. `reasons` and `back` only swap the keyboard
 * (Decline first asks why); `confirm` and `decline` move the booking.
 */
export type ButtonAction =
  | { kind: 'confirm'; id: number }
  | { kind: 'reasons'; id: number }
  | { kind: 'decline'; id: number; reason: DeclineReason }
  | { kind: 'back'; id: number }
  /** The owner's answer to the visitor's ask for another time: the time asked goes with it, so a stale message never answers a later ask. */
  | { kind: 'accept_change' | 'decline_change'; id: number; date: string; time: string };

/** Telegram's limit for callback_data, in bytes. */
export const CALLBACK_DATA_MAX_BYTES = 64;

const CODES = { confirm: 'c', reasons: 'r', decline: 'd', back: 'b', accept_change: 'a', decline_change: 'k' } as const;

/** Short codes, so the longest (`d:<15 digits>:course_unavailable`, 36 bytes) fits Telegram's 64; a change's time is `YYYYMMDDHHMM`. */
export function encodeButton(action: ButtonAction): string {
  const head = `${CODES[action.kind]}:${action.id}`;
  if (action.kind === 'accept_change' || action.kind === 'decline_change') return `${head}:${action.date.replaceAll('-', '')}${action.time.replace(':', '')}`;
  return action.kind === 'decline' ? `${head}:${action.reason}` : head;
}

// The change answers' own shape: a code, the id, and the time asked as twelve digits.
const CHANGE_PATTERN = /^([ak]):([1-9]\d{0,14}):(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/;

function parseChangeButton(data: string): ButtonAction | undefined {
  const match = CHANGE_PATTERN.exec(data);
  if (!match) return undefined;
  const [, code, digits, y, mo, d, h, mi] = match;
  const id = Number(digits);
  if (!Number.isSafeInteger(id)) return undefined;
  return { kind: code === 'a' ? 'accept_change' : 'decline_change', id, date: `${y}-${mo}-${d}`, time: `${h}:${mi}` };
}

// Anchored, no nested repetition, and the input is at most 64 bytes by the update schema anyway.
const DATA_PATTERN = /^([crdb]):([1-9]\d{0,14})(?::([a-z_]{1,32}))?$/;

/** The button's action, or undefined for anything our keyboards never carry. */
export function parseButton(data: string): ButtonAction | undefined {
  const match = DATA_PATTERN.exec(data);
  if (!match) return parseChangeButton(data);
  const [, code, digits, reason] = match;
  const id = Number(digits);
  if (!Number.isSafeInteger(id)) return undefined;
  if (code === 'd') {
    return (DECLINE_REASONS as readonly string[]).includes(reason ?? '') ? { kind: 'decline', id, reason: reason as DeclineReason } : undefined;
  }
  if (reason !== undefined) return undefined;
  return code === 'c' ? { kind: 'confirm', id } : code === 'r' ? { kind: 'reasons', id } : { kind: 'back', id };
}

/** The owner's words for a decline reason (English, like the rest of the owner's notification). */
export const REASON_LABELS: Readonly<Record<DeclineReason, string>> = {
  fully_booked: 'Fully booked',
  closed: 'Closed that day',
  course_unavailable: 'Course unavailable',
  other: 'Other reason',
};

/**
 * Telegram refuses tel: links in buttons (a URL button takes only http(s) and tg:// URLs), and
 * the number in the message text is already a link Telegram makes itself (tap to call); this
 * button copies it, for a call from another app or a second phone.
 */
function copyPhone(phone: string): InlineButton[] {
  return phone === '' ? [] : [{ text: `Copy ${phone}`, copy_text: { text: phone.slice(0, 256) } }];
}

const button = (text: string, action: ButtonAction): InlineButton => ({ text, callback_data: encodeButton(action) });

/** The keyboard of a booking the owner has still to answer; only the copy button once it is answered. */
export function bookingKeyboard(booking: { id: number; phone: string; status: BookingStatus }): InlineKeyboard {
  const rows: InlineButton[][] = [];
  const answer: InlineButton[] = [];
  if (canMove('confirm', booking.status, 'telegram')) answer.push(button('Confirm', { kind: 'confirm', id: booking.id }));
  if (canMove('decline', booking.status, 'telegram')) answer.push(button('Decline…', { kind: 'reasons', id: booking.id }));
  if (answer.length > 0) rows.push(answer);
  const copy = copyPhone(booking.phone);
  if (copy.length > 0) rows.push(copy);
  return { inline_keyboard: rows };
}

/** Decline's second step: one button per reason, and a way back. */
export function reasonsKeyboard(id: number): InlineKeyboard {
  return {
    inline_keyboard: [
      ...DECLINE_REASONS.map((reason) => [button(REASON_LABELS[reason], { kind: 'decline', id, reason })]),
      [button('Back', { kind: 'back', id })],
    ],
  };
}

/** The answers to the visitor's ask for another time (`date`, `time`: the time asked). */
export function changeKeyboard(booking: { id: number; phone: string }, date: string, time: string): InlineKeyboard {
  const ask = { id: booking.id, date, time };
  const rows: InlineButton[][] = [[button('Accept new time', { kind: 'accept_change', ...ask }), button('Keep old time', { kind: 'decline_change', ...ask })]];
  const copy = copyPhone(booking.phone);
  if (copy.length > 0) rows.push(copy);
  return { inline_keyboard: rows };
}

/**
 * The buttons of a Telegram notification: a new request gets the answer buttons (unless it was
 * answered before the outbox sent it), and so does the visitor's ask for another time while it is
 * still the one pending; what else the visitor did (a cancel, an answer to a proposal) is news
 * only, without buttons.
 */
export function telegramKeyboard(m: BookingMessage): InlineKeyboard | undefined {
  if (m.type === 'booking.change_requested') {
    const { id, phone, change_date: date, change_time: time } = m.data;
    const asked = m.event?.['detail'];
    if (typeof id !== 'number' || typeof phone !== 'string' || typeof date !== 'string' || typeof time !== 'string' || asked !== `${date} ${time}`) return undefined;
    return changeKeyboard({ id, phone }, date, time);
  }
  if (m.type !== 'booking.created') return undefined;
  const { id, phone, status } = m.data;
  if (typeof id !== 'number' || typeof phone !== 'string' || !(BOOKING_STATUSES as readonly unknown[]).includes(status)) return undefined;
  return bookingKeyboard({ id, phone, status: status as BookingStatus });
}
