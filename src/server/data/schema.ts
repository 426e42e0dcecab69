import type { ColumnType, Generated, Selectable } from 'kysely';
import type { BookingEventRecord, BookingRecord, BookingSource } from '../../booking/record';
import type { BookingRatingRecord } from '../../booking/rating';
import type { InsightTables } from './insight-tables';
import type { RoomBlockTables } from './room-block-tables';

export { BOOKING_STATUSES, type BookingStatus } from '../../booking/record';

/** Tables as Kysely sees them; the same on SQLite and PostgreSQL. Times are ISO-8601 UTC strings. */
export interface BookingTable extends Omit<BookingRecord, 'id' | 'source'> {
  id: Generated<number>;
  /** `site` unless given (the column's default, as for every row written before it existed). */
  source: ColumnType<BookingSource, BookingSource | undefined, BookingSource>;
}

export interface BookingEventTable extends Omit<BookingEventRecord, 'id'> {
  id: Generated<number>;
}

/** What an outbox row sends: a booking's event, the visitor's reminder, the owner's daily agenda, or the owner's note of a visitor's rating. */
export type OutboxPurpose = 'event' | 'reminder' | 'agenda' | 'rating';

export interface OutboxTable {
  id: Generated<number>;
  /** The booking the row is about; null for the owner's daily agenda. */
  booking_id: number | null;
  /** The move this row announces (for a reminder, the confirmation); null for the new request itself. */
  event_id: number | null;
  /** 'event' unless given (the column's default, as for every row written before it existed). */
  purpose: Generated<OutboxPurpose>;
  /** A reminder's visit ("YYYY-MM-DD HH:MM"), an agenda's day ("YYYY-MM-DD"); null for an event. */
  about: ColumnType<string | null, string | null | undefined, string | null>;
  channel: string;
  attempts: number;
  next_attempt_at: string;
  /** When a worker last began sending it (null until then, and again while a visitor mail is held). */
  attempted_at: string | null;
  /** When the row was done with: sent, or (with a `last_error` "not sent: …") dropped as no longer true. */
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
  /** Which configured password the session was opened under (src/server/services/admin/session.ts); empty for an account's, `account-disabled` once the owner disabled it (DISABLED_SESSION_MARK). */
  password_tag: string;
  /** The account signed in; null for a session of the shared ADMIN_PASSWORD (before any account exists). */
  account_id: string | null;
  /** Moved forward at most once a minute: the idle timeout counts from it. */
  last_seen_at: string | null;
  /** "Chrome on Android": what the person sees in their sessions list. */
  device: string | null;
  /** The client key's short hash at sign-in (never the address). */
  client: string | null;
}

export interface AdminAccountTable {
  /** Random (base64url): also the WebAuthn user handle, so it names no one. */
  id: string;
  /** What the person types to sign in with a password: lowercase letters, digits, . _ - */
  login: string;
  name: string;
  locale: string;
  role: string;
  created_at: string;
  /** Set by the owner: the account's sessions end at their next request. */
  disabled_at: string | null;
  /** scrypt, as `npm run admin:hash` writes it; null for a passkey-only account. */
  password_hash: string | null;
  /** The TOTP key, sealed with the install secret (src/server/services/admin/sealed.ts). */
  totp_secret: string | null;
  /** The last 30-second step a code was accepted for: a code is good once. */
  totp_last_step: number | null;
  telegram_id: string | null;
}

export interface AdminPasskeyTable {
  /** The credential id (base64url). */
  id: string;
  account_id: string;
  /** The COSE public key (base64url). */
  public_key: string;
  /** The authenticator's signature counter: a value that does not grow is refused. */
  counter: number;
  /** The transports the browser reported, comma-separated. */
  transports: string;
  device: string;
  created_at: string;
  last_used_at: string | null;
}

export interface AdminRecoveryCodeTable {
  id: Generated<number>;
  account_id: string;
  /** HMAC of the code with the install secret: a copy of the database holds no usable code. */
  code_hash: string;
  used_at: string | null;
}

export interface AdminInviteTable {
  /** SHA-256 (hex) of the link's token. */
  id: string;
  role: string;
  name: string;
  locale: string;
  created_at: string;
  /** Who invited: a person's name and role, or "npm run admin:invite". */
  created_by: string;
  expires_at: string;
  /** The TOTP key the invite's password path shows, sealed; made at the first view. */
  totp_secret: string | null;
  used_at: string | null;
  revoked_at: string | null;
}

export interface AdminChallengeTable {
  /** SHA-256 (hex) of the challenge or code: each is taken once, by deleting its row. */
  id: string;
  /** What it is for (CHALLENGE_PURPOSES in src/server/services/admin/challenges.ts). */
  purpose: string;
  /** Whom it is for: an account id, an invite id, or "" for a passkey sign-in. */
  subject: string;
  /** What the step carries over (JSON), e.g. the name an invitee chose. */
  payload: string | null;
  expires_at: string;
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

export interface Database extends InsightTables, RoomBlockTables {
  bookings: BookingTable;
  booking_events: BookingEventTable;
  outbox: OutboxTable;
  newsletter: NewsletterTable;
  admin_sessions: AdminSessionTable;
  admin_trail: AdminTrailTable;
  admin_accounts: AdminAccountTable;
  admin_passkeys: AdminPasskeyTable;
  admin_recovery_codes: AdminRecoveryCodeTable;
  admin_invites: AdminInviteTable;
  admin_challenges: AdminChallengeTable;
  booking_ratings: BookingRatingTable;
}

export type Booking = Selectable<BookingTable>;

/** The visitor's private rating of a visit, one per booking (src/booking/rating.ts). */
export type BookingRatingTable = BookingRatingRecord;
