import type { Locale } from '../i18n/locales';
import { formatRating, type BlockT } from './text';

export interface RatingProps {
  /** 0–5. */
  value: number;
  locale: Locale;
  t: BlockT;
}

const STAR = '★';
/** An outline star: the stars not earned differ by shape, in the same colour, not by a pale colour
 * (which HTML_CodeSniffer measured at 1.4:1 against the page, issue 37). */
const EMPTY_STAR = '☆';
const MAX = 5;

/** Stars and the number ("★★★★☆ 4.0"), read as one image: "4.0 out of 5". */
export function Rating({ value, locale, t }: RatingProps) {
  const text = formatRating(value, locale);
  const full = Math.round(value);
  return (
    <span className="rating" role="img" aria-label={t('block.ratingValue', { rating: text })}>
      <span className="rating__stars">
        {STAR.repeat(full)}
        <span className="rating__empty">{EMPTY_STAR.repeat(MAX - full)}</span>
      </span>
      <span className="rating__value">{text}</span>
    </span>
  );
}
