import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';
import type { BookingRecord } from '../../../booking/record';

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
] as const satisfies readonly (keyof BookingRecord)[];

/** The bookings export: a header row, then one row per booking. */
export function bookingsCsv(rows: readonly BookingRecord[]): string {
  // PostgreSQL hands a bigint id back as a string.
  return toCsv([BOOKING_CSV_COLUMNS, ...rows.map((r) => BOOKING_CSV_COLUMNS.map((column) => (column === 'id' ? Number(r.id) : r[column])))]);
}

/** Every newsletter sign-up as CSV, newest first. */
export async function newsletterCsv(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom('newsletter').selectAll().orderBy('id', 'desc').execute();
  return toCsv([['id', 'created_at', 'email', 'locale'], ...rows.map((r) => [Number(r.id), r.created_at, r.email, r.locale])]);
}
