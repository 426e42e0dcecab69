import type { ImageMetadata } from 'astro';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleVersion } from '../../src/blog/articles';
import { ArticleHeader } from '../../src/components/blog/ArticleHeader';
import { LOCALE_META, type Locale } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';
import { articleView } from '../../src/views/article-view';

/*
 * Issue 37: on an article shown in a language it has no text in, `lang` wrapped the page's own
 * labels too (category badge, date, byline, read time, tags). Only the article's words carry the
 * text's language; the labels stay in the page's.
 */

const version = (locale: Locale, title: string): ArticleVersion => ({
  locale,
  entry: undefined as never,
  title,
  description: `${title} description`,
  heroAlt: `${title} hero`,
  keywords: [],
  readMinutes: 4,
  words: 800,
});

const ARTICLE: Article = {
  slug: 'hot-stone-guide',
  original: 'ko',
  available: ['ko'],
  versions: { ko: version('ko', '핫스톤 안내') },
  category: 'guides',
  tags: ['stone'],
  published: new Date('2026-02-01T02:00:00Z'),
  updated: undefined,
  author: 'editor',
  hero: {} as ImageMetadata,
  popularRank: undefined,
  related: [],
  aliases: [],
  phoneLine: 'spa',
};

function headerHtml(locale: Locale): string {
  const page = articleView({
    locale,
    article: ARTICLE,
    categories: [{ id: 'guides', order: 1, name: { ko: '가이드', vi: 'Hướng dẫn', en: 'Guides' } }],
    tags: [{ id: 'stone', name: { ko: '돌', vi: 'Đá', en: 'Stone' } }],
    authors: [{ id: 'editor', name: { ko: '킹스톤 편집팀', vi: 'Ban biên tập Kingstone', en: 'Kingstone Editorial' } }],
    share: { src: '/x.jpg', width: 1200, height: 630 },
  });
  return renderToStaticMarkup(<ArticleHeader locale={locale} t={createT(locale)} {...page.header} />);
}

describe('the header of a fallback article (the Korean text on /en)', () => {
  const html = headerHtml('en');

  it('marks the title, and only the title, as Korean', () => {
    expect(html).toContain(`<h1 lang="${LOCALE_META.ko.lang}">핫스톤 안내</h1>`);
    expect(html.match(/\slang="/g)).toHaveLength(1);
  });

  it('keeps the badge, date, byline, read time and tags in English, unmarked', () => {
    expect(html).toContain('>Guides</a>');
    expect(html).toContain('By Kingstone Editorial');
    expect(html).toMatch(/4\u00a0min\u00a0read/);
    expect(html).toContain('>#Stone</a>');
    expect(html).toMatch(/<time dateTime="2026-02-01">[^<]*2026<\/time>/i);
  });

  it('marks nothing on the article’s own language page', () => {
    expect(headerHtml('ko')).not.toMatch(/\slang="/);
  });
});
