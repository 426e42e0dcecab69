import type { Kysely } from 'kysely';
import { readRatingForm, type RatingForm } from '../../../booking/rating';
import { BUSINESS } from '../../../config/business';
import type { Translate } from '../../../i18n/t';
import type { RatingCard } from '../../../components/booking/BookingRating';
import { ratingCard } from '../../../views/rating-card';
import type { Booking, Database } from '../../data/schema';
import { rateBooking, ratingOf } from '../../services/booking/rating';
import { enabledChannels } from '../runtime';

const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' } });

/**
 * The visitor's rating posted from the status page (action=rate): stored once, then a redirect
 * to the page's thanks (?done=rated, or rated-before when it was rated already: the first stays);
 * a visit not marked done is the page's "changed in the meantime" (?done=stale). A post the form
 * would not send (no rating, a comment over the limit) is answered with the page again, the
 * error at its field and what was chosen and typed kept (422), never a half-stored rating.
 */
export async function postRating(
  db: Kysely<Database>,
  booking: Booking,
  fields: Readonly<Record<string, string>>,
  now: Date,
  self: string,
): Promise<Response | { refused: Extract<RatingForm, { kind: 'invalid' }> }> {
  if (booking.status !== 'done') return redirect(`${self}?done=stale`);
  const form = readRatingForm(fields);
  if (form.kind === 'invalid') return { refused: form };
  const result = await rateBooking(db, { id: Number(booking.id), rating: form.rating, comment: form.comment, now, ownerChannels: enabledChannels() });
  const done = result.kind === 'stored' ? 'rated' : result.kind === 'already' ? 'rated-before' : 'stale';
  return redirect(`${self}?done=${done}${done === 'stale' ? '' : '#booking-rating'}`);
}

/** The rating part of the status page for `booking`: read from the database only once the visit is done. */
export async function ratingPart(db: Kysely<Database>, booking: Booking, t: Translate, done: string | null, refused?: Extract<RatingForm, { kind: 'invalid' }>): Promise<RatingCard | undefined> {
  if (booking.status !== 'done') return undefined;
  return ratingCard({ status: booking.status, rating: await ratingOf(db, Number(booking.id)), refused, done, reviews: BUSINESS.reviews, t });
}
