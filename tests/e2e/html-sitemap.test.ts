import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/routing';
import { fetchPage, localeOf, siteOrigin } from '../support/site';
import { CLIENT_DIR } from '../support/paths';


/** Every URL the XML sitemap gives crawlers, as locale paths. */
function xmlSitemapPaths(): string[] {
  const files = readdirSync(CLIENT_DIR).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const text = files.map((f) => readFileSync(path.join(CLIENT_DIR, f), 'utf8')).join('\n');
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replace(siteOrigin(), '') || '/');
}

describe('the HTML sitemap', () => {
  it.each(LOCALES)('links every indexable page of %s that the XML sitemap lists (but further list pages)', async (locale) => {
    const { status, html } = await fetchPage(localizePath('/sitemap', locale));
    expect(status).toBe(200);
    // The page's own lists only: the header and footer link some pages on every page.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const links = new Set([...main.matchAll(/<a [^>]*href="([^"#?]+)"/g)].map((m) => m[1]));
    const expected = xmlSitemapPaths().filter((p) => localeOf(p) === locale && !/\/page\/\d+$/.test(p) && !p.endsWith('/sitemap'));
    // Articles, categories, tags and months are there, not only the dozen main pages.
    expect(expected.length).toBeGreaterThan(40);
    expect(expected.filter((p) => !links.has(p))).toEqual([]);
  });
});
