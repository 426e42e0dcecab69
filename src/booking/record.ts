/**
 * A stored booking request as the rest of the site sees it: the backend stores and queries it
 * (src/server/data/schema.ts derives its table from this), the admin views render it. Plain types
 * and lists only, so a component can use them without importing server code.
 */
/**
 * Where a request stands. `new` is a request not yet answered (the visitor reads "pending");
 * `proposed` waits for the visitor to accept or refuse another time. The moves between them are
 * in transitions.ts.
 */
export const BOOKING_STATUSES = ['new', 'proposed', 'confirmed', 'declined', 'cancelled', 'done', 'no_show', 'spam'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Why the owner declines a request: a short list, shown to the visitor in their language. */
export const DECLINE_REASONS = ['fully_booked', 'closed', 'course_unavailable', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** How the visitor would like to be answered; the handle says where (a number, an ID, an address). */
export const CONTACT_METHODS = ['phone', 'zalo', 'kakao', 'email'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/**
 * Where a booking came from: the site's form (every request a visitor sends), or the owner's
 * admin, entering a phone call or a guest at the door (issue 38). The owner's own are confirmed
 * from the start and may have no phone (a walk-in): src/booking/owner-booking.ts.
 */
export const BOOKING_SOURCES = ['site', 'phone', 'walk_in'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
/** The sources the owner enters in the admin. */
export const OWNER_SOURCES = ['phone', 'walk_in'] as const satisfies readonly BookingSource[];
export type OwnerSource = (typeof OWNER_SOURCES)[number];

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
  /** The visitor's preferred way to be answered, and its handle; null when none was chosen. */
  contact_method: ContactMethod | null;
  contact_handle: string | null;
  /** Another time the owner proposed (status `proposed`), in the spa's zone. */
  proposed_date: string | null;
  proposed_time: string | null;
  /**
   * The visitor's pending ask for another time (issue 38; src/booking/transitions.ts
   * `request_change`), in the spa's zone: null when none is waiting for the owner's answer. Optional
   * only so that a record written by hand (a test's, a fixture's) may leave it out; every row has it.
   */
  change_date?: string | null | undefined;
  change_time?: string | null | undefined;
  /** Set when the owner declined. */
  decline_reason: DeclineReason | null;
  /**
   * The owner's own words to the guest with a decline, beside the reason: cleaned and at most
   * DECLINE_MESSAGE_MAX code points (decline-message.ts); null when none was written.
   */
  decline_message: string | null;
  /** Where it came from: the site's form, or the owner's admin (a phone call, a walk-in). */
  source: BookingSource;
}

/** Who moved a booking: the owner in /admin, the owner's Telegram button, or the visitor's status page. */
export const BOOKING_ACTORS = ['admin', 'telegram', 'visitor'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** One line of a booking's history. */
export interface BookingEventRecord {
  id: number;
  booking_id: number;
  at: string;
  action: string;
  actor: BookingActor;
  from_status: BookingStatus;
  to_status: BookingStatus;
  /** The decline reason, or the proposed "YYYY-MM-DD HH:MM". */
  detail: string | null;
}

/** The admin list's filter: a status and an inclusive range of appointment dates (YYYY-MM-DD). */
export interface BookingFilter {
  status?: BookingStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** A name, a phone number or a `KS-` reference, as typed (trimmed, at most SEARCH_MAX characters); see booking/search.ts. */
  q?: string | undefined;
}

/** The admin's two orders: upcoming appointments first (the default), or newest received first. */
export const BOOKING_ORDERS = ['appointment', 'received'] as const;
export type BookingOrder = (typeof BOOKING_ORDERS)[number];
export const DEFAULT_ORDER: BookingOrder = 'appointment';
