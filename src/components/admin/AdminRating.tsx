import { starsOf, type BookingRatingRecord } from '../../booking/rating';
import type { Translate } from '../../i18n/t';

export interface AdminRatingProps {
  t: Translate;
  rating: BookingRatingRecord;
}

/** The guest's private rating of a done visit, on its card: the stars, the number in words, the comment as plain text. */
export function AdminRating({ t, rating }: AdminRatingProps) {
  return (
    <div className="admin-row__message admin-row__rating">
      <p className="admin-row__message-label">{t('rating.admin.label')}</p>
      <p>
        <span className="admin-row__stars" aria-hidden="true">
          {starsOf(rating.rating)}
        </span>{' '}
        {t('rating.admin.value', { rating: rating.rating })}
      </p>
      <p className="admin-row__message-text">{rating.comment === '' ? t('rating.admin.noComment') : rating.comment}</p>
    </div>
  );
}
