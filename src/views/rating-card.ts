import { offersPublicReview, RATING_COMMENT_MAX, RATINGS, starsOf, type BookingRatingRecord, type Rating, type RatingForm } from '../booking/rating';
import type { BookingStatus } from '../booking/record';
import type { Business } from '../config/business-schema';
import type { Translate } from '../i18n/t';
import type { RatingCard } from '../components/booking/BookingRating';

/** The review sites the business data may name, in the order they are offered. */
const REVIEW_SITES = ['google', 'naver'] as const;

export interface RatingCardInput {
  status: BookingStatus;
  /** The booking's stored rating, if it has one. */
  rating: BookingRatingRecord | undefined;
  /** A refused post, to show again with its error (what was chosen and typed is kept). */
  refused?: Extract<RatingForm, { kind: 'invalid' }> | undefined;
  /** The page's ?done=: `rated-before` after a second post. */
  done: string | null;
  /** The spa's public review pages (business data). */
  reviews: Business['reviews'];
  t: Translate;
}

/**
 * The rating part of a status page: nothing until the owner marks the visit done; then the form
 * until a rating is stored; then the thanks, with the public review pages after a 4 or a 5.
 */
export function ratingCard({ status, rating, refused, done, reviews, t }: RatingCardInput): RatingCard | undefined {
  if (status !== 'done') return undefined;
  if (rating) {
    const happy = offersPublicReview(rating.rating);
    const links = REVIEW_SITES.flatMap((site) => {
      const href = reviews[site];
      return href ? [{ href, text: t('rating.reviewOn', { site: t(`rating.site.${site}`) }), newTab: t('rating.newTab') }] : [];
    });
    return {
      kind: 'thanks',
      title: t('rating.thanksTitle'),
      notice: done === 'rated-before' ? t('rating.already') : undefined,
      stars: starsOf(rating.rating),
      yours: t('rating.yours', { rating: rating.rating }),
      thanks: happy ? t('rating.thanksHappy') : t('rating.thanksPrivate'),
      reviews: happy && links.length > 0 ? { invite: t('rating.reviewsInvite'), label: t('rating.reviewsLabel'), links } : undefined,
    };
  }
  return {
    kind: 'form',
    title: t('rating.title'),
    lead: t('rating.lead'),
    legend: t('rating.legend'),
    choices: RATINGS.map((value: Rating) => ({ value, stars: starsOf(value), label: t(`rating.star.${value}`) })),
    chosen: refused?.rating,
    comment: { label: t('rating.comment'), hint: t('rating.commentHint', { max: RATING_COMMENT_MAX }), maxLength: RATING_COMMENT_MAX, value: refused?.comment ?? '' },
    send: t('rating.send'),
    error: refused ? { field: refused.problem, text: refused.problem === 'rating' ? t('rating.error.rating') : t('rating.error.comment', { max: RATING_COMMENT_MAX }) } : undefined,
  };
}
