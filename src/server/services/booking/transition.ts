import type { Kysely, Transaction } from 'kysely';
import { cleanDeclineMessage } from '../../../booking/decline-message';
import type { BookingActor, BookingEventRecord, DeclineReason } from '../../../booking/record';
import { canMove, isChangeAction, MOVES, moveEvent, statusAfter, visitorCanCancel, type BookingAction, type ChangeAction } from '../../../booking/transitions';
import { TIME_ZONE } from '../../../i18n/locales';
import { zonedInstant } from '../../../utils/time-zone';
import type { Booking, Database } from '../../data/schema';
import { outboxRows } from '../notify/outbox';
import { scheduleReminder } from '../notify/reminders';
import { outboxChannels } from '../notify/routing';

export interface TransitionInput {
  id: number;
  action: BookingAction;
  actor: BookingActor;
  now: Date;
  /** For `decline`. */
  reason?: DeclineReason | undefined;
  /**
   * For `decline`, optional: the owner's own words to the guest, already checked against
   * DECLINE_MESSAGE_MAX (the admin's form, src/server/web/admin/move-form.ts). Cleaned again
   * here, so what is stored never holds a control character; empty is none.
   */
  message?: string | undefined;
  /** For `propose`: a date and time already checked against the hours (proposal.ts). */
  proposal?: { date: string; time: string } | undefined;
  /**
   * For `propose`: whether a room is free at the time proposed, judged in this transaction
   * (proposalRoomCheck, proposal.ts, which takes the day's lock first); the nearest free times
   * when none is, and the move is refused as `full`.
   */
  roomCheck?: ((trx: Transaction<Database>, booking: Booking) => Promise<string[] | undefined>) | undefined;
  /**
   * For the change of time's moves: the time the visitor asks for (`request_change`, already
   * checked against the booking rules: change-ask.ts), or the ask the owner answers
   * (`accept_change`, `decline_change`), which must be the one pending: an answer to an earlier
   * ask, from a page or a Telegram message left open, is refused as `state`.
   */
  change?: { date: string; time: string } | undefined;
  /** The owner's notification channels that are enabled (email, webhook, telegram). */
  ownerChannels: readonly string[];
  /** Whether a visitor who left an e-mail address can be written to (SMTP is set up). */
  visitorMail: boolean;
  /** Hours before the appointment after which a visitor can no longer cancel online. */
  cancelCutoffHours: number;
  /**
   * Hours before a visit the visitor's reminder is due (REMINDER_LEAD_HOURS), scheduled when a
   * move confirms it; 0 or absent schedules none.
   */
  reminderLeadHours?: number | undefined;
}

export type TransitionResult =
  | { kind: 'changed'; booking: Booking; event: BookingEventRecord }
  /** The booking is already where the move leads: a repeated post or callback changes nothing twice. */
  | { kind: 'unchanged'; booking: Booking }
  /** The move is not allowed from the booking's state (or by this actor, or after the cut-off). */
  | { kind: 'refused'; booking: Booking; why: 'state' | 'too_late' | 'incomplete' }
  /** A proposed time with no room of the course's kind free (roomCheck): that day's nearest free times. */
  | { kind: 'refused'; booking: Booking; why: 'full'; nearest: string[] }
  | { kind: 'missing' };

const sameProposal = (b: Booking, p: TransitionInput['proposal']) => p !== undefined && b.proposed_date === p.date && b.proposed_time === p.time;

/** Whether the visitor's ask for another time is waiting for the owner's answer. */
export const changePending = (b: Pick<Booking, 'change_date' | 'change_time'>) => Boolean(b.change_date && b.change_time);
const pendingIs = (b: Booking, c: { date: string; time: string }) => b.change_date === c.date && b.change_time === c.time;

/**
 * A change move that was made already (a repeated post or press): the same ask pending; the ask
 * accepted (none pending, the booking confirmed at the time asked); the ask declined (none pending,
 * the booking elsewhere).
 */
function changeRepeated(b: Booking, action: ChangeAction, c: { date: string; time: string }): boolean {
  if (action === 'request_change') return pendingIs(b, c);
  if (changePending(b)) return false;
  const atAsked = b.date === c.date && b.time === c.time;
  return action === 'accept_change' ? atAsked && b.status === 'confirmed' : !atAsked && (b.status === 'new' || b.status === 'confirmed');
}

/** What a change move writes: the ask itself, the time it moves to, or the ask gone. */
function changeColumns(action: BookingAction, b: Booking, c: TransitionInput['change']) {
  if (action === 'request_change' && c) return { change_date: c.date, change_time: c.time };
  if (action === 'accept_change' && c) return { date: c.date, time: c.time, change_date: null, change_time: null };
  // Declined, or any move out of the states that hold a time (a decline, a proposal, a cancel…): no ask is left waiting.
  const after = statusAfter(action, b.status);
  return changePending(b) && (action === 'decline_change' || (after !== 'new' && after !== 'confirmed')) ? { change_date: null, change_time: null } : {};
}

/**
 * One move of the booking loop, all or nothing: the guarded update (it only applies while the
 * booking is still in the state it was read in, so two owners or a double tap cannot both move
 * it), its history line, and its notifications in the outbox, in one transaction.
 */
