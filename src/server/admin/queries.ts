import type { Kysely } from 'kysely';
import { BOOKING_STATUSES, type BookingStatus, type Database } from '../db/schema';

export interface BookingFilter {
  status?: BookingStatus | undefined;
  /** Appointment dates, YYYY-MM-DD, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export function parseFilter(url: URL): BookingFilter {
  const status = url.searchParams.get('status');
  const date = (name: string) => {
    const v = url.searchParams.get(name);
    return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
  };
  return {
    status: (BOOKING_STATUSES as readonly string[]).includes(status ?? '') ? (status as BookingStatus) : undefined,
    from: date('from'),
    to: date('to'),
  };
}

/** Newest first. */
export function listBookings(db: Kysely<Database>, filter: BookingFilter, limit = 500) {
  let q = db.selectFrom('bookings').selectAll().orderBy('id', 'desc').limit(limit);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.from) q = q.where('date', '>=', filter.from);
  if (filter.to) q = q.where('date', '<=', filter.to);
  return q.execute();
}

export function failedNotifications(db: Kysely<Database>) {
  return db
    .selectFrom('outbox')
    .select(['id', 'booking_id', 'channel', 'attempts', 'last_error', 'failed_at'])
    .where('failed_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

export async function setStatus(db: Kysely<Database>, id: number, status: BookingStatus): Promise<boolean> {
  const result = await db.updateTable('bookings').set({ status }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
