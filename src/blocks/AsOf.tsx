import { formatDate } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { splitAtSlot, type BlockT } from './text';

export interface AsOfProps {
  /** "YYYY-MM-DD": the day the data was true. */
  date: string;
  locale: Locale;
  t: BlockT;
}

/**
 * "As of 15 Oct 2025": every block that shows figures which go stale (news, market data, weather,
 * rankings) says when they were true, so nothing on a static page pretends to be live.
 */
export function AsOf({ date, locale, t }: AsOfProps) {
  const [before, after] = splitAtSlot(t, 'block.asOf', 'date');
  // Noon in Ho Chi Minh City: the same calendar day in every zone formatDate could meet.
  const instant = new Date(`${date}T12:00:00+07:00`);
  return (
    <p className="block__as-of">
      {before}
      <time dateTime={date}>{formatDate(instant, locale)}</time>
      {after}
    </p>
  );
}
