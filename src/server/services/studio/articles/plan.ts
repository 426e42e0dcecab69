import type { ArticleData } from '../../../../blocks/schemas';
import { articleIssues } from '../../../../blog/article-rules';
import { publishedLocales } from '../../../../blog/publication';
import { translationHash } from '../../../../blog/translation-hash';
import { isLocale, LOCALES, type Locale } from '../../../../i18n/locales';
import { createT } from '../../../../i18n/t';
import type { FieldError } from '../../../../studio/contract';
import { bodyErrors, checkBody } from '../article-body/check-body';
import { errorMapFor, fieldErrors, localizeRule } from '../field-errors';
import { isBuilt, ruleInputOf } from './all-articles';
import { checkArticleData, missingDataImages } from './data-check';
import { filesLinkingTo } from './links';
import { articlePhotos, BLOG_DIR, HERO_FILE } from '../../../site-files/article-paths';
import type { SaveBody } from './save-body';
import { ArticleTextRequestSchema, studioMetaSchema } from './schemas';
import { originalOf, recordedHashes, type ArticleSource } from './source';
import type { Taxonomy } from './taxonomy';
import type { z } from 'zod';

/** What a valid save writes: meta.yaml's data, data.yaml's, and each language given (front matter and body). */
export interface SavePlan {
  meta: Record<string, unknown>;
  data: Record<string, unknown>;
  texts: Partial<Record<Locale, PlannedText>>;
}

/** A language to write: its front matter, its body, and what the translation tracking needs of it. */
export interface PlannedText {
  front: Record<string, unknown>;
  body: string;
  draft: boolean;
  hash: string;
}

/** Everything a save is checked against besides the request. */
export interface SaveContext {
  root: string;
  slug: string;
  /** The article as it is on disk; undefined for a new one. */
  current: ArticleSource | undefined;
  /** Every other article on disk. */
  others: readonly ArticleSource[];
  taxonomy: Taxonomy;
  locale: Locale;
}

/** meta.yaml keys the studio keeps itself: the photo upload sets the hero, rename the aliases, saves the translations' record. */
const SERVER_KEYS = ['hero', 'aliases', 'translations'];

const under = (prefix: string, errors: FieldError[]): FieldError[] =>
  errors.map((error) => ({ path: error.path ? `${prefix}.${error.path}` : prefix, message: error.message }));

/** The front matter to write: the validated fields, leaving out an empty keyword list or a false draft switch the file never had. */
function frontToWrite(front: z.output<typeof ArticleTextRequestSchema>, before: Record<string, unknown> | undefined): Record<string, unknown> {
  const { body: _, keywords, draft, ...rest } = front;
  return {
    ...rest,
    ...(keywords.length > 0 || Object.hasOwn(before ?? {}, 'keywords') ? { keywords } : {}),
    ...(draft || Object.hasOwn(before ?? {}, 'draft') ? { draft } : {}),
  };
}

/**
 * Checks a create or save the way the build would check the folder it leaves behind, and returns
 * what to write, or every problem as a field error in the admin's language (paths "meta.tags",
 * "data.top10.rows.0.rank", "texts.vi.title", "texts.vi.body"):
 * - each given language's front matter (the build's schema) and body (the preview's own check,
 *   src/server/services/studio/article-body/check-body.ts),
 *   and the bodies left as they are against the new data;
 * - data.yaml (ArticleDataSchema), and the images it names must be in the folder;
 * - meta.yaml (the build's schema with the taxonomy's ids), the original's text, and the rules
 *   across articles (related, popular rank, aliases) among the articles the build publishes;
 * - an article that stops being published (its original turned draft) must not be linked to.
 */
