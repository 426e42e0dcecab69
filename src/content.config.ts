import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { PHONE_LINES } from './config/business-schema';
import { LocalizedTextSchema } from './config/localized';
import { LOCALES } from './i18n/locales';

/** Legal pages: one folder per page, one Markdown file per locale (privacy/ko.md …). */
const legal = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/legal' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(50).max(170),
    updated: z.coerce.date(),
  }),
});

const categories = defineCollection({
  loader: file('src/content/taxonomy/categories.yaml'),
  schema: z.object({ order: z.number().int(), name: LocalizedTextSchema }),
});

const tags = defineCollection({
  loader: file('src/content/taxonomy/tags.yaml'),
  schema: z.object({ name: LocalizedTextSchema }),
});

const authors = defineCollection({
  loader: file('src/content/taxonomy/authors.yaml'),
  schema: z.object({ name: z.string().min(1), role: LocalizedTextSchema }),
});

/**
 * What an article is, whatever its language: src/content/blog/<slug>/meta.yaml. The folder name
 * is the slug, so two articles cannot share one.
 */
const articleMeta = defineCollection({
  loader: glob({
    pattern: '*/meta.yaml',
    base: './src/content/blog',
    generateId: ({ entry }) => entry.split('/')[0] ?? entry,
  }),
  schema: ({ image }) =>
    z
      .object({
        /** The language the article was first written in; the fallback when there is no Korean text. */
        original: z.enum(LOCALES),
        category: reference('categories'),
        tags: z.array(reference('tags')).min(1),
        published: z.coerce.date(),
        updated: z.coerce.date().optional(),
        author: reference('authors'),
        /** Hero image next to meta.yaml (e.g. ./hero.jpg), at least 1200 px wide for share previews. */
        hero: image(),
        /** Position 1–10 in the curated "popular" lists, if any. */
        popularRank: z.number().int().min(1).max(10).optional(),
        /** Slugs of related articles, checked to exist. */
        related: z.array(z.string()).default([]),
        /**
         * Whose phone the article's own call button dials (the box under it): `partner` for
         * articles about the partner chain. The site's header, footer, contact bar and the "visit
         * us" box (our address) always dial ours.
         */
        phoneLine: z.enum(PHONE_LINES).default('spa'),
        /** Former slugs of this article: /blog/<alias> answers 301 to it (server, nginx, _redirects). */
        aliases: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug: lowercase letters, digits, dashes')).default([]),
      })
      .strict(),
});

/**
 * One body per language that exists: src/content/blog/<slug>/<locale>.md(x). Entry ids are
 * "<slug>/<locale>".
 */
const articles = defineCollection({
  loader: glob({ pattern: `*/{${LOCALES.join(',')}}.{md,mdx}`, base: './src/content/blog' }),
  schema: z
    .object({
      title: z.string().min(5).max(110),
      description: z.string().min(50).max(200),
      /** Alt text of the hero image in this language. */
      heroAlt: z.string().min(5),
      /** Search keywords beyond the tag names. */
      keywords: z.array(z.string()).default([]),
    })
    .strict(),
});

/**
 * The text of the service pages: src/content/service-pages/<service id>/<locale>.mdx, one per
 * locale, every locale required (src/services/pages.ts checks the set). Entry ids are
 * "<service id>/<locale>". Prices, durations and options never appear here: they come from the
 * catalogue; the blocks' data is the folder's data.yaml.
 */
const servicePages = defineCollection({
  loader: glob({ pattern: `*/{${LOCALES.join(',')}}.mdx`, base: './src/content/service-pages' }),
  schema: z
    .object({
      /** The page's h1 and the first part of its <title>. */
      title: z.string().min(5).max(110),
      /** Meta description and share text. */
      description: z.string().min(50).max(200),
      /** Alt text of the hero image (src/assets/media/services/<id>.jpg) in this language. */
      heroAlt: z.string().min(5),
    })
    .strict(),
});

export const collections = { legal, categories, tags, authors, articleMeta, articles, servicePages };
