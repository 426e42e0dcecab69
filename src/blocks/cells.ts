import type { Locale } from '../i18n/locales';
import { formatMoney } from './money';
import { isMoney, type CellValue, type ColumnData } from './schemas';
import { formatNumber, formatRating, pickText } from './text';

/**
 * A table cell's text: ratings with one decimal, amounts in the catalogue's price format (an
 * amount object anywhere, a number in a money column), other numbers grouped, texts in the locale.
 */
export function cellText(value: CellValue | undefined, column: ColumnData, locale: Locale): string {
  if (value === undefined) return '';
  if (isMoney(value)) return formatMoney(value, locale);
  if (typeof value !== 'number') return pickText(value, locale);
  if (column.format === 'money') return formatMoney(value, locale);
  return column.format === 'rating' ? formatRating(value, locale) : formatNumber(value, locale);
}

/** The alignment class of a column: numbers, amounts and ratings line up at the end unless told otherwise. */
export function alignClass(column: ColumnData, sample: unknown): string {
  const figure = column.format === 'rating' || column.format === 'money' || typeof sample === 'number' || isMoney(sample);
  return `is-${column.align ?? (figure ? 'end' : 'start')}`;
}
