/**
 * A stored booking request as the rest of the site sees it: the backend stores and queries it
 * (src/backend/db/schema.ts derives its table from this), the admin views render it. Plain types
 * and lists only, so a component can use them without importing server code.
 */
export const BOOKING_STATUSES = ['new', 'confirmed', 'done', 'cancelled', 'spam'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** One booking row. Times are ISO-8601 UTC strings. */
export interface BookingRecord {
  id: number;
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

/** The admin list's filter: a status and an inclusive range of appointment dates (YYYY-MM-DD). */
export interface BookingFilter {
  status?: BookingStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The admin's two orders: upcoming appointments first (the default), or newest received first. */
export const BOOKING_ORDERS = ['appointment', 'received'] as const;
export type BookingOrder = (typeof BOOKING_ORDERS)[number];
export const DEFAULT_ORDER: BookingOrder = 'appointment';
