import { zonedInstant } from '../utils/time-zone';
import type { BookingActor, BookingStatus } from './record';

/**
 * The booking loop as data: every move a request can make, from which states, by whom. The
 * backend applies one move as a guarded update (src/server/services/booking/transition.ts); the admin
 * and the status page show only the moves this table allows. Nothing else changes a status.
 */
export const BOOKING_ACTIONS = ['confirm', 'decline', 'propose', 'accept', 'refuse', 'cancel', 'done', 'no_show', 'spam', 'request_change', 'accept_change', 'decline_change'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

interface Move {
  from: readonly BookingStatus[];
  /** The state it leads to; `same` keeps the state it leaves from (a change of time asked or declined). */
  to: BookingStatus | 'same';
  by: readonly BookingActor[];
  /**
   * The visitor's ask for another time the move needs: `none` pending (one ask at a time), or one
   * `asked` (the owner's answer to it). Left out: either. A pending ask is part of the booking's
   * state (`change_date`, `change_time`), not a status of its own: the booking stays new or
   * confirmed at its time until the owner answers.
   */
  change?: 'none' | 'asked';
  /** The webhook event when it is not named after the state it leads to (eventName). */
  event?: `booking.${string}`;
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
  // The visitor's own change of time (issue 38): asked from the status page until the cancel
  // cut-off; accepting moves the booking to the time asked, confirmed; declining keeps it as it was.
  request_change: { from: ['new', 'confirmed'], to: 'same', by: ['visitor'], change: 'none', event: 'booking.change_requested' },
  accept_change: { from: ['new', 'confirmed'], to: 'confirmed', by: OWNER, change: 'asked', event: 'booking.change_accepted' },
  decline_change: { from: ['new', 'confirmed'], to: 'same', by: OWNER, change: 'asked', event: 'booking.change_declined' },
};

/** The moves of the visitor's change of time: they carry the time asked (`change`), and their events are their own. */
export const CHANGE_ACTIONS = ['request_change', 'accept_change', 'decline_change'] as const satisfies readonly BookingAction[];
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export function isChangeAction(action: string): action is ChangeAction {
  return (CHANGE_ACTIONS as readonly string[]).includes(action);
}

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

/**
 * Whether `actor` may make `action` on a booking that is `status` now, with (`changeAsked`) or
 * without the visitor's ask for another time pending.
 */
export function canMove(action: BookingAction, status: BookingStatus, actor: BookingActor, changeAsked = false): boolean {
  const move = MOVES[action];
  if (move.change !== undefined && (move.change === 'asked') !== changeAsked) return false;
  return move.from.includes(status) && move.by.includes(actor);
}

/** The moves `actor` has on a booking in `status` (with or without an ask for another time pending), in the table's order. */
export function movesFrom(status: BookingStatus, actor: BookingActor, changeAsked = false): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => canMove(action, status, actor, changeAsked));
}

/** The state a booking in `from` is in after `action`. */
export function statusAfter(action: BookingAction, from: BookingStatus): BookingStatus {
  const to = MOVES[action].to;
  return to === 'same' ? from : to;
}

/** The webhook event of a move (or of a new request): named after the state it leads to. */
export function eventName(to: BookingStatus | 'created'): `booking.${string}` {
  return `booking.${to}`;
}

/**
 * The webhook event of a stored move (a history row): its move's own event (the change of time's
 * `booking.change_requested`, `booking.change_accepted`, `booking.change_declined`), else the
 * state it led to. An action the table no longer knows is named by its state.
 */
export function moveEvent(event: { action: string; to_status: BookingStatus }): `booking.${string}` {
  const own = isBookingAction(event.action) ? MOVES[event.action].event : undefined;
  return own ?? eventName(event.to_status);
}

/**
 * Whether the visitor may still cancel online: until `cutoffHours` before the appointment.
 * Later, the status page asks them to call.
 */
export function visitorCanCancel(appointment: { date: string; time: string }, now: Date, cutoffHours: number, timeZone: string): boolean {
  return now.getTime() <= zonedInstant(appointment.date, appointment.time, timeZone) - cutoffHours * 3_600_000;
}
