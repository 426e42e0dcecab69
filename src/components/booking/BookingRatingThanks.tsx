/** What a rated visit's status page says (src/views/rating-card.ts). */
export interface RatingThanksCard {
  kind: 'thanks';
  title: string;
  /** Said once after a second post: the first rating stays. */
  notice: string | undefined;
  stars: string;
  yours: string;
  thanks: string;
  /** After a 4 or 5, the spa's public review pages (business data), each opening in a new tab. */
  reviews: { invite: string; label: string; links: { href: string; text: string; newTab: string }[] } | undefined;
}

export interface BookingRatingThanksProps {
  card: RatingThanksCard;
}

/** The visitor's rating as stored, the thanks, and, after a happy one, the public review pages. */
export function BookingRatingThanks({ card }: BookingRatingThanksProps) {
  return (
    <>
      <h2 id="booking-rating-title">{card.title}</h2>
      {card.notice ? (
        <p className="booking-status__notice" role="status">
          {card.notice}
        </p>
      ) : null}
      <p className="booking-rating__yours">
        <span className="booking-rating__glyphs" aria-hidden="true">
          {card.stars}
        </span>{' '}
        {card.yours}
      </p>
      <p>{card.thanks}</p>
      {card.reviews ? (
        <>
          <p>{card.reviews.invite}</p>
          <ul className="booking-rating__reviews" aria-label={card.reviews.label}>
            {card.reviews.links.map((link) => (
              <li key={link.href}>
                <a className="btn btn--light" href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.text}
                  <span className="visually-hidden"> {link.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
