import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { alternatesOf, canonicalOf, htmlLang, internalLinks, jsonLdOf, metaContent, metaContents, titleOf } from '../support/html';
import { builtPages, fetchPage, localeOf, siteOrigin, type BuiltPage } from '../support/site';
import { CLIENT_DIR } from '../support/paths';

const LANG = { ko: 'ko-KR', vi: 'vi-VN', en: 'en' } as const;
const pages = builtPages();
const publicPages = pages.filter((p) => !p.isNotFound);
const html = new Map<string, string>();

beforeAll(async () => {
  for (const page of pages) {
    const res = await fetchPage(page.path);
    expect(res.status, page.path).toBe(page.isNotFound ? 404 : 200);
    html.set(page.path, res.html);
  }
});

const doc = (p: BuiltPage) => html.get(p.path) ?? '';
const toPath = (url: string) => url.replace(siteOrigin(), '') || '/';
/** Pages that show another page's text (SPEC §2 fallback) point their canonical to it. */
const isFallback = (p: BuiltPage) => doc(p).includes('class="fallback-notice"');
const canonicalPages = () => publicPages.filter((p) => !isFallback(p));

describe('every built page', () => {
  it('finds the pages of all three locales', () => {
    expect(publicPages.length).toBeGreaterThanOrEqual(15);
    for (const locale of ['/', '/vi', '/en']) expect(publicPages.map((p) => p.path)).toContain(locale);
  });

  it.each(pages.map((p) => [p.path, p] as const))('%s has the lang of its locale', (_, page) => {
    expect(htmlLang(doc(page))).toBe(LANG[localeOf(page.path)]);
  });

  it.each(pages.map((p) => [p.path, p] as const))('%s carries the full SEO head', (_, page) => {
    const h = doc(page);
    expect(titleOf(h)).toMatch(/Kingstone Spa/);
    expect(metaContent(h, 'description')?.length).toBeGreaterThan(30);
    expect(metaContent(h, 'robots')).toMatch(page.isNotFound ? /^noindex/ : /^index, follow/);
    // A not-found page is no address of its own: no canonical, no hreflang, no og:url.
    if (page.isNotFound) expect(canonicalOf(h)).toBeUndefined();
    else expect(canonicalOf(h)).toMatch(/^https?:\/\//);
    if (page.isNotFound) expect(alternatesOf(h).size).toBe(0);
    else expect(alternatesOf(h).size).toBeGreaterThanOrEqual(2);
    expect(metaContent(h, 'og:title')).toBe(titleOf(h));
    expect(metaContent(h, 'og:url')).toBe(canonicalOf(h));
    expect(metaContent(h, 'og:image')).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
    expect(Number(metaContent(h, 'og:image:width')) / Number(metaContent(h, 'og:image:height'))).toBeCloseTo(1.9, 1);
    if (!h.includes('class="fallback-notice"')) {
      expect(metaContent(h, 'og:locale')).toBe({ ko: 'ko_KR', vi: 'vi_VN', en: 'en_US' }[localeOf(page.path)]);
    }
    expect(metaContent(h, 'twitter:card')).toBe('summary_large_image');
  });

  it.each(pages.map((p) => [p.path, p] as const))('%s has JSON-LD that parses: WebSite and DaySpa', (_, page) => {
    const types = jsonLdOf(doc(page)).map((d) => d['@type']);
    expect(types).toContain('WebSite');
    expect(types).toContain('DaySpa');
  });

  it.each(publicPages.map((p) => [p.path, p] as const))('%s has a BreadcrumbList matching its visible breadcrumb', (_, page) => {
    const h = doc(page);
    const visible = /<nav class="breadcrumb"/.test(h);
    const list = jsonLdOf(h).find((d) => d['@type'] === 'BreadcrumbList');
    expect(Boolean(list)).toBe(visible);
  });
});

describe('canonical and hreflang', () => {
  it.each(publicPages.map((p) => [p.path, p] as const))('%s is its own canonical, or a fallback to one', (_, page) => {
    const target = toPath(canonicalOf(doc(page)) ?? '');
    if (!isFallback(page)) {
      expect(target).toBe(page.path);
      return;
    }
    // A fallback page: canonical to the text it shows, the same hreflang set, no claim for its own locale.
    const original = publicPages.find((p) => p.path === target);
    expect(original && !isFallback(original)).toBe(true);
    expect(alternatesOf(doc(page))).toEqual(alternatesOf(html.get(target) ?? ''));
    expect(alternatesOf(doc(page)).get(localeOf(page.path))).toBeUndefined();
  });

  it.each(publicPages.map((p) => [p.path, p] as const))('%s has reciprocal hreflang alternates', (_, page) => {
    // Fallback pages repeat their original's alternates (checked above); reciprocity is between originals.
    if (isFallback(page)) return;
    const own = alternatesOf(doc(page));
    expect(own.get(localeOf(page.path))).toBe(canonicalOf(doc(page)));
    expect(own.has('x-default')).toBe(true);
    for (const [lang, url] of own) {
      if (lang === 'x-default') continue;
      const other = html.get(toPath(url));
      expect(other, `${page.path} → ${url}`).toBeDefined();
      const back = alternatesOf(other ?? '');
      expect(back.get(localeOf(page.path)), `${url} links back`).toBe(canonicalOf(doc(page)));
      expect(back.get('x-default')).toBe(own.get('x-default'));
    }
  });

  it('og:locale:alternate names the other languages', () => {
    const home = html.get('/vi') ?? '';
    expect(metaContents(home, 'og:locale:alternate').sort()).toEqual(['en_US', 'ko_KR']);
  });
});

describe('sitemap', () => {
  it('lists every indexable canonical page exactly once, with its hreflang alternates', async () => {
    const index = await fetchPage('/sitemap-index.xml');
    expect(index.status).toBe(200);
    const chunks = [...index.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => toPath(m[1] ?? ''));
    const locs: string[] = [];
    for (const chunk of chunks) {
      const xml = readFileSync(path.join(CLIENT_DIR, chunk), 'utf8');
      for (const url of xml.split('<url>').slice(1)) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '';
        locs.push(toPath(loc));
        const links = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
        expect(new Map(links as [string, string][])).toEqual(alternatesOf(html.get(toPath(loc)) ?? ''));
      }
    }
    expect(locs.sort()).toEqual(canonicalPages().map((p) => p.path).sort());
  });

  it('robots.txt names the sitemap index', async () => {
    const robots = await fetchPage('/robots.txt');
    expect(robots.html).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml$/m);
  });
});

describe('internal links', () => {
  it('every internal link on every page answers 200 and every #anchor exists', async () => {
    const targets = new Set(pages.flatMap((p) => internalLinks(doc(p))));
    const broken: string[] = [];
    for (const target of targets) {
      const [pathname = '/', anchor] = target.split('#');
      const res = await fetchPage(pathname);
      if (res.status !== 200) broken.push(`${target} → ${res.status}`);
      else if (anchor && !new RegExp(`\\sid="${anchor}"`).test(res.html)) broken.push(`${target} → no #${anchor}`);
    }
    expect(broken).toEqual([]);
  });
});
