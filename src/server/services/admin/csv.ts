import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';
import type { BookingRecord } from '../../../booking/record';
import type { BookingRatingRecord } from '../../../booking/rating';
import { bookingReference } from '../../../booking/reference';
import { findOption, optionName } from '../../../config/catalogue';
import { isLocale, LOCALE_META, TIME_ZONE, type Locale } from '../../../i18n/locales';
import { createT, type UIKey } from '../../../i18n/t';
import { clockText, wallClock } from '../../../utils/time-zone';

/**
 * CSV for Excel: UTF-8 with a BOM (so Korean and Vietnamese show), CRLF rows, every cell quoted,
 * and cells that a spreadsheet would run as a formula (= + - @, tab, CR) prefixed with a quote.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
  };
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** The bookings export's columns, named as stored; new ones go at the end, so an older sheet's columns keep their place. */
const BOOKING_CSV_COLUMNS = [
  'id',
  'created_at',
  'status',
  'name',
  'phone',
  'service_option',
  'date',
  'time',
  'notes',
  'locale',
  'contact_method',
  'contact_handle',
  'proposed_date',
  'proposed_time',
  'decline_reason',
  'decline_message',
  'source',
] as const satisfies readonly (keyof BookingRecord)[];

/** The guests' private ratings by booking id, when the person may read them; their columns come last. */
type RatingsById = ReadonlyMap<number, BookingRatingRecord> | undefined;

/** The bookings export with the columns named as stored, for scripts (`?columns=codes`). */
export function bookingsCodesCsv(rows: readonly BookingRecord[], ratings?: RatingsById): string {
  // PostgreSQL hands a bigint id back as a string.
  const stored = (r: BookingRecord) => BOOKING_CSV_COLUMNS.map((column) => (column === 'id' ? Number(r.id) : r[column]));
  if (!ratings) return toCsv([BOOKING_CSV_COLUMNS, ...rows.map(stored)]);
  const rated = (r: BookingRecord) => ratings.get(Number(r.id));
  return toCsv([[...BOOKING_CSV_COLUMNS, 'rating', 'rating_comment'], ...rows.map((r) => [...stored(r), rated(r)?.rating ?? null, rated(r)?.comment ?? null])]);
}

/** "YYYY-MM-DD HH:MM" in the spa's zone: sorts as text in a sheet and reads the same in every language. */
function spaTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const { date, minutes } = wallClock(ms, TIME_ZONE);
  return `${date} ${clockText(minutes)}`;
}

/**
 * The owner's export: columns and words in her language, the visitor's reference, the course by
 * name with its price. New columns go at the end, so an older sheet's columns keep their place.
 */
const OWNER_COLUMNS: readonly [UIKey, (r: BookingRecord, locale: Locale) => string | number | null][] = [
  ['export.reference', (r) => bookingReference(Number(r.id))],
  ['export.received', (r) => spaTime(r.created_at)],
  ['export.status', (r, locale) => createT(locale)(`admin.status.${r.status}`)],
  ['export.name', (r) => r.name],
  ['export.phone', (r) => r.phone],
  ['export.course', (r, locale) => {
    const found = findOption(r.service_option);
    return found ? optionName(found.service, found.option, locale) : r.service_option;
  }],
  ['export.minutes', (r) => findOption(r.service_option)?.option.minutes ?? null],
  ['export.price', (r) => findOption(r.service_option)?.option.price ?? null],
  ['export.date', (r) => r.date],
  ['export.time', (r) => r.time],
  ['export.notes', (r) => r.notes],
  ['export.language', (r) => (isLocale(r.locale) ? LOCALE_META[r.locale].name : r.locale)],
  ['export.contact', (r, locale) => (r.contact_method ? createT(locale)(`admin.contact.${r.contact_method}`) : null)],
  ['export.handle', (r) => r.contact_handle],
  ['export.proposed', (r) => (r.proposed_date ? `${r.proposed_date} ${r.proposed_time ?? ''}`.trim() : null)],
  ['export.declineReason', (r, locale) => (r.decline_reason ? createT(locale)(`admin.reason.${r.decline_reason}`) : null)],
  ['export.optionCode', (r) => r.service_option],
  // Last, like every column added after the first sheets were kept: the owner's own words with a decline.
  ['export.declineMessage', (r) => r.decline_message],
  // Where it came from: the site, or the owner's phone and walk-in bookings (issue 38).
  ['export.source', (r, locale) => createT(locale)(`ownerBooking.source.${r.source}`)],
];

/**
 * The bookings export in the owner's language: a header row, then one row per booking; with the
 * guests' private ratings (for a role that sees them) as the two last columns.
 */
export function bookingsCsv(rows: readonly BookingRecord[], locale: Locale, ratings?: RatingsById): string {
  const t = createT(locale);
  const columns: typeof OWNER_COLUMNS = ratings
    ? [...OWNER_COLUMNS, ['export.rating', (r) => ratings.get(Number(r.id))?.rating ?? null], ['export.ratingComment', (r) => ratings.get(Number(r.id))?.comment ?? null]]
    : OWNER_COLUMNS;
  return toCsv([columns.map(([key]) => t(key)), ...rows.map((r) => columns.map(([, value]) => value(r, locale)))]);
}

/** Every newsletter sign-up as CSV, newest first. */
export async function newsletterCsv(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom('newsletter').selectAll().orderBy('id', 'desc').execute();
  return toCsv([['id', 'created_at', 'email', 'locale'], ...rows.map((r) => [Number(r.id), r.created_at, r.email, r.locale])]);
}
