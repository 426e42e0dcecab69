import type { Generated, Selectable } from 'kysely';
import type { BookingEventRecord, BookingRecord } from '../../booking/record';

export { BOOKING_STATUSES, type BookingStatus } from '../../booking/record';

/** Tables as Kysely sees them; the same on SQLite and PostgreSQL. Times are ISO-8601 UTC strings. */
export interface BookingTable extends Omit<BookingRecord, 'id'> {
  id: Generated<number>;
}

export interface BookingEventTable extends Omit<BookingEventRecord, 'id'> {
  id: Generated<number>;
}

export interface OutboxTable {
  id: Generated<number>;
  booking_id: number;
  /** The move this row announces; null for the new request itself. */
  event_id: number | null;
  channel: string;
  attempts: number;
  next_attempt_at: string;
  /** When a worker last began sending it (null until then, and again while a visitor mail is held). */
  attempted_at: string | null;
  delivered_at: string | null;
  failed_at: string | null;
  last_error: string | null;
}

export interface NewsletterTable {
  id: Generated<number>;
  created_at: string;
  /** Lowercased and trimmed: one row per address. */
  email: string;
  locale: string;
}

export interface AdminSessionTable {
  /** SHA-256 (hex) of the cookie's token, so a copy of the database logs no one in. */
  id: string;
  created_at: string;
  expires_at: string;
  /** Which configured password the session was opened under (src/server/services/admin/session.ts). */
  password_tag: string;
}

export interface AdminTrailTable {
  id: Generated<number>;
  at: string;
  /** Who: an admin session's label ("admin 3fa2c1"), "Telegram 42" for a button press, "—" for a failed sign-in. */
  actor: string;
  /** What (TRAIL_KINDS in src/server/services/admin/trail.ts). */
  kind: string;
  /** To what: a booking's reference and move, a document, an article, a release. */
  subject: string | null;
  outcome: string;
  /** From where: the client key's short hash (never the address). */
  client: string | null;
}

export interface Database {
  bookings: BookingTable;
  booking_events: BookingEventTable;
  outbox: OutboxTable;
  newsletter: NewsletterTable;
  admin_sessions: AdminSessionTable;
  admin_trail: AdminTrailTable;
}

export type Booking = Selectable<BookingTable>;
