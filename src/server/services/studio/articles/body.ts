import type { Locale } from '../../../../i18n/locales';
import type { ArticleBody, ArticleSummary, ArticleText } from '../../../../studio/article-contract';
import { originalOf, languagesOf, type ArticleSource } from './source';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One language as the editor gets it: the front matter's fields (defaults filled in) and the body. */
function articleText(source: NonNullable<ArticleSource['texts'][Locale]>): ArticleText {
  const { front } = source;
  return {
    title: text(front['title']),
    description: text(front['description']),
    heroAlt: text(front['heroAlt']),
    keywords: strings(front['keywords']),
    body: source.parts.body,
    draft: source.draft,
  };
}

/** The article as the editor gets it (ArticleBody): meta.yaml and data.yaml as the files hold them. */
export function articleBody(source: ArticleSource): ArticleBody {
  const texts = Object.fromEntries(Object.entries(source.texts).map(([locale, t]) => [locale, articleText(t)]));
  return { slug: source.slug, version: source.version, meta: source.meta, data: source.data, texts, languages: languagesOf(source) };
}

/** A YAML date as the list shows it: "2025-10-26". */
function day(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value.slice(0, 10) : '';
}

/** A line of the list: the title in the admin's language when it exists, else the original's. */
export function articleSummary(source: ArticleSource, locale: Locale): ArticleSummary {
  const original = originalOf(source.meta) ?? locale;
  const shown = source.texts[locale] ?? source.texts[original] ?? Object.values(source.texts)[0];
  return {
    slug: source.slug,
    category: text(source.meta['category']),
    published: day(source.meta['published']),
    original,
    title: shown ? text(shown.front['title']) : source.slug,
    languages: languagesOf(source),
  };
}

/** Newest first, then by slug (as the blog lists them). */
export function byNewest(a: ArticleSummary, b: ArticleSummary): number {
  return b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug);
}
