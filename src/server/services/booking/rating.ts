import type { Kysely } from 'kysely';
import { cleanRatingComment, RATING_COMMENT_MAX, type BookingRatingRecord, type Rating } from '../../../booking/rating';
import { codePointLength } from '../../../booking/decline-message';
import type { Database } from '../../data/schema';
import { outboxChannels } from '../notify/routing';

/** The webhook event of a visitor's rating (docs/api-reference.md, "The booking webhook"). */
export const RATED_EVENT = 'booking.rated';

export interface RateInput {
  id: number;
  rating: Rating;
  /** Checked by the form (readRatingForm); cleaned and bounded again here, so nothing else can store more. */
  comment: string;
  now: Date;
  /** The owner's notification channels that are enabled: each hears of the rating (an outbox row). */
  ownerChannels: readonly string[];
}

export type RateResult =
  | { kind: 'stored'; rating: BookingRatingRecord }
  /** Rated before: the first rating stays as it was. */
  | { kind: 'already'; rating: BookingRatingRecord }
  /** The visit is not marked done (or the comment is over the limit): nothing stored. */
  | { kind: 'refused' }
  | { kind: 'missing' };

const asRecord = (row: { booking_id: number | string; rating: number; comment: string; created_at: string }): BookingRatingRecord => ({
  // PostgreSQL hands a bigint back as a string.
  booking_id: Number(row.booking_id),
  rating: row.rating as Rating,
  comment: row.comment,
  created_at: row.created_at,
});

/**
 * Stores the visitor's rating of a visit marked done, once. The insert and the owner's notes
 * (one outbox row per owner channel, purpose `rating`) commit together; the booking's key in
 * booking_ratings decides who wins when two posts race, on SQLite and PostgreSQL alike: the
 * loser's insert does nothing, it stores no note, and it reads back the winner's rating. No
 * trail row: the visitor is not staff, and the rating is its own record.
 */
export async function rateBooking(db: Kysely<Database>, input: RateInput): Promise<RateResult> {
  const comment = cleanRatingComment(input.comment);
  if (codePointLength(comment) > RATING_COMMENT_MAX) return { kind: 'refused' };
  return db.transaction().execute(async (trx): Promise<RateResult> => {
    const booking = await trx.selectFrom('bookings').select(['id', 'status']).where('id', '=', input.id).executeTakeFirst();
    if (!booking) return { kind: 'missing' };
    // Nothing leaves `done` (transitions.ts), so the state read here still holds at the commit.
    if (booking.status !== 'done') return { kind: 'refused' };
    const record: BookingRatingRecord = { booking_id: input.id, rating: input.rating, comment, created_at: input.now.toISOString() };
    const inserted = await trx
      .insertInto('booking_ratings')
      .values(record)
      .onConflict((oc) => oc.column('booking_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) {
      const first = await trx.selectFrom('booking_ratings').selectAll().where('booking_id', '=', input.id).executeTakeFirstOrThrow();
      return { kind: 'already', rating: asRecord(first) };
    }
    const channels = outboxChannels({ event: RATED_EVENT, actor: 'visitor', ownerChannels: input.ownerChannels, visitorEmail: false });
    if (channels.length > 0) {
      await trx
        .insertInto('outbox')
        .values(
          channels.map((channel) => ({
            booking_id: input.id,
            event_id: null,
            purpose: 'rating' as const,
            about: null,
            channel,
            attempts: 0,
            next_attempt_at: input.now.toISOString(),
            attempted_at: null,
            delivered_at: null,
            failed_at: null,
            last_error: null,
          })),
        )
        .execute();
    }
    return { kind: 'stored', rating: record };
  });
}

/** A booking's rating, or undefined while it has none. */
export async function ratingOf(db: Kysely<Database>, id: number): Promise<BookingRatingRecord | undefined> {
  const row = await db.selectFrom('booking_ratings').selectAll().where('booking_id', '=', id).executeTakeFirst();
  return row ? asRecord(row) : undefined;
}

/** Ids per query: far below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters (the CSV lists up to 100,000 bookings). */
const IDS_PER_QUERY = 1000;

/** The listed bookings' ratings by booking id, by the table's key, a thousand ids a query. */
export async function ratingsOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, BookingRatingRecord>> {
  const found = new Map<number, BookingRatingRecord>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await db.selectFrom('booking_ratings').selectAll().where('booking_id', 'in', ids.slice(start, start + IDS_PER_QUERY)).execute();
    for (const row of rows) found.set(Number(row.booking_id), asRecord(row));
  }
  return found;
}
