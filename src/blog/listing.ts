import { isoDateInSpaZone } from '../i18n/format';
import type { Locale } from '../i18n/locales';

/** Cards per listing page. */
export const PAGE_SIZE = 12;

export interface Page<T> {
  items: T[];
  /** 1-based. */
  page: number;
  totalPages: number;
}

/** Splits items into pages of `size`; an empty list still has one (empty) page. */
export function paginate<T>(items: readonly T[], size: number = PAGE_SIZE): Page<T>[] {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: totalPages }, (_, i) => ({
    items: items.slice(i * size, (i + 1) * size),
    page: i + 1,
    totalPages,
  }));
}

/** Listing path of page N: page 1 is the base path itself. */
export function pagePath(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}/page/${page}`;
}

export interface Dated {
  published: Date;
}

/** Newest first; ties keep a stable order by `key`. */
export function byNewest<T extends Dated & { slug: string }>(a: T, b: T): number {
  return b.published.getTime() - a.published.getTime() || a.slug.localeCompare(b.slug);
}

/**
 * A locale's listing order: articles that exist in that locale first, then the others (shown
 * with a language badge), each group newest first.
 */
export function orderForLocale<T extends Dated & { slug: string; available: readonly Locale[] }>(
  articles: readonly T[],
  locale: Locale,
): T[] {
  const native = articles.filter((a) => a.available.includes(locale)).sort(byNewest);
  const other = articles.filter((a) => !a.available.includes(locale)).sort(byNewest);
  return [...native, ...other];
}

/** Counts items per key, e.g. articles per category. */
export function countBy<T>(items: readonly T[], keyOf: (item: T) => string | readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const keys = keyOf(item);
    for (const key of typeof keys === 'string' ? [keys] : keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export interface ArchiveMonth {
  year: string;
  /** Two digits, "05". */
  month: string;
  count: number;
}

/** "YYYY/MM" of a date in the spa's time zone: an article published late on the 31st UTC belongs to the next day there. */
export function archiveKey(date: Date): { year: string; month: string } {
  const [year = '', month = ''] = isoDateInSpaZone(date).split('-');
  return { year, month };
}

/** Months that have articles, newest first, with true counts. */
export function groupByMonth(items: readonly Dated[]): ArchiveMonth[] {
  const counts = countBy(items, (item) => {
    const { year, month } = archiveKey(item.published);
    return `${year}/${month}`;
  });
  return [...counts.entries()]
    .map(([key, count]) => {
      const [year = '', month = ''] = key.split('/');
      return { year, month, count };
    })
    .sort((a, b) => `${b.year}${b.month}`.localeCompare(`${a.year}${a.month}`));
}
