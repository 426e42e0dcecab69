import type { ImageMetadata } from 'astro';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleVersion } from '../../../src/blog/articles';
import type { Locale } from '../../../src/i18n/locales';
import { articleView, type ArticleFacts } from '../../../src/views/article-view';

// The view reads an article's facts, never its body or hero file: those stay empty here.
const version = (locale: Locale, title: string): ArticleVersion => ({
  locale,
  entry: undefined as never,
  title,
  description: `${title} description`,
  heroAlt: `${title} hero`,
  keywords: [`${locale}-keyword`],
  readMinutes: 4,
  words: 800,
});

const ARTICLE: Article = {
  slug: 'hot-stone-guide',
  original: 'vi',
  available: ['ko', 'vi'],
  versions: { ko: version('ko', '핫스톤 안내'), vi: version('vi', 'Cẩm nang đá nóng') },
  category: 'guides',
  tags: ['stone', 'unnamed'],
  published: new Date('2026-02-01T02:00:00Z'),
  updated: new Date('2026-03-05T02:00:00Z'),
  author: 'editor',
  hero: {} as ImageMetadata,
  popularRank: undefined,
  related: [],
  aliases: [],
  phoneLine: 'spa',
};

const facts = (locale: Locale): ArticleFacts => ({
  locale,
  article: ARTICLE,
  categories: [{ id: 'guides', order: 1, name: { ko: '가이드', vi: 'Hướng dẫn', en: 'Guides' } }],
  tags: [{ id: 'stone', name: { ko: '돌', vi: 'Đá', en: 'Stone' } }],
  authors: [{ id: 'editor', name: { ko: '김 편집자', vi: 'Biên tập viên Kim', en: 'Kim Editor' } }],
  share: { src: '/_astro/hero.jpg', width: 1200, height: 630 },
});

describe('articleView', () => {
  it('shows the page’s own text with its head, crumbs and header in the page language', () => {
    const page = articleView(facts('vi'));
    expect(page.layout).toMatchObject({
      path: '/blog/hot-stone-guide',
      title: 'Cẩm nang đá nóng | Kingstone Spa',
      description: 'Cẩm nang đá nóng description',
      keywords: ['Đá', 'unnamed', 'vi-keyword'],
      image: { src: '/_astro/hero.jpg', width: 1200, height: 630, alt: 'Cẩm nang đá nóng hero' },
      ogType: 'article',
      publishedTime: '2026-02-01T02:00:00.000Z',
      modifiedTime: '2026-03-05T02:00:00.000Z',
      breadcrumbs: [
        { name: 'Blog', path: '/blog' },
        { name: 'Hướng dẫn', path: '/blog/category/guides' },
        { name: 'Cẩm nang đá nóng', path: '/blog/hot-stone-guide' },
      ],
    });
    expect(page.lang).toBeUndefined();
    expect(page.searchBody).toBe('');
    expect(page.searchMeta).toBe('language:Tiếng Việt');
    expect(page.header).toMatchObject({
      title: 'Cẩm nang đá nóng',
      titleLang: undefined,
      author: 'Biên tập viên Kim',
      readMinutes: 4,
      category: { name: 'Hướng dẫn', href: '/vi/blog/category/guides' },
      tags: [
        { name: 'Đá', href: '/vi/blog/tag/stone' },
        { name: 'unnamed', href: '/vi/blog/tag/unnamed' },
      ],
    });
  });

  it('shows the Korean text on the English page: marked with its language, kept out of search, canonical to Korean', () => {
    const page = articleView(facts('en'));
    expect(page.view).toMatchObject({ isFallback: true, contentLocale: 'ko', canonicalPath: '/blog/hot-stone-guide' });
    expect(page.view.alternates).toEqual([
      { locale: 'ko', path: '/blog/hot-stone-guide' },
      { locale: 'vi', path: '/vi/blog/hot-stone-guide' },
    ]);
    expect(page.lang).toBe('ko-KR');
    expect(page.searchBody).toBeUndefined();
    expect(page.searchMeta).toBe('language:한국어');
    // Texts follow the content, navigation follows the page.
    expect(page.layout.title).toBe('핫스톤 안내 | Kingstone Spa');
    expect(page.layout.keywords).toEqual(['돌', 'unnamed', 'ko-keyword']);
    expect(page.layout.breadcrumbs?.[1]).toEqual({ name: 'Guides', path: '/blog/category/guides' });
    expect(page.header.tags[0]).toEqual({ name: 'Stone', href: '/en/blog/tag/stone' });
    // Only the title is marked Korean; the byline, like the other labels, is the page's (issue 37).
    expect(page.header.titleLang).toBe('ko-KR');
    expect(page.header.author).toBe('Kim Editor');
  });

  it('names the author in the page’s language on a Korean page (not "글 Kingstone Editorial", issue 37)', () => {
    expect(articleView(facts('ko')).header.author).toBe('김 편집자');
  });

  it('describes the article as JSON-LD in the language of its text, with the canonical URL', () => {
    const [jsonLd] = articleView(facts('en')).layout.jsonLd ?? [];
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: '핫스톤 안내',
      inLanguage: 'ko-KR',
      articleSection: '가이드',
      author: { name: '김 편집자' },
      dateModified: '2026-03-05T02:00:00.000Z',
    });
    expect(JSON.stringify(jsonLd)).toContain('https://kingstonespa.vn/blog/hot-stone-guide');
  });

  it('refuses an article whose category does not exist', () => {
    expect(() => articleView({ ...facts('ko'), categories: [] })).toThrow('unknown category "guides"');
  });
});
