import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pagination } from '../../src/components/blog/Pagination';
import { SidebarList } from '../../src/components/blog/SidebarList';
import { LOCALES } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';

/** Every `<a>` of some markup: its attributes and inner HTML (the components nest no links). */
function linksOf(html: string): { attrs: string; inner: string }[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({ attrs: m[1] ?? '', inner: m[2] ?? '' }));
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');

/** What a sighted visitor reads: the text without visually hidden or aria-hidden spans. */
const visibleText = (inner: string) =>
  stripTags(inner.replace(/<span class="visually-hidden">[^<]*<\/span>|<span aria-hidden="true">[^<]*<\/span>/g, ''));

/** The link's accessible name as a screen reader computes it: aria-label, else all its text. */
function accessibleName(link: { attrs: string; inner: string }): string {
  const label = /\saria-label="([^"]*)"/.exec(link.attrs)?.[1];
  return label ?? stripTags(link.inner.replace(/<span aria-hidden="true">[^<]*<\/span>/g, ''));
}

/** Words as axe's label-content-name-mismatch splits them: on white space and punctuation. */
const words = (text: string) => text.toLowerCase().split(/[\s\p{P}]+/u).filter(Boolean);

/** True when `inner`'s words appear, in order and side by side, among `outer`'s (axe's rule). */
function containsWords(outer: string, inner: string): boolean {
  const o = words(outer);
  const i = words(inner);
  return o.some((_, start) => i.every((w, k) => o[start + k] === w));
}

describe('pagination links: the accessible name contains the visible number as a word (WCAG 2.5.3)', () => {
  it.each(LOCALES.map((l) => [l]))('%s', (locale) => {
    const html = renderToStaticMarkup(
      createElement(Pagination, { basePath: '/blog', page: 3, totalPages: 5, t: createT(locale) }),
    );
    const links = linksOf(html);
    expect(links.length).toBe(6); // previous, 1, 2, 4, 5, next
    for (const link of links) {
      const visible = visibleText(link.inner).trim();
      const name = accessibleName(link);
      expect(containsWords(name, visible), `"${name}" should contain "${visible}"`).toBe(true);
    }
    // Screen readers still hear which page a number stands for.
    const pageTwo = links.find((l) => visibleText(l.inner).trim() === '2');
    expect(accessibleName(pageTwo!).replace(/\s+/g, '')).toBe(createT(locale)('blog.pageNumber', { page: 2 }).replace(/\s+/g, ''));
  });
});

describe('sidebar links: name and count are separate words for screen readers', () => {
  it.each(LOCALES.map((l) => [l]))('%s', (locale) => {
    const t = createT(locale);
    const html = renderToStaticMarkup(
      createElement(SidebarList, {
        id: 'archive',
        title: t('blog.archive'),
        links: [
          { name: 'tháng 10 năm 2025', href: '/blog/2025/10', count: 14 },
          { name: 'Aroma', href: '/services/aroma', detail: '1.600.000 ₫' },
        ],
        countLabel: (count: number) => t('blog.countLabel', { count }),
      }),
    );
    const [month, service] = linksOf(html);
    const monthName = accessibleName(month!);
    expect(words(monthName)).toEqual([...words('tháng 10 năm 2025'), ...words(t('blog.countLabel', { count: 14 }))]);
    expect(monthName).toMatch(/2025, /);
    expect(visibleText(month!.inner)).not.toContain(',');
    expect(words(accessibleName(service!))).toEqual(['aroma', ...words('1.600.000 ₫')]);
  });
});
