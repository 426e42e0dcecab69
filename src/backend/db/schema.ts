import type { Generated, Selectable } from 'kysely';

export const BOOKING_STATUSES = ['new', 'confirmed', 'done', 'cancelled', 'spam'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Tables as Kysely sees them; the same on SQLite and PostgreSQL. Times are ISO-8601 UTC strings. */
export interface BookingTable {
  id: Generated<number>;
  created_at: string;
  locale: string;
  name: string;
  /** E.164. */
  phone: string;
  /** Catalogue option id, or null when the visitor left it to a consultation. */
  service_option: string | null;
  /** YYYY-MM-DD and HH:MM in Asia/Ho_Chi_Minh. */
  date: string;
  time: string;
  notes: string;
  status: BookingStatus;
  /** From the form, so a retried submission is recognized. */
  idempotency_key: string | null;
  /** SHA-256 of the normalized request, to tell a retry from a different request with a reused key. */
  request_hash: string;
}

export interface OutboxTable {
  id: Generated<number>;
  booking_id: number;
  channel: string;
  attempts: number;
  next_attempt_at: string;
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
  /** Which configured password the session was opened under (src/backend/admin/session.ts). */
  password_tag: string;
}

export interface Database {
  bookings: BookingTable;
  outbox: OutboxTable;
  newsletter: NewsletterTable;
  admin_sessions: AdminSessionTable;
}

export type Booking = Selectable<BookingTable>;
