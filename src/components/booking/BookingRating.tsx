import { BookingRatingForm, type RatingFormCard } from './BookingRatingForm';
import { BookingRatingThanks, type RatingThanksCard } from './BookingRatingThanks';

/** The rating part of a done visit's status page: its form until rated, then the thanks (src/views/rating-card.ts). */
export type RatingCard = RatingFormCard | RatingThanksCard;

export interface BookingRatingProps {
  card: RatingCard;
  /** This page's own path: the form posts back to it. */
  action: string;
}

/** After the visit: the visitor's private rating, asked once, then thanked for. */
export function BookingRating({ card, action }: BookingRatingProps) {
  return (
    <section id="booking-rating" className="booking-rating" aria-labelledby="booking-rating-title">
      {card.kind === 'form' ? <BookingRatingForm card={card} action={action} /> : <BookingRatingThanks card={card} />}
    </section>
  );
}
