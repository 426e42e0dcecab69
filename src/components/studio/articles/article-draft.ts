/**
 * What the articles editor edits: one value holding the article's meta, datasets and texts, shaped
 * like a save request, so the API's error paths ("meta.tags", "data.top10.rows.0.rank",
 * "texts.vi.title") are paths in it and part 1's form fields read and write it by those paths.
 */
import { LOCALES, type Locale } from '../../../i18n/locales';
import type { ArticleBody, ArticleSaveRequest, ArticleText } from '../../../studio/article-contract';

export interface ArticleDraft {
  meta: Record<string, unknown>;
  data: Record<string, unknown>;
  texts: Partial<Record<Locale, ArticleText>>;
}

/** The rule the build holds slugs and dataset names to (src/content.config.ts, src/blocks/schemas.ts). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const draftOf = (body: Pick<ArticleBody, 'meta' | 'data' | 'texts'>): ArticleDraft => ({ meta: body.meta, data: body.data, texts: body.texts });

/** A language's text before anything is written: a draft, so nothing half-written is published. */
export const emptyText = (): ArticleText => ({ title: '', description: '', heroAlt: '', keywords: [], body: '', draft: true });

/** A new article: written first in `original`, dated today, the first category and author offered. */
export function newArticleDraft(original: Locale, today: string, category: string | undefined, author: string | undefined): ArticleDraft {
  const meta: Record<string, unknown> = { original, tags: [], published: today, related: [] };
  if (category !== undefined) meta['category'] = category;
  if (author !== undefined) meta['author'] = author;
  return { meta, data: {}, texts: { [original]: emptyText() } };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The languages whose text differs from the one stored (every language of a new article). */
export function changedLanguages(draft: ArticleDraft, stored: ArticleDraft | undefined): Locale[] {
  return LOCALES.filter((l) => draft.texts[l] !== undefined && (stored === undefined || !same(draft.texts[l], stored.texts[l])));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isLocaleKey = (key: string) => (LOCALES as readonly string[]).includes(key);

/**
 * A block's texts without the languages left empty: the forms offer every language, but an
 * article written in Vietnamese only gives its table caption in Vietnamese, and an empty Korean
 * caption is not a caption. Everything else is sent as typed, so the server names any problem.
 */
export function withoutEmptyLanguages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyLanguages);
  if (!isRecord(value)) return value;
  const entries = Object.entries(value);
  const localized = entries.length > 0 && entries.every(([key]) => isLocaleKey(key));
  return Object.fromEntries(
    entries.filter(([, v]) => !(localized && (v === '' || v === undefined))).map(([key, v]) => [key, withoutEmptyLanguages(v)] as const),
  );
}

/**
 * The save request: a new article names its slug; a saved one claims its version. Only the
 * languages changed since the last load or save are sent: saving a translation marks it current,
 * so one left untouched must keep its state.
 */
export function saveRequest(draft: ArticleDraft, stored: ArticleDraft | undefined, target: { slug: string } | { version: string }): ArticleSaveRequest {
  const texts = Object.fromEntries(changedLanguages(draft, stored).map((l) => [l, draft.texts[l]] as const));
  return { ...target, meta: draft.meta, data: withoutEmptyLanguages(draft.data) as Record<string, unknown>, texts };
}
