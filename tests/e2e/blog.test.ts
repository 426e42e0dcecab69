import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placedBlockTexts } from '../../src/blocks/block-text';
import { parseArticleData } from '../../src/blocks/schemas';
import { PAGE_SIZE } from '../../src/blog/listing';
import { readMinutes } from '../../src/blog/read-time';
import { languageName, shownLocale } from '../../src/i18n/fallback';
import { LOCALE_META, LOCALES } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/routing';
import { createT } from '../../src/i18n/t';
import { bodyOf, contentArticles } from '../support/content';
import { alternatesOf, canonicalOf, htmlLang, jsonLdOf, metaContent } from '../support/html';
import { CONTENT_DIR } from '../support/paths';
import { fetchPage, siteOrigin } from '../support/site';

const articles = contentArticles();

/** Card links (article URLs) on a listing page, in order. */
const cardLinks = (html: string) =>
  [...html.matchAll(/<h[23] class="article-card__title"[^>]*><a href="([^"]+)"/g)].map((m) => m[1] ?? '');
const nextLink = (html: string) => /<a href="([^"]+)" rel="next"/.exec(html)?.[1];

/** Walks a paginated listing through its "next" links and returns every card link. */
async function walkListing(start: string): Promise<string[]> {
  const links: string[] = [];
  let url: string | undefined = start;
  let guard = 0;
  while (url && guard++ < 50) {
    const res = await fetchPage(url);
    expect(res.status, url).toBe(200);
    links.push(...cardLinks(res.html));
    url = nextLink(res.html);
  }
  return links;
}

/** The sidebar's count for a link target, e.g. the category page. */
function sidebarCount(html: string, href: string): number {
  const m = new RegExp(`<a href="${href}"[^>]*>[\\s\\S]*?<span class="sidebar-list__count">([^<]+)</span>`).exec(html);
  return Number((m?.[1] ?? '').replace(/\D/g, ''));
}

/** The links marked as the page's own in the sidebar (the language switcher's and the breadcrumb's are written otherwise). */
const activeSidebarLinks = (html: string) => [...html.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1] ?? '');

describe.each(LOCALES)('blog listings in %s', (locale) => {
  const blog = localizePath('/blog', locale);

  it('pagination walks every article once, native articles first, and matches the "all" count', async () => {
    const links = await walkListing(`${blog}`);
    expect(new Set(links).size).toBe(links.length);
    expect(links.length).toBe(articles.length);
    const index = await fetchPage(`${blog}`);
    expect(sidebarCount(index.html, `${blog}`)).toBe(articles.length);
    const nativeCount = articles.filter((a) => a.locales.includes(locale)).length;
    const native = links.slice(0, nativeCount).map((l) => l.split('/').pop());
    expect(native.every((slug) => articles.find((a) => a.slug === slug)?.locales.includes(locale))).toBe(true);
    if (articles.length > 12) expect(nextLink(index.html)).toBe(`${blog}/page/2`);
  });

  it("loads the first card's picture first (a phone's LCP element) and every other card's lazily", async () => {
    for (const url of [blog, `${blog}/page/2`]) {
      const { html } = await fetchPage(url);
      const imgs = [...html.matchAll(/<picture class="article-card__image">[\s\S]*?(<img [^>]*>)/g)].map((m) => m[1] ?? '');
      expect(imgs.length, url).toBeGreaterThan(1);
      expect(imgs[0], url).toMatch(/loading="eager"[^>]*fetchPriority="high"/);
      for (const img of imgs.slice(1)) expect(img, url).toMatch(/loading="lazy"[^>]*fetchPriority="auto"/);
    }
  });

  it('every category page lists exactly the articles its count says, with the category active', async () => {
    const index = await fetchPage(`${blog}`);
    const categories = [...new Set(articles.map((a) => a.category))];
    for (const category of categories) {
      const href = `${blog}/category/${category}`;
      const expected = articles.filter((a) => a.category === category).length;
      expect(sidebarCount(index.html, href), category).toBe(expected);
      const links = await walkListing(href);
      expect(links.length, category).toBe(expected);
      const page = await fetchPage(href);
      expect(page.html).toMatch(new RegExp(`<a href="${href}" aria-current="page"`));
    }
  });

  it('every archive month lists as many articles as its count, with its month (not "All") active', async () => {
    const index = await fetchPage(`${blog}`);
    const months = [...index.html.matchAll(new RegExp(`<a href="(${blog}/(\\d{4})/(\\d{2}))"`, 'g'))].map((m) => m[1] ?? '');
    expect(months.length).toBeGreaterThan(0);
    let total = 0;
    for (const href of new Set(months)) {
      const count = sidebarCount(index.html, href);
      const links = await walkListing(href);
      expect(links.length, href).toBe(count);
      total += count;
      expect(activeSidebarLinks((await fetchPage(href)).html), href).toEqual([href]);
    }
    expect(total).toBe(articles.length);
  });

  it('a tag page marks no sidebar entry active: a tag is neither a category nor "All"', async () => {
    const index = await fetchPage(`${blog}`);
    const tag = new RegExp(`<a href="(${blog}/tag/[^"]+)"`).exec(index.html)?.[1];
    expect(tag, 'a tag linked from the blog').toBeDefined();
    const { html } = await fetchPage(tag ?? '');
    expect(html).toContain('class="sidebar-list"');
    expect(activeSidebarLinks(html)).toEqual([]);
  });
});

