import type { Transaction } from 'kysely';
import { SPA_AVAILABILITY_FACTS, type AvailabilityFacts } from '../../../booking/availability';
import type { BookingErrorKey } from '../../../booking/schema';
import type { BookingRecord } from '../../../booking/record';
import type { Booking, Database } from '../../data/schema';
import { daysToRead, leaveOutHolding, lockDays, occupancyOn, readHoldings, roomRefusal } from './occupancy';
import { checkProposal, firstProposalError } from './proposal';

/**
 * The visitor's own change of time (issue 38): the rules a time asked from the status page must
 * meet, and the room checks its moves make inside their transaction (applyTransition's
 * `roomCheck`). The moves themselves are `request_change`, `accept_change` and `decline_change`
 * of src/booking/transitions.ts.
 */

/** A time the visitor asked for, in the spa's zone. */
export interface AskedTime {
  date: string;
  time: string;
}

/** Why an asked time is refused at its field: a booking rule's words, or the booking's own time asked again. */
export type ChangeAskError = BookingErrorKey | 'change.error.same';

/**
 * Whether a visitor may ask for `asked`: every rule of a new request (opening hours, the course
 * ending by closing, the notice, the days ahead, closed days: the booking schema itself, through
 * checkProposal) and not the time the booking has now. Rooms are judged later, under the day's
 * lock, when the ask is stored (changeRoomCheck).
 */
export function askedTimeError(booking: Pick<BookingRecord, 'name' | 'phone' | 'service_option' | 'notes' | 'date' | 'time'>, asked: AskedTime, now: Date): ChangeAskError | undefined {
  const check = checkProposal(booking, asked, now);
  if (!check.ok) return firstProposalError(check.errors);
  return booking.date === asked.date && booking.time === asked.time ? 'change.error.same' : undefined;
}

/**
 * The room check of a change of time, for applyTransition's `roomCheck`: in its transaction, the
 * asked day's lock (lockDays), what holds the rooms then, and the booking rule's room check (at
 * `now`, for the nearest free times named when none is free). Undefined when a room is free, or
 * when the booking names no course (it takes no room); otherwise the nearest free times.
 *
 * - `ask`: everything held counts, the booking's own time too: it stays booked until the owner
 *   answers, so a visitor moving by half an hour needs a second room free meanwhile. The times the
 *   status page offers are counted the same way (availableTimesFor), so what is offered is asked.
 * - `accept`: what the booking itself holds (its own time and the time asked) is left out, since
 *   accepting gives up the first and the second is this very room. It is free unless something
 *   changed since the ask: a room block, fewer rooms after a publish.
 */
export function changeRoomCheck(kind: 'ask' | 'accept', asked: AskedTime, now: Date, postgres: boolean, facts: AvailabilityFacts = SPA_AVAILABILITY_FACTS) {
  return async (trx: Transaction<Database>, booking: Booking): Promise<string[] | undefined> => {
    const option = booking.service_option;
    if (!option) return undefined;
    const days = daysToRead([asked.date], facts);
    await lockDays(trx, days, postgres);
    const holdings = await readHoldings(trx, days);
    if (kind === 'accept') {
      leaveOutHolding(holdings, option, booking.date, booking.time);
      if (booking.change_date && booking.change_time) leaveOutHolding(holdings, option, booking.change_date, booking.change_time);
    }
    return roomRefusal({ date: asked.date, time: asked.time, option, occupancy: occupancyOn(holdings, asked.date, facts), now }, facts);
  };
}
