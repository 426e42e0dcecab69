import { sql, type Kysely } from 'kysely';
import { spaClock } from '../../../booking/schema';
import type { BookingFilter, BookingOrder } from '../../../booking/record';
import { containsPattern, readSearch } from '../../../booking/search';
import type { Database } from '../../data/schema';
import { clockText } from '../../../utils/time-zone';

/** The spa's date and HH:MM now: what "upcoming" and "past" are measured against. */
export function spaNow(now: Date): { today: string; clock: string } {
  const { today, minutes } = spaClock(now);
  return { today, clock: clockText(minutes) };
}

export interface ListOptions {
  limit?: number;
  /** 'received' (newest first) unless told: the CSV export keeps that order. */
  order?: BookingOrder;
  /** What "upcoming" is measured against (tests pass a fixed time). */
  now?: Date;
}

/**
 * Bookings matching the filter. By appointment: upcoming ones soonest first, then past ones most
 * recent first; dates and times are text in the spa's zone, so they compare as strings on
 * SQLite and PostgreSQL alike.
 */
export function listBookings(db: Kysely<Database>, filter: BookingFilter, { limit = 500, order = 'received', now = new Date() }: ListOptions = {}) {
  let q = db.selectFrom('bookings').selectAll().limit(limit);
  if (order === 'appointment') {
    const { today, clock } = spaNow(now);
    const isPast = sql`(date < ${today} or (date = ${today} and time < ${clock}))`;
    // Within the upcoming group the second and third keys sort ascending; in the past group they
    // are null for every row (a tie, whatever the database's null order), so date/time descending decide.
    q = q
      .orderBy(sql`case when ${isPast} then 1 else 0 end`)
      .orderBy(sql`case when ${isPast} then null else date end`)
      .orderBy(sql`case when ${isPast} then null else time end`)
      .orderBy('date', 'desc')
      .orderBy('time', 'desc')
      .orderBy('id', 'desc');
  } else {
    q = q.orderBy('id', 'desc');
  }
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.from) q = q.where('date', '>=', filter.from);
  if (filter.to) q = q.where('date', '<=', filter.to);
  // The search, as bound parameters; LIKE's wildcards typed by the owner are escaped (containsPattern).
  const search = readSearch(filter.q);
  if (search?.kind === 'reference') q = q.where('id', '=', search.id);
  if (search?.kind === 'phone') q = q.where(sql<boolean>`phone like ${containsPattern(search.digits)} escape '\\'`);
  if (search?.kind === 'name') {
    const likes = [sql<boolean>`lower(name) like ${containsPattern(search.lower)} escape '\\'`, ...search.variants.map((v) => sql<boolean>`name like ${containsPattern(v)} escape '\\'`)];
    q = q.where(({ or }) => or(likes));
  }
  return q.execute();
}

export function failedNotifications(db: Kysely<Database>) {
  return db
    .selectFrom('outbox')
    .select(['id', 'booking_id', 'about', 'channel', 'attempts', 'last_error', 'failed_at'])
    .where('failed_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** One booking by its id, or undefined. */
export function findBooking(db: Kysely<Database>, id: number) {
  return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}
