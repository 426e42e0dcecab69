import { SPA_AVAILABILITY_FACTS, type AvailabilityFacts } from '../../src/booking/availability';
import type { BookingRequest } from '../../src/booking/schema';
import type { StoreInput } from '../../src/server/services/booking/store';

/** A valid booking request (a 90-minute Thai massage at 18:00 on 2 March 2026, no notes, no contact channel), `patch` over it. */
export function bookingRequest(patch: Partial<BookingRequest> = {}): BookingRequest {
  return {
    name: 'Kim Min-su',
    phone: '+84901234567',
    service: 'thai-90',
    date: '2026-03-02',
    time: '18:00',
    notes: '',
    contact_method: undefined,
    contact_handle: '',
    consent: 'on',
    website: '',
    ...patch,
  };
}

/**
 * What `storeBooking` takes: `request` over bookingRequest's, made in Vietnamese at `now`, with no
 * idempotency key, not spam and no owner channel; `patch` over that.
 */
export function storeInput(request: Partial<BookingRequest>, patch: Partial<StoreInput> & Pick<StoreInput, 'now'>): StoreInput {
  return { request: bookingRequest(request), locale: 'vi', idempotencyKey: undefined, spam: false, channels: [], ...patch };
}

/**
 * The spa's facts with 50 rooms of every kind: for a test about something else than rooms (mail,
 * reminders) that books many visits at one time, as `storeInput`'s `availability`.
 */
export const ROOMY_FACTS: AvailabilityFacts = { ...SPA_AVAILABILITY_FACTS, rooms: SPA_AVAILABILITY_FACTS.rooms.map((room) => ({ ...room, count: 50 })) };
