import type { ReactNode } from 'react';
import { nextSpecialHours, type SpecialHours } from '../../config/special-hours';
import { formatDayMonth, formatHourRange } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';

export interface SpecialHoursNoteProps {
  locale: Locale;
  t: Translate;
  /** The element it is: a paragraph, or a description beside the hours in a `<dl>`. */
  as: 'p' | 'dd';
  className?: string;
  /**
   * The moment "next" is counted from. Pages are static, so by default that is when the page is
   * rendered, i.e. the build: a closure that has ended stays on the site until the next build.
   */
  now?: Date | undefined;
}

// Marks where a date goes in the translated sentence, so each date can be a <time> element.
const MARK = '\u0000';

/** The current or next closure or short day from spa.yaml (`specialHours`); nothing when none is ahead. */
export function SpecialHoursNote({ locale, t, as: Tag, className, now = new Date() }: SpecialHoursNoteProps) {
  const entry = nextSpecialHours(now);
  if (!entry) return null;
  const days = entry.from === entry.to ? [entry.from] : [entry.from, entry.to];
  const parts = sentenceOf(entry, locale, t, days.length === 1 ? MARK : t('contact.specialRange', { from: MARK, to: MARK })).split(MARK);
  const content: ReactNode[] = parts.flatMap((text, i) => {
    const day = days[i];
    return day === undefined
      ? [text]
      : [
          text,
          <time key={day} dateTime={day}>
            {formatDayMonth(day, locale)}
          </time>,
        ];
  });
  return <Tag className={className}>{content}</Tag>;
}

/** The entry's sentence with `dates` (marks, or a range of marks) where the dates go. */
function sentenceOf(entry: SpecialHours, locale: Locale, t: Translate, dates: string): string {
  const label = entry.label?.[locale];
  if (entry.closed) return label ? t('contact.specialClosed', { label, dates }) : t('contact.specialClosedPlain', { dates });
  const hours = formatHourRange(entry.opens, entry.closes);
  return label ? t('contact.specialHours', { label, dates, hours }) : t('contact.specialHoursPlain', { dates, hours });
}
