import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { imageFilesIn } from '../../src/blocks/article-blocks';
import { BLOCK_TYPES, createBlockComponents, type BlockComponentName } from '../../src/blocks/registry';
import { ArticleDataSchema, type ArticleData } from '../../src/blocks/schemas';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { createBlockT, fakeImages } from '../support/blocks';
import { UNTRANSLATED_WORD, withoutKeptNames } from '../support/untranslated-words';

/*
 * Block texts a reader reads are per language (issue 17: the sports digest's "Golf" card showed
 * English on the Korean page). The schema refuses a bare string where a text is translatable, every
 * per-language text gives each language its page is written in, and the Korean pages' blocks show
 * none of the common English words that have a Korean translation.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const BLOG = path.join(ROOT, 'src/content/blog');
const PAGES = path.join(ROOT, 'src/content/service-pages');

interface Source {
  name: string;
  file: string;
  /** The languages the article or page is written in. */
  locales: Locale[];
  /** The raw datasets, as data.yaml holds them. */
  raw: Record<string, unknown>;
}

const SOURCES: Source[] = [
  ...readdirSync(BLOG)
    .filter((slug) => existsSync(path.join(BLOG, slug, 'data.yaml')))
    .map((slug) => {
      const files = readdirSync(path.join(BLOG, slug));
      return {
        name: `blog/${slug}`,
        file: path.join(BLOG, slug, 'data.yaml'),
        locales: LOCALES.filter((l) => files.includes(`${l}.md`) || files.includes(`${l}.mdx`)),
        raw: (parse(readFileSync(path.join(BLOG, slug, 'data.yaml'), 'utf8')) ?? {}) as Record<string, unknown>,
      };
    }),
  ...readdirSync(PAGES).map((id) => ({
    name: `service-pages/${id}`,
    file: path.join(PAGES, id, 'data.yaml'),
    locales: [...LOCALES],
    raw: ((parse(readFileSync(path.join(PAGES, id, 'data.yaml'), 'utf8')) ?? {}) as { blocks?: Record<string, unknown> }).blocks ?? {},
  })),
];

/** Every `{ ko?, vi?, en? }` object in raw data, with its path. */
function localeRecords(value: unknown, at: string): [string, Record<string, string>][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => localeRecords(v, `${at}.${i}`));
  if (value === null || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((k) => (LOCALES as readonly string[]).includes(k))) return [[at, value as Record<string, string>]];
  return Object.entries(value).flatMap(([k, v]) => localeRecords(v, `${at}.${k}`));
}

/** What a reader sees of an HTML fragment: text nodes and the alt and aria-label texts. */
function visibleText(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map((m) => m[1]!);
  const text = html.replace(/<[^>]*>/g, '\n').split('\n');
  return [...attributes, ...text].map((s) => withoutKeptNames(s).trim()).filter(Boolean);
}

function renderAll(data: ArticleData, locale: Locale, file: string): string {
  const components = createBlockComponents({
    data,
    locale,
    t: createBlockT(locale),
    file,
    images: fakeImages(imageFilesIn(data)),
  });
  const names = Object.keys(BLOCK_TYPES) as BlockComponentName[];
  return Object.entries(data)
    .map(([id, block]) => {
      const name = names.find((n) => BLOCK_TYPES[n] === block.block)!;
      return renderToStaticMarkup(createElement(components[name], { id }));
    })
    .join('\n');
}

describe('reader-facing block texts', () => {
  it('refuse one bare string where a text is translated, naming the field', () => {
    const golf = { sports: { block: 'featured-grid', items: [{ title: 'Golf', text: { ko: '골프 시즌', vi: 'Mùa golf' } }] } };
    const result = ArticleDataSchema.safeParse(golf);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'sports.items.0.title: is text a reader reads: give it per language, e.g. { ko: …, vi: …, en: … }, not "Golf"',
    ]);
    // Names and figures may still read the same in every language.
    const venue = { name: 'Golden Lotus', address: '12 Lê Thánh Tôn', priceRange: 500000, rating: 4, highlight: { ko: '조용한 룸' }, features: [] };
    expect(ArticleDataSchema.safeParse({ v: { block: 'venue-cards', venues: [venue] } }).success).toBe(true);
  });

  it.each(SOURCES.map((s) => [s.name, s] as const))('%s: every per-language text has each language the page is written in', (_, source) => {
    ArticleDataSchema.parse(source.raw);
    const gaps = Object.entries(source.raw).flatMap(([id, block]) =>
      localeRecords(block, id)
        .filter(([, record]) => source.locales.some((l) => record[l] === undefined))
        .map(([at, record]) => `${at}: has ${Object.keys(record).join(', ')}; the page is in ${source.locales.join(', ')}`),
    );
    expect(gaps).toEqual([]);
  });

  it.each(SOURCES.filter((s) => s.locales.includes('ko')).map((s) => [s.name, s] as const))(
    '%s: the Korean page shows no untranslated English word',
    (_, source) => {
      const data = ArticleDataSchema.parse(source.raw);
      const english = visibleText(renderAll(data, 'ko', source.file)).filter((text) => UNTRANSLATED_WORD.test(text));
      expect(english).toEqual([]);
    },
  );
});
