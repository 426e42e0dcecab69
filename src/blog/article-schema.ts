import { z } from 'zod';
import { IsoDateSchema, PHONE_LINES } from '../config/business-schema';
import { ruleMessage } from '../config/schema-messages';
import { LOCALES } from '../i18n/locales';

/*
 * What an article's files may hold, in one place for the build (src/content.config.ts) and the
 * studio (src/server/services/studio/articles/): meta.yaml and each language's front matter. The build
 * resolves the references to categories, tags, authors and the hero image through Astro; the
 * studio passes the ids it finds in the taxonomy files instead (createArticleMetaSchema).
 */

/** An article's slug, its folder name: lowercase letters, digits and single dashes. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SlugSchema = z.string().regex(ARTICLE_SLUG, ruleMessage('slug'));

/** A translation's record of the original it matches: the first 16 hex digits of its hash (./text-hash.ts). */
export const TranslationHashSchema = z.string().regex(/^[0-9a-f]{16}$/);

/** A day "YYYY-MM-DD" that exists, read as midnight UTC (as the site has always read these dates). */
const ArticleDateSchema = IsoDateSchema.transform((day) => new Date(`${day}T00:00:00Z`));

/** How the build and the studio name what meta.yaml refers to. */
export interface ArticleReferences<C extends z.ZodType, T extends z.ZodType, A extends z.ZodType, H extends z.ZodType> {
  category: C;
  tag: T;
  author: A;
  hero: H;
}

/** meta.yaml: what an article is, whatever its language. */
export function createArticleMetaSchema<C extends z.ZodType, T extends z.ZodType, A extends z.ZodType, H extends z.ZodType>(refs: ArticleReferences<C, T, A, H>) {
  return z
    .object({
      /** The language the article was first written in; the fallback when there is no Korean text. */
      original: z.enum(LOCALES),
      category: refs.category,
      tags: z.array(refs.tag).min(1),
      /** "YYYY-MM-DD". */
      published: ArticleDateSchema,
      updated: ArticleDateSchema.optional(),
      author: refs.author,
      /** Hero image next to meta.yaml (e.g. ./hero.jpg), at least 1200 px wide for share previews. */
      hero: refs.hero,
      /** Position 1–10 in the curated "popular" lists, if any. */
      popularRank: z.number().int().min(1).max(10).optional(),
      /** Slugs of related articles, checked to exist (src/blog/article-rules.ts). */
      related: z.array(z.string()).default([]),
      /**
       * Whose phone the article's own call button dials (the box under it): `partner` for
       * articles about the partner chain. The site's header, footer, contact bar and the "visit
       * us" box (our address) always dial ours.
       */
      phoneLine: z.enum(PHONE_LINES).default('spa'),
      /** Former slugs of this article: /blog/<alias> answers 301 to it (server, nginx, _redirects). */
      aliases: z.array(SlugSchema).default([]),
      /**
       * Per translated language, the hash of the original's text when the translation was last
       * saved or checked (src/blog/translation-state.ts): a different hash now means it is out of date.
       */
      translations: z.partialRecord(z.enum(LOCALES), TranslationHashSchema).default({}),
    })
    .strict();
}

/**
 * js-yaml, which reads the build's YAML, turns an unquoted 2025-10-26 into a Date; the studio's
 * YAML reader keeps it as text. The build hands the schema text, so both check the same thing.
 */
export function datesAsText(meta: unknown): unknown {
  if (meta === null || typeof meta !== 'object' || Array.isArray(meta)) return meta;
  return Object.fromEntries(Object.entries(meta).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]));
}

/** One language's front matter: src/content/blog/<slug>/<locale>.md(x). */
export const ArticleTextSchema = z
  .object({
    title: z.string().min(5).max(110),
    description: z.string().min(50).max(200),
    /** Alt text of the hero image in this language. */
    heroAlt: z.string().min(5),
    /** Search keywords beyond the tag names. */
    keywords: z.array(z.string()).default([]),
    /** Kept in the folder but not built: no page, listing, feed or search entry in this language (./publication.ts). */
    draft: z.boolean().default(false),
  })
  .strict();
