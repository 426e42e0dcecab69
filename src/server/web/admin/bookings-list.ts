import { parseFilter, parseOrder } from '../../../booking/admin-address';
import type { BookingEventRecord } from '../../../booking/record';
import { failedNotifications, listBookings, spaNow } from '../../services/admin/queries';
import { bookingHistory } from '../../services/booking/transition';
import { getDb } from '../runtime';

/** Each listed booking's history lines, oldest first, from one query's rows. */
function historiesByBooking(events: readonly BookingEventRecord[]): Map<number, BookingEventRecord[]> {
  const byBooking = new Map<number, BookingEventRecord[]>();
  for (const event of events) {
    const id = Number(event.booking_id);
    byBooking.set(id, [...(byBooking.get(id) ?? []), event]);
  }
  return byBooking;
}

/**
 * What the owner's bookings page (/admin) shows for its address: the bookings its filters and
 * order select, each with its history, and the notifications that could not be sent.
 */
export async function loadBookingsList(url: URL, now = new Date()) {
  const filter = parseFilter(url);
  const order = parseOrder(url);
  const { db } = await getDb();
  const bookings = await listBookings(db, filter, { order, now });
  const events = await bookingHistory(db, bookings.map((b) => Number(b.id)));
  const failed = await failedNotifications(db);
  return {
    filter,
    order,
    now: spaNow(now),
    bookings,
    histories: historiesByBooking(events),
    failed: failed.map((r) => ({ ...r, id: Number(r.id), booking_id: Number(r.booking_id), attempts: Number(r.attempts) })),
  };
}

/** The bookings the CSV export holds: the list's filters, every row, newest first. */
export async function bookingsForExport(url: URL) {
  const { db } = await getDb();
  return listBookings(db, parseFilter(url), { limit: 100_000 });
}