export async function applyTransition(db: Kysely<Database>, input: TransitionInput): Promise<TransitionResult> {
  return db.transaction().execute(async (trx) => {
    const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!booking) return { kind: 'missing' };
    const move = MOVES[input.action];
    const to = statusAfter(input.action, booking.status);
    const change = isChangeAction(input.action) ? input.action : undefined;
    if (change) {
      if (!input.change) return { kind: 'refused', booking, why: 'incomplete' };
      if (changeRepeated(booking, change, input.change)) return { kind: 'unchanged', booking };
      // One ask at a time, and the owner answers the one pending, never one they did not see.
      if (change === 'request_change' ? changePending(booking) : !pendingIs(booking, input.change)) return { kind: 'refused', booking, why: 'state' };
    } else if (booking.status === move.to && (input.action !== 'propose' || sameProposal(booking, input.proposal))) return { kind: 'unchanged', booking };
    if (!canMove(input.action, booking.status, input.actor, changePending(booking))) return { kind: 'refused', booking, why: 'state' };
    if (input.action === 'decline' && !input.reason) return { kind: 'refused', booking, why: 'incomplete' };
    if (input.action === 'propose' && !input.proposal) return { kind: 'refused', booking, why: 'incomplete' };
    // The visitor cancels or asks for another time online until the cut-off before the visit.
    if (input.actor === 'visitor' && (input.action === 'cancel' || input.action === 'request_change') && !visitorCanCancel(booking, input.now, input.cancelCutoffHours, TIME_ZONE)) {
      return { kind: 'refused', booking, why: 'too_late' };
    }
    // A time asked that has begun by the owner's answer can no longer be given.
    if (input.action === 'accept_change' && input.change && input.now.getTime() >= zonedInstant(input.change.date, input.change.time, TIME_ZONE)) {
      return { kind: 'refused', booking, why: 'too_late' };
    }
    const nearest = input.roomCheck ? await input.roomCheck(trx, booking) : undefined;
    if (nearest) return { kind: 'refused', booking, why: 'full', nearest };

    // Accepting a proposal makes the proposed time the appointment.
    const accepted = input.action === 'accept' && booking.proposed_date && booking.proposed_time
      ? { date: booking.proposed_date, time: booking.proposed_time }
      : {};
    const changes = {
      status: to,
      ...accepted,
      ...changeColumns(input.action, booking, input.change),
      ...(input.action === 'propose' && input.proposal ? { proposed_date: input.proposal.date, proposed_time: input.proposal.time } : {}),
      ...(input.action === 'accept' || input.action === 'refuse' ? { proposed_date: null, proposed_time: null } : {}),
      ...(input.action === 'decline' ? { decline_reason: input.reason ?? null, decline_message: cleanDeclineMessage(input.message ?? '') || null } : {}),
    };
    const updated = await trx
      .updateTable('bookings')
      .set(changes)
      .where('id', '=', booking.id)
      .where('status', '=', booking.status)
      // A change move applies only to the ask it read (none, for a new one).
      .$if(change !== undefined, (q) => q.where('change_date', booking.change_date ? '=' : 'is', booking.change_date ?? null).where('change_time', booking.change_time ? '=' : 'is', booking.change_time ?? null))
      .executeTakeFirst();
    // Someone else moved it between our read and our write (PostgreSQL's read committed): their move stands.
    if (Number(updated.numUpdatedRows) !== 1) {
      const now = await trx.selectFrom('bookings').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow();
      const repeated = change && input.change ? changeRepeated(now, change, input.change) : !change && now.status === move.to;
      return repeated ? { kind: 'unchanged', booking: now } : { kind: 'refused', booking: now, why: 'state' };
    }
    const detail =
      input.action === 'decline'
        ? (input.reason ?? null)
        : input.action === 'propose' && input.proposal
          ? `${input.proposal.date} ${input.proposal.time}`
          : change && input.change
            ? `${input.change.date} ${input.change.time}`
            : null;
    const event = {
      booking_id: Number(booking.id),
      at: input.now.toISOString(),
      action: input.action,
      actor: input.actor,
      from_status: booking.status,
      to_status: to,
      detail,
    };
    const { id: eventId } = await trx.insertInto('booking_events').values(event).returning('id').executeTakeFirstOrThrow();
    const visitorEmail = input.visitorMail && booking.contact_method === 'email' && Boolean(booking.contact_handle);
    const channels = outboxChannels({ event: moveEvent({ action: input.action, to_status: to }), actor: input.actor, ownerChannels: input.ownerChannels, visitorEmail });
    if (channels.length > 0) {
      await trx.insertInto('outbox').values(outboxRows(Number(booking.id), Number(eventId), channels, input.now)).execute();
    }
    const after = await trx.selectFrom('bookings').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow();
    // A confirmed visit (the owner's confirm, the visitor's accepting a proposed time, the owner's accepting the visitor's) gets its reminder.
    if (move.to === 'confirmed' && visitorEmail) await scheduleReminder(trx, after, Number(eventId), input.now, input.reminderLeadHours ?? 0);
    return { kind: 'changed', booking: after, event: { ...event, id: Number(eventId) } };
  });
}

/** A booking's history, oldest first. */
export function bookingHistory(db: Kysely<Database>, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('booking_events').selectAll().where('booking_id', 'in', [...bookingIds]).orderBy('id').execute();
}
