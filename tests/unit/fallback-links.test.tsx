import type { ImageMetadata } from 'astro';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { versionFor, type Article, type ArticleVersion } from '../../src/blog/articles';
import { BlogSidebar } from '../../src/components/blog/BlogSidebar';
import { Header } from '../../src/components/layout/Header';
import { resolveLocalizedView, shownLocale } from '../../src/i18n/fallback';
import { LOCALE_META, LOCALES, type Locale } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';
import { articleLink, KOREAN_NEWS_CATEGORY, type SidebarData } from '../../src/sidebar/sidebar';
import { articleView } from '../../src/views/article-view';
import { contentArticles, type ContentArticle } from '../support/content';

/*
 * Issue 37: menus and sidebars named an untranslated article by its original's title (the
 * Vietnamese of the three news digests on /en, the English of an English-original article on
 * /vi) while its cards and its page showed the Korean text. Every place now takes the title by
 * the one fallback rule (shownLocale → versionFor).
 */

const CONTENT = contentArticles();

/** An article as the build reads it, from the content files' languages and titles. */
function articleOf(content: ContentArticle): Article {
  const version = (locale: Locale): ArticleVersion => ({
    locale,
    entry: undefined as never,
    title: content.titles[locale] ?? '',
    description: '',
    heroAlt: '',
    keywords: [],
    readMinutes: 1,
    words: 1,
  });
  return {
    slug: content.slug,
    original: content.original,
    available: content.locales,
    versions: Object.fromEntries(content.locales.map((l) => [l, version(l)])),
    category: content.category,
    tags: [],
    published: new Date('2025-10-01T00:00:00Z'),
    updated: undefined,
    author: 'kingstone-editorial',
    hero: {} as ImageMetadata,
    popularRank: undefined,
    related: [],
    aliases: [],
    phoneLine: 'spa',
  };
}

/** The title the article's own page shows in `locale` (its h1). */
function pageTitle(article: Article, locale: Locale): string {
  const page = articleView({
    locale,
    article,
    categories: [{ id: article.category, order: 1, name: { ko: 'x', vi: 'x', en: 'x' } }],
    tags: [],
    authors: [],
    share: { src: '/x.jpg', width: 1200, height: 630 },
  });
  return page.header.title;
}

const digests = CONTENT.filter((a) => a.category === KOREAN_NEWS_CATEGORY && a.original === 'vi' && !a.locales.includes('en')).map(articleOf);
const englishOriginal = CONTENT.find((a) => a.original === 'en' && a.locales.includes('ko') && !a.locales.includes('vi'));

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('the title a link shows for an untranslated article', () => {
  it('is the Korean one for the three Vietnamese-original news digests on /en, as on their pages', () => {
    expect(digests.map((a) => a.slug).sort()).toEqual(['tin-an-ninh-han-quoc', 'tin-nong-han-quoc', 'tin-the-thao-han-quoc']);
    for (const article of digests) {
      const link = articleLink(article, 'en');
      expect(link.name, article.slug).toBe(article.versions.ko?.title);
      expect(link.name, article.slug).toBe(pageTitle(article, 'en'));
      expect(link.lang, article.slug).toBe(LOCALE_META.ko.lang);
      expect(link.langTag?.short, article.slug).toBe(LOCALE_META.ko.short);
    }
  });

  it('is the Korean one on /vi for an article written in English with a Korean translation', () => {
    expect(englishOriginal, 'the content has an English original translated into Korean only').toBeDefined();
    if (!englishOriginal) return;
    const article = articleOf(englishOriginal);
    expect(articleLink(article, 'vi')).toMatchObject({ name: englishOriginal.titles.ko, lang: LOCALE_META.ko.lang });
    expect(articleLink(article, 'vi').name).toBe(pageTitle(article, 'vi'));
  });

  it.each(LOCALES)('on every %s page, for every article, is the title its page shows, in the language the fallback rule names', (locale) => {
    for (const article of CONTENT.map(articleOf)) {
      const view = resolveLocalizedView(`/blog/${article.slug}`, locale, article);
      const link = articleLink(article, locale);
      expect(link.name, article.slug).toBe(pageTitle(article, locale));
      expect(shownLocale(locale, article)).toBe(view.contentLocale);
      expect(versionFor(article, locale).locale).toBe(view.contentLocale);
      expect(link.lang, article.slug).toBe(view.isFallback ? LOCALE_META[view.contentLocale].lang : undefined);
    }
  });
});

describe('the menus and the blog sidebar on /en', () => {
  const news = digests.map((a) => articleLink(a, 'en'));

  it('list the digests by their Korean titles, marked Korean, in the header and the mobile menu', () => {
    const html = renderToStaticMarkup(<Header locale="en" path="/" shownIn={{ ko: 'ko', vi: 'vi', en: 'en' }} t={createT('en')} news={news} />);
    for (const article of digests) {
      const korean = escape(article.versions.ko?.title ?? '');
      // Once in the desktop dropdown, once in the mobile menu.
      expect(html.split(`lang="${LOCALE_META.ko.lang}">${korean}</a>`).length - 1, article.slug).toBe(2);
      expect(html, article.slug).not.toContain(escape(article.versions.vi?.title ?? ''));
    }
  });

  it('list them so in the sidebar’s Korean news too', () => {
    const data: SidebarData = { popular: [], hotServices: [], categories: [], koreanNews: news, archive: [] };
    const html = renderToStaticMarkup(<BlogSidebar data={data} t={createT('en')} newsletterAction="/en/newsletter" />);
    for (const article of digests) {
      expect(html).toContain(`<span class="sidebar-list__name" lang="${LOCALE_META.ko.lang}">${escape(article.versions.ko?.title ?? '')}</span>`);
      expect(html, article.slug).not.toContain(escape(article.versions.vi?.title ?? ''));
    }
  });
});
