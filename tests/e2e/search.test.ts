import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_META, LOCALES, type Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/routing';
import { createT } from '../../src/i18n/t';
import { localeOfUrl } from '../../src/browser/search-rank';
import { launchBrowser } from '../support/browser';
import { contentArticles } from '../support/content';
import { baseURL } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The three longest words of a title: specific enough to find that article among many. */
const keyword = (title: string) =>
  [...new Set(title.split(/[\s,.:;!?()"'“”‘’·–—|/]+/))]
    .sort((a, b) => b.length - a.length)
    .slice(0, 3)
    .join(' ') || title;

describe.each(LOCALES)('search in %s', (locale) => {
  it('finds a known article by a word of its title and shows the result’s language', async () => {
    const article = contentArticles().find((a) => a.titles[locale]);
    expect(article).toBeDefined();
    if (!article) return;
    const query = keyword(article.titles[locale] ?? '');
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${baseURL()}${localizePath(`/search?q=${encodeURIComponent(query)}`, locale)}`);
    const results = page.locator('#search-list li');
    await expect.poll(() => results.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const hrefs = await page.locator('#search-list li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain(localizePath(`/blog/${article.slug}`, locale));
    // Results in another language say which one it is (a tag) and carry its lang; own ones do not.
    const rows = await listedResults(page);
    for (const row of rows) {
      const rowLocale = localeOfUrl(row.href);
      expect(row.badge, row.href).toBe(rowLocale === locale ? null : LOCALE_META[rowLocale].short);
      expect(row.lang, row.href).toBe(rowLocale === locale ? null : LOCALE_META[rowLocale].lang);
    }
    expect(await page.locator('#search-status').textContent()).toContain(query);
    expect(requests.some((p) => p.startsWith('/pagefind/'))).toBe(true);
    await page.close();
  });
});

interface ListedResult {
  href: string;
  /** The link's lang attribute. */
  lang: string | null;
  /** The visible language tag, if any. */
  badge: string | null;
}

function listedResults(page: Page): Promise<ListedResult[]> {
  return page.locator('#search-list li').evaluateAll((lis) =>
    lis.map((li) => ({
      href: li.querySelector('a')?.getAttribute('href') ?? '',
      lang: li.querySelector('a')?.getAttribute('lang') ?? null,
      badge: li.querySelector('.badge--lang [aria-hidden="true"]')?.textContent ?? null,
    })),
  );
}

describe('results in the page’s language come first, and every counted result can be reached', () => {
  it('/en/search?q=massage lists English pages first, marks the others, and "show more" reaches all', async () => {
    const t = createT('en');
    const query = 'massage';
    const page = await browser.newPage();
    await page.goto(`${baseURL()}/en/search?q=${query}`);
    const status = page.locator('#search-status');
    await expect.poll(() => page.locator('#search-list li').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const total = Number(/(\d+) results/.exec((await status.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(20);
    expect(await status.textContent()).toBe(t('search.resultsShown', { query, count: total, shown: 20 }));

    const more = page.getByRole('button', { name: t('search.showMore') });
    let listed = await page.locator('#search-list li').count();
    expect(listed).toBe(20);
    while (await more.isVisible()) {
      await more.press('Enter');
      const now = await page.locator('#search-list li').count();
      expect(now).toBeGreaterThan(listed);
      // Focus moves to the first result just added, so keyboard users carry on from there.
      const focusedIndex = await page
        .locator('#search-list li')
        .evaluateAll((lis) => lis.findIndex((li) => li.contains(document.activeElement)));
      expect(focusedIndex).toBe(listed);
      listed = now;
      expect(await status.textContent()).toBe(
        listed < total ? t('search.resultsShown', { query, count: total, shown: listed }) : t('search.results', { query, count: total }),
      );
    }
    const rows = await listedResults(page);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.href)).size).toBe(total);
    const locales: Locale[] = rows.map((r) => localeOfUrl(r.href));
    expect(locales[0]).toBe('en');
    // Once a result in another language appears, no English one follows.
    const firstOther = locales.findIndex((l) => l !== 'en');
    expect(firstOther).toBeGreaterThan(0);
    expect(locales.slice(firstOther).filter((l) => l === 'en')).toEqual([]);
    for (const row of rows.slice(firstOther)) {
      const rowLocale = localeOfUrl(row.href);
      expect(row.lang, row.href).toBe(LOCALE_META[rowLocale].lang);
      expect(row.badge, row.href).toBe(LOCALE_META[rowLocale].short);
    }
    await page.close();
  });
});

describe('search loads nothing elsewhere', () => {
  it('the home page requests no search index', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${baseURL()}/`, { waitUntil: 'networkidle' });
    expect(requests.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);
    await page.close();
  });
});
