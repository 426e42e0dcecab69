import { bookingErrors, createBookingSchema, type BookingErrorKey } from '../../../booking/schema';
import type { BookingRecord } from '../../../booking/record';

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