describe('old pagination links', () => {
  const last = Math.ceil(articles.length / PAGE_SIZE);
  const category = articles[0]?.category ?? '';
  it.each([
    ['/blog?page=2', '/blog/page/2'],
    ['/vi/blog?page=2', '/vi/blog/page/2'],
    [`/blog?page=${last}`, `/blog/page/${last}`],
    [`/en/blog?page=${last + 1}`, `/en/blog/page/${last}`],
    ['/vi/blog?page=9999', `/vi/blog/page/${last}`],
    ['/blog/page/1', '/blog'],
    ['/vi/blog/page/1', '/vi/blog'],
    ['/en/blog/page/1', '/en/blog'],
    [`/vi/blog/category/${category}/page/1`, `/vi/blog/category/${category}`],
  ])('%s answers 301 to %s', async (from, to) => {
    const res = await fetchPage(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });
});

describe('article pages', () => {
  const native = articles.find((a) => a.locales.length === 3) ?? articles[0]!;

  it('carry the article head: keywords, og:type article, published time, Article and BreadcrumbList JSON-LD', async () => {
    const res = await fetchPage(`/vi/blog/${native.slug}`);
    expect(res.status).toBe(200);
    expect(metaContent(res.html, 'og:type')).toBe('article');
    expect(metaContent(res.html, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(metaContent(res.html, 'keywords')?.split(', ').length).toBeGreaterThanOrEqual(2);
    const ld = jsonLdOf(res.html);
    const article = ld.find((d) => d['@type'] === 'Article');
    expect(article?.['headline']).toBe(native.titles.vi ?? native.titles.ko);
    expect(article?.['inLanguage']).toBe('vi-VN');
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList')?.['itemListElement'] as unknown[];
    expect(crumbs).toHaveLength(4);
    expect(res.html).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}">/i);
    expect(res.html).toMatch(/data-pagefind-body/);
  });

  it('an untranslated article shows the fallback text with a notice, its lang and canonical', async () => {
    const missing = articles.find((a) => !a.locales.includes('en'));
    expect(missing, 'the content has an article without English').toBeDefined();
    if (!missing) return;
    const shown = missing.locales.includes('ko') ? 'ko' : missing.original;
    const res = await fetchPage(`/en/blog/${missing.slug}`);
    expect(res.status).toBe(200);
    expect(htmlLang(res.html)).toBe('en');
    expect(res.html).toContain('class="fallback-notice"');
    // The text's language on its words only (title, hero's alt, body); the badge, date, byline,
    // read time and tags are the page's own labels (issue 37).
    const lang = LOCALE_META[shown].lang;
    expect(res.html).toMatch(/<article class="article"(?![^>]*\slang=)[^>]*>/);
    expect(res.html).toContain(`<h1 lang="${lang}">`);
    expect(res.html).toContain(`<div class="prose article__body" lang="${lang}">`);
    expect(/<picture class="article__hero">[\s\S]*?<img [^>]*>/.exec(res.html)?.[0]).toContain(` lang="${lang}"`);
    const header = /<header class="article-header">[\s\S]*?<\/header>/.exec(res.html)?.[0] ?? '';
    expect(header.match(/\slang="/g)).toHaveLength(1);
    expect(canonicalOf(res.html)).toBe(`${siteOrigin()}${localizePath(`/blog/${missing.slug}`, shown)}`);
    expect(alternatesOf(res.html).has('en')).toBe(false);
    expect(res.html).not.toMatch(/data-pagefind-body/);
  });

  it('shows category, tags, read time, hero image with width and height, CTA and related articles', async () => {
    const res = await fetchPage(`/blog/${native.slug}`);
    expect(res.html).toMatch(/class="badge badge--category" href="\/blog\/category\//);
    expect(res.html).toMatch(/분\s읽기/);
    expect(res.html).toMatch(/<picture class="article__hero"><source type="image\/avif"[\s\S]*?<img [^>]*width="\d+" height="\d+"/);
    expect(res.html).toMatch(/href="\/booking"/);
    expect(res.html).toMatch(/id="related-title"/);
  });
});

describe('read time', () => {
  // A ranking made of a table and cards under a few lines of prose read "2 min" while the read time
  // counted the prose only (issue 37): the page and its card count the blocks' text as well.
  const slug = 'top-25-bar-hcm-2025';
  const dir = path.join(CONTENT_DIR, 'blog', slug);
  const data = parseArticleData(readFileSync(path.join(dir, 'data.yaml'), 'utf8'), 'data.yaml');
  const article = articles.find((a) => a.slug === slug)!;

  it.each(LOCALES)('of a ranking counts its blocks in %s, on its page and its card', async (locale) => {
    const shown = shownLocale(locale, { available: article.locales, original: article.original });
    const body = bodyOf(readFileSync(path.join(dir, `${shown}.mdx`), 'utf8'));
    const minutes = readMinutes(body, shown, placedBlockTexts(body, data, shown));
    expect(minutes, 'the blocks hold most of what is read').toBeGreaterThan(readMinutes(body, shown, []) + 1);
    const label = createT(locale)('blog.readMinutes', { minutes });
    const page = await fetchPage(localizePath(`/blog/${slug}`, locale));
    expect(/<p class="article-header__meta">([\s\S]*?)<\/p>/.exec(page.html)?.[1]).toContain(label);
    const listing = await fetchPage(localizePath(`/blog/category/${article.category}`, locale));
    const card = new RegExp(`<a href="${localizePath(`/blog/${slug}`, locale)}">[\\s\\S]*?<p class="article-card__byline">([\\s\\S]*?)</p>`).exec(listing.html);
    expect(card?.[1]).toContain(label);
  });
});

describe('feeds', () => {
  it.each(LOCALES)('%s RSS parses and lists the articles written in that language', async (locale) => {
    const res = await fetchPage(localizePath('/rss.xml', locale));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const items = res.html.split('<item>').slice(1);
    expect(items.length).toBe(articles.filter((a) => a.locales.includes(locale)).length);
    for (const item of items) {
      expect(item).toMatch(/<title>[^<]+<\/title>/);
      expect(item).toMatch(new RegExp(`<link>${siteOrigin()}${localizePath('/blog', locale)}/[a-z0-9-]+</link>`));
      expect(item).toMatch(/<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4}/);
      expect(item).toMatch(/<category>/);
      expect(item).toMatch(/<dc:creator>/);
    }
    expect(res.html).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><rss version="2.0"/);
    expect(res.html.match(/<item>/g)?.length).toBe(res.html.match(/<\/item>/g)?.length);
  });
});

describe('JavaScript on article pages', () => {
  const scripts = (html: string) =>
    [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[0]);

  it('an article without interactive blocks ships only the navigation script every page has', async () => {
    const services = await fetchPage('/services');
    const plain = await fetchPage('/blog/rooftop-bar-quan-1');
    expect(scripts(plain.html)).toEqual(scripts(services.html));
  });

  it('an article with world clocks adds the clock script; before it runs each city shows its UTC offset, not a stale time', async () => {
    const plain = await fetchPage('/blog/rooftop-bar-quan-1');
    const clocks = await fetchPage('/blog/chuseok-2025-hcm-community-roundup');
    expect(scripts(clocks.html).length).toBeGreaterThan(scripts(plain.html).length);
    expect(clocks.html).toMatch(/<span[^>]*data-clock-zone="Asia\/Seoul"[^>]*>UTC\+09:00<\/span>/);
    expect(clocks.html).not.toMatch(/data-clock-zone="[^"]*"[^>]*>\d{2}:\d{2}:\d{2}</);
  });
});

describe.each(LOCALES)('popular lists in %s', (locale) => {
  const decode = (s: string) =>
    s
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  /** The entries of one sidebar list: slug, shown title, its lang and the visible language tag. */
  const entries = (html: string, id: string) => {
    const box = new RegExp(`<section[^>]*aria-labelledby="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
    return [...box.matchAll(/<li><a href="[^"]*\/blog\/([^"]+)"[^>]*>([\s\S]*?)<\/a><\/li>/g)].map((m) => {
      const inner = m[2] ?? '';
      const name = /<span class="sidebar-list__name"(?: lang="([^"]+)")?>([^<]*)<\/span>/.exec(inner);
      return {
        slug: m[1] ?? '',
        lang: name?.[1],
        title: decode(name?.[2] ?? ''),
        tag: /<span class="badge badge--lang"[^>]*><span aria-hidden="true">([^<]+)<\/span><span class="visually-hidden">([^<]+)</.exec(inner),
      };
    });
  };

  it.each([
    ['the blog sidebar', '/blog', 'sidebar-popular'],
    ['an article sidebar', '/blog/rooftop-bar-quan-1', 'sidebar-most-viewed'],
  ])('%s titles each article in this language when it exists, else as its page does (Korean, else the original), marked', async (_, path, id) => {
    const t = createT(locale);
    const res = await fetchPage(localizePath(path, locale));
    const list = entries(res.html, id);
    expect(list.length).toBeGreaterThan(0);
    for (const entry of list) {
      const article = articles.find((a) => a.slug === entry.slug);
      expect(article, entry.slug).toBeDefined();
      if (!article) continue;
      // The one fallback rule (SPEC §2), as on the article's page and cards: its own, else Korean, else the original.
      const shownIn = article.titles[locale] ? locale : article.titles.ko ? 'ko' : article.original;
      expect(entry.title, entry.slug).toBe(article.titles[shownIn]);
      if (shownIn === locale) {
        expect(entry.lang, entry.slug).toBeUndefined();
        expect(entry.tag, entry.slug).toBeNull();
      } else {
        expect(entry.lang, entry.slug).toBe(LOCALE_META[shownIn].lang);
        expect(entry.tag?.[1], entry.slug).toBe(LOCALE_META[shownIn].short);
        expect(entry.tag?.[2], entry.slug).toBe(t('blog.writtenIn', { language: languageName(shownIn, locale) }));
      }
    }
    if (locale === 'ko') {
      // The issue's case: the Korean lists must show Korean titles wherever a Korean version exists.
      expect(list.some((e) => e.lang === undefined)).toBe(true);
    }
  });
});
