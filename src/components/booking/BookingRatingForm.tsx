/** What the rating form shows, in the visitor's language (src/views/rating-card.ts). */
export interface RatingFormCard {
  kind: 'form';
  title: string;
  lead: string;
  legend: string;
  /** 1 to 5, lowest first: each a radio with its stars (decoration) and its words. */
  choices: { value: number; stars: string; label: string }[];
  /** The choice sent back with an error (a refused comment keeps its rating). */
  chosen: number | undefined;
  comment: { label: string; hint: string; maxLength: number; value: string };
  send: string;
  /** A refused post's reason, at the field it is about. */
  error: { field: 'rating' | 'comment'; text: string } | undefined;
}

export interface BookingRatingFormProps {
  card: RatingFormCard;
  action: string;
}

/**
 * The rating as a plain form: a radio group (arrow keys move between the stars, as in any radio
 * group) and an optional comment, posted to the status page, which answers with a redirect.
 */
export function BookingRatingForm({ card, action }: BookingRatingFormProps) {
  const ratingError = card.error?.field === 'rating' ? card.error.text : undefined;
  const commentError = card.error?.field === 'comment' ? card.error.text : undefined;
  return (
    <>
      <h2 id="booking-rating-title">{card.title}</h2>
      <p>{card.lead}</p>
      <form method="post" action={`${action}#booking-rating`} className="booking-rating__form">
        <input type="hidden" name="action" value="rate" />
        <fieldset className="booking-rating__stars" aria-describedby={ratingError ? 'booking-rating-error' : undefined}>
          <legend>{card.legend}</legend>
          {card.choices.map((c) => (
            <label key={c.value} className="booking-rating__choice">
              <input type="radio" name="rating" value={c.value} required defaultChecked={card.chosen === c.value} aria-invalid={ratingError ? true : undefined} />
              <span className="booking-rating__glyphs" aria-hidden="true">
                {c.stars}
              </span>
              <span>{c.label}</span>
            </label>
          ))}
          {ratingError ? (
            <p id="booking-rating-error" className="booking-field__error">
              {ratingError}
            </p>
          ) : null}
        </fieldset>
        <div className="booking-field">
          <label htmlFor="booking-rating-comment">{card.comment.label}</label>
          <textarea
            id="booking-rating-comment"
            name="comment"
            rows={4}
            maxLength={card.comment.maxLength}
            defaultValue={card.comment.value}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? 'booking-rating-comment-hint booking-rating-comment-error' : 'booking-rating-comment-hint'}
          />
          <p id="booking-rating-comment-hint" className="booking-field__hint">
            {card.comment.hint}
          </p>
          {commentError ? (
            <p id="booking-rating-comment-error" className="booking-field__error">
              {commentError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn--primary">
          {card.send}
        </button>
      </form>
    </>
  );
}
