import { zonedInstant } from '../utils/time-zone';
import type { BookingActor, BookingStatus } from './record';

/**
 * The booking loop as data: every move a request can make, from which states, by whom. The
 * backend applies one move as a guarded update (src/server/services/booking/transition.ts); the admin
 * and the status page show only the moves this table allows. Nothing else changes a status.
 */
export const BOOKING_ACTIONS = ['confirm', 'decline', 'propose', 'accept', 'refuse', 'cancel', 'done', 'no_show', 'spam'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

interface Move {
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: readonly BookingActor[];
}

const OWNER = ['admin', 'telegram'] as const;

export const MOVES: Readonly<Record<BookingAction, Move>> = {
  confirm: { from: ['new'], to: 'confirmed', by: OWNER },
  decline: { from: ['new', 'proposed'], to: 'declined', by: OWNER },
  // Another time can be proposed for a request, again for a proposal, or to move a confirmed visit.
  propose: { from: ['new', 'proposed', 'confirmed'], to: 'proposed', by: ['admin'] },
  accept: { from: ['proposed'], to: 'confirmed', by: ['visitor'] },
  refuse: { from: ['proposed'], to: 'cancelled', by: ['visitor'] },
  cancel: { from: ['new', 'proposed', 'confirmed'], to: 'cancelled', by: ['visitor', 'admin'] },
  done: { from: ['confirmed'], to: 'done', by: ['admin'] },
  no_show: { from: ['confirmed'], to: 'no_show', by: ['admin'] },
  spam: { from: ['new'], to: 'spam', by: ['admin'] },
};

/**
 * Moves that cannot be taken back and so ask first, in the admin and on the status page: the
 * first press shows the question, only a second, explicit press (`confirm=1`) makes the move.
 * A visitor's refusal of a proposal cancels the request, so it asks too.
 */
export const ASKS_FIRST = ['cancel', 'no_show', 'spam', 'refuse'] as const satisfies readonly BookingAction[];
export type AsksFirst = (typeof ASKS_FIRST)[number];

export function asksFirst(action: string): action is AsksFirst {
  return (ASKS_FIRST as readonly string[]).includes(action);
}

export function isBookingAction(value: unknown): value is BookingAction {
  return typeof value === 'string' && (BOOKING_ACTIONS as readonly string[]).includes(value);
}

/** Whether `actor` may make `action` on a booking that is `status` now. */
export function canMove(action: BookingAction, status: BookingStatus, actor: BookingActor): boolean {
  const move = MOVES[action];
  return move.from.includes(status) && move.by.includes(actor);
}

/** The moves `actor` has on a booking in `status`, in the table's order. */
export function movesFrom(status: BookingStatus, actor: BookingActor): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => canMove(action, status, actor));
}

/** The webhook event of a move (or of a new request): named after the state it leads to. */
export function eventName(to: BookingStatus | 'created'): `booking.${string}` {
  return `booking.${to}`;
}

/**
 * Whether the visitor may still cancel online: until `cutoffHours` before the appointment.
 * Later, the status page asks them to call.
 */
export function visitorCanCancel(appointment: { date: string; time: string }, now: Date, cutoffHours: number, timeZone: string): boolean {
  return now.getTime() <= zonedInstant(appointment.date, appointment.time, timeZone) - cutoffHours * 3_600_000;
}
