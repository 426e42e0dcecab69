import { sql, type Kysely } from 'kysely';
import { toE164 } from '../../../booking/phone';
import type { BookingRecord } from '../../../booking/record';
import type { Database } from '../../data/schema';

/** Phone numbers per query: far below either database's limit of bound parameters. */
const PHONES_PER_QUERY = 1000;

/** What a booking's earlier no-shows are counted by: the visit and the phone number. */
export type NoShowKey = Pick<BookingRecord, 'id' | 'phone' | 'date' | 'time'>;

/**
 * The phone number as bookings store it: E.164, as src/booking/phone.ts makes it from what was
 * typed (the form, the API and the owner's own entries all pass through it); a stored value it
 * cannot read is looked up as it is. Empty (a walk-in without a number) has no history.
 */
const phoneKey = (phone: string): string => toE164(phone) ?? phone.trim();

/**
 * For each booking, how many of the same phone number's other bookings the owner marked a
 * no-show, at visits before this one's: what the admin's card and the owner's new-request
 * message show. It never blocks a request; it only tells. One indexed query per thousand
 * numbers: `bookings_no_show` holds the no-show rows alone, and the status is written here as
 * the index's own literal, which is what lets SQLite use a partial index.
 */
export async function earlierNoShows(db: Kysely<Database>, bookings: readonly NoShowKey[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const phones = [...new Set(bookings.map((b) => phoneKey(b.phone)).filter((p) => p !== ''))];
  const byPhone = new Map<string, { id: number; visit: string }[]>();
  for (let start = 0; start < phones.length; start += PHONES_PER_QUERY) {
    const rows = await db
      .selectFrom('bookings')
      .select(['id', 'phone', 'date', 'time'])
      .where('status', '=', sql.lit('no_show'))
      .where('phone', 'in', phones.slice(start, start + PHONES_PER_QUERY))
      .execute();
    for (const row of rows) byPhone.set(row.phone, [...(byPhone.get(row.phone) ?? []), { id: Number(row.id), visit: `${row.date} ${row.time}` }]);
  }
  for (const b of bookings) {
    const visit = `${b.date} ${b.time}`;
    // Dates and times are the spa's "YYYY-MM-DD" and "HH:MM": as text they sort as time does.
    const missed = (byPhone.get(phoneKey(b.phone)) ?? []).filter((m) => m.id !== Number(b.id) && m.visit < visit).length;
    if (missed > 0) counts.set(Number(b.id), missed);
  }
  return counts;
}
