import { parseAsk, parseFilter, parseOrder, searchTooLong } from '../../../booking/admin-address';
import { HANDED_OFF, handoffMessage, handoffWays, type Handoff } from '../../../booking/handoff';
import type { BookingEventRecord, BookingRecord } from '../../../booking/record';
import { absoluteUrl } from '../../../config/site';
import { DEFAULT_LOCALE, isLocale } from '../../../i18n/locales';
import { createT } from '../../../i18n/t';
import { failedNotifications, listBookings, spaNow } from '../../services/admin/queries';
import { statusPath } from '../../services/booking/status-token';
import { bookingHistory } from '../../services/booking/transition';
import { earlierNoShows } from '../../services/booking/no-shows';
import { ratingsOf } from '../../services/booking/rating';
import { enabledChannels, getDb, visitorMailEnabled } from '../runtime';

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
 * The guest's side of an answer, for each confirmed or proposed booking still ahead: told by
 * e-mail (mail is set up and the guest chose e-mail: transition.ts queues it), or not yet, with
 * the message in the guest's language and the status link.
 */
export function guestHandoffs(bookings: readonly BookingRecord[], mailOn: boolean, today: string): Map<number, { handoff: Handoff | undefined }> {
  const guests = new Map<number, { handoff: Handoff | undefined }>();
  for (const b of bookings) {
    // A walk-in is at the desk: nothing to send them.
    if (!(HANDED_OFF as readonly string[]).includes(b.status) || b.date < today || b.source === 'walk_in') continue;
    const id = Number(b.id);
    if (mailOn && b.contact_method === 'email' && b.contact_handle) {
      guests.set(id, { handoff: undefined });
      continue;
    }
    const locale = isLocale(b.locale) ? b.locale : DEFAULT_LOCALE;
    const message = handoffMessage(b, locale, createT(locale), absoluteUrl(statusPath(id, locale)));
    guests.set(id, { handoff: { locale, message, ways: handoffWays(b, message) } });
  }
  return guests;
}

/**
 * What the owner's bookings page (/admin) shows for its address: the bookings its filters, search
 * and order select, each with its history and guest hand-off, the notifications that could not be
 * sent and which of the owner's channels are set up; each phone number's earlier no-shows, and,
 * for a role that sees them (`ratings`, src/people/roles.ts), the guests' private ratings.
 */
export async function loadBookingsList(url: URL, now = new Date(), sees: { ratings: boolean } = { ratings: false }) {
  const filter = parseFilter(url);
  const order = parseOrder(url);
  const { db } = await getDb();
  const bookings = await listBookings(db, filter, { order, now });
  const events = await bookingHistory(db, bookings.map((b) => Number(b.id)));
  const failed = await failedNotifications(db);
  const spaToday = spaNow(now);
  const channels = enabledChannels();
  return {
    filter,
    order,
    now: spaToday,
    bookings,
    histories: historiesByBooking(events),
    failed: failed.map((r) => ({ ...r, id: Number(r.id), booking_id: r.booking_id === null ? null : Number(r.booking_id), attempts: Number(r.attempts) })),
    ask: parseAsk(url),
    searchTooLong: searchTooLong(url),
    guests: guestHandoffs(bookings, visitorMailEnabled(), spaToday.today),
    channels: { email: channels.includes('email'), telegram: channels.includes('telegram') },
    ratings: sees.ratings ? await ratingsOf(db, bookings.map((b) => Number(b.id))) : new Map(),
    noShows: await earlierNoShows(db, bookings),
  };
}

/** The bookings the CSV export holds: the list's filters and search, every row, newest first. */
export async function bookingsForExport(url: URL) {
  const { db } = await getDb();
  return listBookings(db, parseFilter(url), { limit: 100_000 });
}

/** The exported bookings' private ratings, for a role that sees them; undefined (no rating columns) for the others. */
export async function ratingsForExport(rows: readonly BookingRecord[], sees: { ratings: boolean }) {
  if (!sees.ratings) return undefined;
  const { db } = await getDb();
  return ratingsOf(db, rows.map((r) => Number(r.id)));
}
