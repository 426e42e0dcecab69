import type { Locale } from '../../i18n/locales';
import type { ColumnData, LocalText } from './schemas';
import { formatNumber, formatRating, pickText } from './text';

/** A table cell's text: ratings with one decimal, other numbers grouped, texts in the locale. */
export function cellText(value: number | LocalText | undefined, column: ColumnData, locale: Locale): string {
  if (value === undefined) return '';
  if (typeof value !== 'number') return pickText(value, locale);
  return column.format === 'rating' ? formatRating(value, locale) : formatNumber(value, locale);
}

/** The alignment class of a column: numbers and ratings line up at the end unless told otherwise. */
export function alignClass(column: ColumnData, sample: unknown): string {
  const align = column.align ?? (column.format === 'rating' || typeof sample === 'number' ? 'end' : 'start');
  return `is-${align}`;
}
