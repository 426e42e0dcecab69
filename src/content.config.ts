import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { ArticleTextSchema, createArticleMetaSchema, datesAsText } from './blog/article-schema';
import { AuthorSchema, CategorySchema, TagSchema } from './blog/taxonomy-schema';
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
  schema: CategorySchema,
});

const tags = defineCollection({
  loader: file('src/content/taxonomy/tags.yaml'),
  schema: TagSchema,
});

const authors = defineCollection({
  loader: file('src/content/taxonomy/authors.yaml'),
  schema: AuthorSchema,
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
  // The fields and their rules: src/blog/article-schema.ts, shared with the studio.
  schema: ({ image }) =>
    z.preprocess(
      datesAsText,
      createArticleMetaSchema({ category: reference('categories'), tag: reference('tags'), author: reference('authors'), hero: image() }),
    ),
});

/**
 * One body per language that exists: src/content/blog/<slug>/<locale>.md(x). Entry ids are
 * "<slug>/<locale>".
 */
const articles = defineCollection({
  loader: glob({ pattern: `*/{${LOCALES.join(',')}}.{md,mdx}`, base: './src/content/blog' }),
  schema: ArticleTextSchema,
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
      /**
       * What people search for in this language besides the service's name (the page adds the name
       * and the spa's from the catalogue): the kind of massage and where, for `<meta name="keywords">`,
       * which Naver reads. Example: `[타이 마사지, 태국 마사지, 호치민 1군 마사지]`.
       */
      keywords: z.array(z.string().trim().min(1)).min(2),
    })
    .strict(),
});

export const collections = { legal, categories, tags, authors, articleMeta, articles, servicePages };
