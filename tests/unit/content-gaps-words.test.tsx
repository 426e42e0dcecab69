import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImageMetadata } from 'astro';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../src/blog/articles';
import { AuthorSchema } from '../../src/blog/taxonomy-schema';
import { ArticleHeader } from '../../src/components/blog/ArticleHeader';
import SeoHead from '../../src/components/layout/SeoHead.astro';
import { BUSINESS } from '../../src/config/business';
import { PAGE_SERVICES } from '../../src/config/catalogue';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';
import { articleView } from '../../src/views/article-view';
import { baseLayoutView } from '../../src/views/base-view';
import { serviceView } from '../../src/views/service-view';
import { frontmatterOf } from '../support/content';
import { CONTENT_DIR } from '../support/paths';

// Issue 37's words: one Korean name for watsu, a byline in the page's language, keywords on the
// service pages (Naver reads them).

/** Every content file under src/content (Markdown, MDX, YAML), relative to it. */
function contentFiles(dir = CONTENT_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(full);
    return /\.(mdx?|ya?ml)$/.test(entry.name) ? [path.relative(CONTENT_DIR, full)] : [];
  });
}

describe('the Korean name of watsu', () => {
  const tags = parse(readFileSync(path.join(CONTENT_DIR, 'taxonomy/tags.yaml'), 'utf8')) as { id: string; name: Record<Locale, string> }[];

  it('is 왓수 everywhere, the terms page included (it said 와츠)', () => {
    expect(tags.find((t) => t.id === 'watsu')?.name.ko).toBe('왓수');
    expect(contentFiles().filter((file) => readFileSync(path.join(CONTENT_DIR, file), 'utf8').includes('와츠'))).toEqual([]);
    expect(readFileSync(path.join(CONTENT_DIR, 'legal/terms/ko.md'), 'utf8')).toContain('왓수(수중 테라피)');
  });
});

describe('the byline', () => {
  const authors = (parse(readFileSync(path.join(CONTENT_DIR, 'taxonomy/authors.yaml'), 'utf8')) as { id: string }[]).map((entry) => ({
    id: entry.id,
    ...AuthorSchema.parse(entry),
  }));
  const article: Article = {
    slug: 'sample',
    original: 'ko',
    available: [...LOCALES],
    versions: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        { locale, entry: undefined as never, title: 'T', description: 'D', heroAlt: 'A', keywords: [], readMinutes: 3, words: 600 },
      ]),
    ),
    category: 'guides',
    tags: [],
    published: new Date('2026-02-01T02:00:00Z'),
    updated: undefined,
    author: 'kingstone-editorial',
    hero: {} as ImageMetadata,
    popularRank: undefined,
    related: [],
    aliases: [],
    phoneLine: 'spa',
  };
  const byline = (locale: Locale) => {
    const page = articleView({
      locale,
      article,
      categories: [{ id: 'guides', order: 1, name: { ko: '가이드', vi: 'Hướng dẫn', en: 'Guides' } }],
      tags: [],
      authors,
      share: { src: '/x.jpg', width: 1200, height: 630 },
    });
    const html = renderToStaticMarkup(<ArticleHeader locale={locale} t={createT(locale)} {...page.header} />);
    return /<p class="article-header__meta">([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '') ?? '';
  };

  it('names the editorial team in Korean on a Korean page (it read "글 Kingstone Editorial")', () => {
    expect(byline('ko')).toContain('글 킹스톤 편집팀');
    expect(byline('ko')).not.toMatch(/[A-Za-z]/);
  });

  it('names it in Vietnamese and English on those pages', () => {
    expect(byline('vi')).toContain('Tác giả Ban biên tập Kingstone');
    expect(byline('en')).toContain('By Kingstone Editorial');
  });

  it('has every author’s name in every language', () => {
    for (const author of authors) for (const locale of LOCALES) expect(author.name[locale], `${author.id} ${locale}`).not.toBe('');
  });
});

describe('a service page’s keywords meta', () => {
  /** The page's head as SeoHead writes it, from the page's front matter in that language. */
  async function headOf(id: string, locale: Locale): Promise<string> {
    const service = PAGE_SERVICES.find((s) => s.id === id)!;
    const front = parse(frontmatterOf(readFileSync(path.join(CONTENT_DIR, 'service-pages', id, `${locale}.mdx`), 'utf8')));
    const { layout } = serviceView({ locale, service, text: front, share: { src: '/x.jpg', width: 1200, height: 630 } });
    const shell = baseLayoutView(layout, new Date('2026-06-01T00:00:00Z'));
    const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
    return container.renderToString(SeoHead, {
      props: { view: shell.view, title: layout.title, description: layout.description, keywords: layout.keywords, image: shell.image, ogType: 'website', noindex: false, jsonLd: [] },
    });
  }
  const keywordsOf = (head: string) => /<meta name="keywords" content="([^"]*)"/.exec(head)?.[1]?.split(', ');

  it.each(PAGE_SERVICES.flatMap((s) => LOCALES.map((locale) => [s.id, locale] as const)))('%s in %s: the service’s name, its kind and place, the spa', async (id, locale) => {
    const service = PAGE_SERVICES.find((s) => s.id === id)!;
    const keywords = keywordsOf(await headOf(id, locale));
    expect(keywords?.[0]).toBe(service.name[locale]);
    expect(keywords).toContain(BUSINESS.name);
    expect(keywords!.length).toBeGreaterThanOrEqual(4);
    expect(new Set(keywords).size).toBe(keywords!.length);
    // In the page's language: Korean keywords are written in Hangul, the others not.
    const hangul = keywords!.filter((k) => /\p{Script=Hangul}/u.test(k));
    if (locale === 'ko') expect(hangul.length).toBeGreaterThanOrEqual(keywords!.length - 1);
    else expect(hangul).toEqual([]);
  });
});
