import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { contentArticles } from './content';
import { baseURL } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PREFIX = { ko: '', vi: '/vi', en: '/en' } as const;
/** The three longest words of a title: specific enough to find that article among many. */
const keyword = (title: string) =>
  [...new Set(title.split(/[\s,.:;!?()"'“”‘’·–—|/]+/))]
    .sort((a, b) => b.length - a.length)
    .slice(0, 3)
    .join(' ') || title;

describe.each(['ko', 'vi', 'en'] as const)('search in %s', (locale) => {
  it('finds a known article by a word of its title and shows the result’s language', async () => {
    const article = contentArticles().find((a) => a.titles[locale]);
    expect(article).toBeDefined();
    if (!article) return;
    const query = keyword(article.titles[locale] ?? '');
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${baseURL()}${PREFIX[locale]}/search?q=${encodeURIComponent(query)}`);
    const results = page.locator('#search-list li');
    await expect.poll(() => results.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const hrefs = await page.locator('#search-list li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain(`${PREFIX[locale]}/blog/${article.slug}`);
    expect((await page.locator('#search-list .badge--lang').first().textContent())?.length).toBeGreaterThan(1);
    expect(await page.locator('#search-status').textContent()).toContain(query);
    expect(requests.some((p) => p.startsWith('/pagefind/'))).toBe(true);
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
