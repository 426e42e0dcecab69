import { cleanDeclineMessage, codePointLength } from './decline-message';

/**
 * The visitor's private rating of a visit the owner marked done: 1 to 5 and an optional comment,
 * left once from the status page, read by the owner in the admin. Shared by the status page's
 * form (its choices, its `maxLength`), the server that checks and stores it, and the admin's card.
 */

/** The choices, lowest first: the form shows them in this order. */
export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

/** The longest comment, in code points (an emoji or a Korean syllable is one). */
export const RATING_COMMENT_MAX = 1000;

/** From this rating up the visitor is offered the spa's public review pages (Google, Naver). */
export const PUBLIC_REVIEW_FROM: Rating = 4;

/** A stored rating as the rest of the site sees it (src/server/data/schema.ts derives its table from this). */
export interface BookingRatingRecord {
  /** One rating per booking: the table's key. */
  booking_id: number;
  rating: Rating;
  /** Cleaned (cleanRatingComment), at most RATING_COMMENT_MAX code points; empty when none was written. */
  comment: string;
  /** ISO-8601 UTC. */
  created_at: string;
}

export const isRating = (value: unknown): value is Rating => typeof value === 'number' && (RATINGS as readonly number[]).includes(value);

/** Filled and empty stars: a picture of the number, hidden from screen readers (the words beside it say it). */
export const starsOf = (rating: number): string => '★'.repeat(rating) + '☆'.repeat(RATINGS.length - rating);

/** Whether a rating is happy enough to be offered the public review pages. */
export const offersPublicReview = (rating: Rating): boolean => rating >= PUBLIC_REVIEW_FROM;

/**
 * The comment as stored and shown: cleaned exactly like the owner's words with a decline (NFC,
 * one kind of line break, no invisible format or control characters, trimmed).
 */
export function cleanRatingComment(raw: string): string {
  return cleanDeclineMessage(raw);
}

export type RatingForm =
  | { kind: 'ok'; rating: Rating; comment: string }
  /** What was wrong, and what was chosen and typed (cleaned), so the form comes back with it. */
  | { kind: 'invalid'; problem: 'rating' | 'comment'; rating: Rating | undefined; comment: string };

/**
 * The rating form's fields as posted: `rating` exactly one digit of RATINGS, `comment` optional.
 * Linear in the input: one anchored test on a short value and one pass of the comment.
 */
export function readRatingForm(fields: Readonly<Record<string, string | undefined>>): RatingForm {
  const comment = cleanRatingComment(fields['comment'] ?? '');
  const raw = fields['rating'] ?? '';
  const rating = /^[1-5]$/.test(raw) ? Number(raw) : undefined;
  if (!isRating(rating)) return { kind: 'invalid', problem: 'rating', rating: undefined, comment };
  if (codePointLength(comment) > RATING_COMMENT_MAX) return { kind: 'invalid', problem: 'comment', rating, comment };
  return { kind: 'ok', rating, comment };
}
