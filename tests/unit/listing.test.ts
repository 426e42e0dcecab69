import { describe, expect, it } from 'vitest';
import { archiveKey, countBy, groupByMonth, orderForLocale, pagePath, paginate } from '../../src/blog/listing';
import { readMinutes, wordCount } from '../../src/blog/read-time';
import type { Locale } from '../../src/i18n/locales';

const article = (slug: string, date: string, available: Locale[] = ['ko']) => ({
  slug,
  published: new Date(date),
  available,
});

describe('paginate', () => {
  it('splits into pages of 12 and numbers them from 1', () => {
    const pages = paginate(Array.from({ length: 27 }, (_, i) => i));
    expect(pages.map((p) => p.items.length)).toEqual([12, 12, 3]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages.every((p) => p.totalPages === 3)).toBe(true);
  });

  it('gives exactly full pages without an empty tail, and one page for nothing', () => {
    expect(paginate(Array.from({ length: 24 }, (_, i) => i))).toHaveLength(2);
    expect(paginate([])).toEqual([{ items: [], page: 1, totalPages: 1 }]);
  });

  it('builds page paths with page 1 at the base path', () => {
    expect(pagePath('/vi/blog', 1)).toBe('/vi/blog');
    expect(pagePath('/vi/blog', 3)).toBe('/vi/blog/page/3');
    expect(pagePath('/blog/category/karaoke', 2)).toBe('/blog/category/karaoke/page/2');
  });
});

describe('orderForLocale', () => {
  it('puts the locale’s own articles first, each group newest first', () => {
    const list = [
      article('ko-old', '2025-05-01', ['ko']),
      article('vi-new', '2025-10-01', ['vi']),
      article('both', '2025-07-01', ['ko', 'vi']),
      article('ko-new', '2025-09-01', ['ko']),
    ];
    expect(orderForLocale(list, 'vi').map((a) => a.slug)).toEqual(['vi-new', 'both', 'ko-new', 'ko-old']);
    expect(orderForLocale(list, 'ko').map((a) => a.slug)).toEqual(['ko-new', 'both', 'ko-old', 'vi-new']);
  });
});

describe('counts and archive', () => {
  it('counts single and multiple keys', () => {
    const items = [{ c: 'a', t: ['x', 'y'] }, { c: 'a', t: ['y'] }, { c: 'b', t: [] }];
    expect(Object.fromEntries(countBy(items, (i) => i.c))).toEqual({ a: 2, b: 1 });
    expect(Object.fromEntries(countBy(items, (i) => i.t))).toEqual({ x: 1, y: 2 });
  });

  it('groups by month in Ho Chi Minh City time, newest first', () => {
    const items = [
      article('a', '2025-05-10T00:00:00Z'),
      article('b', '2025-05-31T18:00:00Z'), // 1 June 01:00 in Ho Chi Minh City
      article('c', '2025-10-02T00:00:00Z'),
      article('d', '2025-10-20T00:00:00Z'),
    ];
    expect(groupByMonth(items)).toEqual([
      { year: '2025', month: '10', count: 2 },
      { year: '2025', month: '06', count: 1 },
      { year: '2025', month: '05', count: 1 },
    ]);
    expect(archiveKey(new Date('2024-12-31T17:30:00Z'))).toEqual({ year: '2025', month: '01' });
  });
});

describe('read time', () => {
  it('counts words but not Markdown syntax or link targets', () => {
    expect(wordCount('## Title\n\nOne [two](/blog/very-long-target) three.\n\n| a | b |\n|---|---|')).toBe(6);
  });

  it('reads English at about 200 words a minute, at least one minute', () => {
    expect(readMinutes('word '.repeat(1000), 'en', [])).toBe(5);
    expect(readMinutes('short', 'vi', [])).toBe(1);
  });

  it('reads Korean by characters', () => {
    expect(readMinutes('가'.repeat(2500), 'ko', [])).toBe(5);
  });
});