export async function planSave(context: SaveContext, request: SaveBody): Promise<{ errors: FieldError[] } | { plan: SavePlan }> {
  const { root, slug, current, others, taxonomy, locale } = context;
  const t = createT(locale);
  const errorMap = { error: errorMapFor(locale) };
  const errors: FieldError[] = [];

  const texts: SavePlan['texts'] = {};
  for (const [key, value] of Object.entries(request.texts)) {
    if (!isLocale(key)) {
      errors.push({ path: `texts.${key.slice(0, 40)}`, message: t('studioApi.article.unknownLanguage') });
      continue;
    }
    const result = ArticleTextRequestSchema.safeParse(value, errorMap);
    if (!result.success) errors.push(...under(`texts.${key}`, fieldErrors(result.error.issues, locale)));
    else {
      const { body, draft } = result.data;
      texts[key] = { front: frontToWrite(result.data, current?.texts[key]?.front), body, draft, hash: translationHash(result.data) };
    }
  }

  // The photos the article's texts and data may name: its folder's, or a new article's hero.
  const photos = articlePhotos(root, current ? slug : undefined);
  const dataResult = checkArticleData(request.data, locale);
  // Data that does not parse is still read for its datasets' block types by the bodies' check.
  const data: ArticleData = dataResult.kind === 'ok' ? dataResult.data : (request.data as ArticleData);
  errors.push(...(dataResult.kind === 'invalid' ? dataResult.errors : missingDataImages(dataResult.data, photos, locale)));

  // meta.yaml: the editor's fields, with the studio's own keys as they are on disk.
  const given = Object.fromEntries(Object.entries(request.meta).filter(([key, value]) => value !== null && !SERVER_KEYS.includes(key)));
  const asked = isLocale(given['original']) ? given['original'] : undefined;
  if (current && asked !== undefined && asked !== originalOf(current.meta)) {
    errors.push({ path: 'meta.original', message: t('studioApi.article.originalFixed') });
  }
  // Everything else is checked against the original as it stands.
  const original = current ? originalOf(current.meta) : asked;
  // Saving a translation records the original it was made from; saving the original changes its
  // hash, and so every translation not saved with it reads as outdated.
  const recorded = current ? recordedHashes(current.meta) : {};
  const originalHash = original && (texts[original] ?? current?.texts[original])?.hash;
  if (original && !originalHash && !Object.hasOwn(request.texts, original)) errors.push({ path: `texts.${original}`, message: t('studioApi.article.originalText', { locale: original }) });
  const translations = Object.fromEntries(
    LOCALES.flatMap((l) => {
      if (l === original) return [];
      const hash = texts[l] && originalHash ? originalHash : recorded[l];
      return hash ? [[l, hash]] : [];
    }),
  );
  const aliases = current?.meta['aliases'];
  const meta: Record<string, unknown> = {
    ...given,
    hero: current?.meta['hero'] ?? `./${HERO_FILE}`,
    ...(Array.isArray(aliases) && aliases.length > 0 ? { aliases } : {}),
    ...(Object.keys(translations).length > 0 ? { translations } : {}),
  };
  const metaResult = studioMetaSchema(taxonomy).safeParse(meta, errorMap);
  if (!metaResult.success) errors.push(...under('meta', fieldErrors(metaResult.error.issues, locale)));

  // Every body after the save (a given one even when its front matter failed), against the data after it.
  const bodies = LOCALES.flatMap((l) => {
    const given = (request.texts[l] as { body?: unknown } | null | undefined)?.body;
    const body = typeof given === 'string' ? given : current?.texts[l]?.parts.body;
    return body === undefined ? [] : [[l, body] as const];
  });
  // A dataset the article had and the request leaves out is one the owner removed: a body that
  // still places it is told so, rather than that the dataset is missing.
  const removed = (id: unknown) => typeof id === 'string' && current !== undefined && Object.hasOwn(current.data, id) && !Object.hasOwn(request.data, id);
  // Checked together: the parses queue on the parser's thread (../article-body/parse-thread.ts).
  const checks = await Promise.all(bodies.map(async ([l, body]) => [l, await checkBody(body, data, photos)] as const));
  for (const [l, check] of checks) {
    const problems = check.problems.map((p) => (p.key === 'studioApi.body.dataset' && removed(p.vars['id']) ? { ...p, key: 'studioApi.body.datasetRemoved' as const } : p));
    errors.push(...bodyErrors(problems, `texts.${l}.body`, t));
  }

  if (original && metaResult.success) {
    const drafts = Object.fromEntries(LOCALES.flatMap((l) => {
      const text = texts[l] ?? current?.texts[l];
      return text ? [[l, { draft: text.draft }]] : [];
    }));
    const willBuild = publishedLocales(original, drafts).length > 0;
    if (willBuild) {
      const built = others.filter(isBuilt).map((other) => ruleInputOf(other.slug, other.meta));
      const issues = articleIssues([...built, ruleInputOf(slug, meta)]).filter((issue) => issue.slug === slug);
      errors.push(...issues.map((issue) => ({ path: issue.path.length > 0 ? ['meta', ...issue.path].join('.') : 'slug', message: localizeRule(issue, locale) })));
    } else if (current && isBuilt(current)) {
      for (const file of filesLinkingTo(root, slug, `${BLOG_DIR}/${slug}`)) {
        errors.push({ path: `texts.${original}.draft`, message: t('studioApi.article.linkedFrom', { file }) });
      }
    }
  }
  return errors.length > 0 ? { errors } : { plan: { meta, data: request.data, texts } };
}
