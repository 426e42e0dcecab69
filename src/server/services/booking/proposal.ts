import { bookingErrors, createBookingSchema, type BookingErrorKey } from '../../../booking/schema';
import type { BookingRecord } from '../../../booking/record';
import type { Transaction } from 'kysely';
import { SPA_AVAILABILITY_FACTS, type AvailabilityFacts } from '../../../booking/availability';
import type { Booking, Database } from '../../data/schema';
import { daysToRead, HOLDS_OWN_TIME, HOLDS_PROPOSED_TIME, leaveOutHolding, lockDays, occupancyOn, readHoldings, roomRefusal } from './occupancy';

/** The fields whose rules decide whether a time can be proposed (the rest describe the visitor). */
const PROPOSAL_FIELDS = ['date', 'time', 'service'] as const;
export type ProposalField = (typeof PROPOSAL_FIELDS)[number];

export type ProposalCheck =
  | { ok: true; date: string; time: string }
  | { ok: false; errors: Partial<Record<ProposalField, BookingErrorKey>> };

/**
 * Whether the owner may propose `date` `time` for a stored booking: the booking schema itself
 * judges it, on the booking as the visitor sent it with the time replaced, so every rule a
 * visitor's request must meet (opening hours, the course ending by closing, notice, the days
 * ahead, closed days) holds for the owner's proposal too, without a second copy of the rules.
 * Only the date, time and course rules count: a stored name or note that a later rule would
 * refuse is not the proposal's fault.
 */
export function checkProposal(
  booking: Pick<BookingRecord, 'name' | 'phone' | 'service_option' | 'notes'>,
  proposal: { date: string; time: string },
  now: Date,
): ProposalCheck {
  const result = createBookingSchema(now).safeParse({
    name: booking.name,
    phone: booking.phone,
    service: booking.service_option ?? '',
    date: proposal.date,
    time: proposal.time,
    notes: booking.notes,
    consent: 'on',
  });
  if (result.success) return { ok: true, date: proposal.date, time: proposal.time };
  const all = bookingErrors(result.error);
  const errors: Partial<Record<ProposalField, BookingErrorKey>> = {};
  for (const field of PROPOSAL_FIELDS) {
    const key = all[field];
    if (key) errors[field] = key;
  }
  return Object.keys(errors).length === 0 ? { ok: true, date: proposal.date, time: proposal.time } : { ok: false, errors };
}

/** The one message to show for a refused proposal: the date's, else the time's, else the course's. */
export function firstProposalError(errors: Partial<Record<ProposalField, BookingErrorKey>>): BookingErrorKey | undefined {
  return errors.date ?? errors.time ?? errors.service;
}

/**
 * The room check of a proposal (issue 38), for applyTransition's `roomCheck`: in its transaction,
 * the proposed day's lock (lockDays), what holds the rooms then, less what the booking itself holds
 * now (a proposal gives that up: occupancy.ts), and the booking rule's room check at `now` (the
 * visitor's notice counts, as for any time the visitor is offered). Undefined when a room is free,
 * or when the booking names no course (it takes no room); otherwise the nearest free times.
 */
export function proposalRoomCheck(proposal: { date: string; time: string }, now: Date, postgres: boolean, facts: AvailabilityFacts = SPA_AVAILABILITY_FACTS) {
  return async (trx: Transaction<Database>, booking: Booking): Promise<string[] | undefined> => {
    const option = booking.service_option;
    if (!option) return undefined;
    const days = daysToRead([proposal.date], facts);
    await lockDays(trx, days, postgres);
    const holdings = await readHoldings(trx, days);
    const own = ownHolding(booking);
    const list = own ? holdings.get(own.date) : undefined;
    // Rooms of a kind are interchangeable: leaving out one equal holding is leaving out its own.
    const at = list?.findIndex((h) => 'option' in h && h.option === option && h.date === own?.date && h.time === own.time) ?? -1;
    if (list && at >= 0) list.splice(at, 1);
    // The visitor's ask for another time holds its time too; a proposal ends the ask (transition.ts).
    if (booking.change_date && booking.change_time) leaveOutHolding(holdings, option, booking.change_date, booking.change_time);
    return roomRefusal({ date: proposal.date, time: proposal.time, option, occupancy: occupancyOn(holdings, proposal.date, facts), now }, facts);
  };
}

/** The time a booking holds a room at now (occupancy.ts's rule), if any. */
function ownHolding(b: Booking): { date: string; time: string } | undefined {
  if ((HOLDS_OWN_TIME as readonly string[]).includes(b.status)) return { date: b.date, time: b.time };
  if (b.status === HOLDS_PROPOSED_TIME && b.proposed_date && b.proposed_time) return { date: b.proposed_date, time: b.proposed_time };
  return undefined;
}
