import { lstatSync, readdirSync } from 'node:fs';
import { isPhotoName } from '../../blocks/photo-names';
import path from 'node:path';
import { ARTICLE_SLUG } from '../../blog/article-schema';
import { isListingSlug } from '../../blog/article-rules';
import { LOCALES, type Locale } from '../../i18n/locales';

/** Where the articles live, relative to the site's root: one folder per article, named by its slug. */
export const BLOG_DIR = 'src/content/blog';
export const TAXONOMY_FILES = {
  categories: 'src/content/taxonomy/categories.yaml',
  tags: 'src/content/taxonomy/tags.yaml',
  authors: 'src/content/taxonomy/authors.yaml',
} as const;
/** What a new article shows as its hero until one is uploaded: the spa's own home picture. */
export const PLACEHOLDER_HERO = 'src/assets/media/home-hero.jpg';
export const HERO_FILE = 'hero.jpg';
export const META_FILE = 'meta.yaml';
export const DATA_FILE = 'data.yaml';
/** A language's text: `<locale>.mdx`, or `.md` as some older articles have it (the studio writes .mdx). */
export const TEXT_EXTENSIONS = ['mdx', 'md'] as const;

/** Longer than any slug the site has; a longer one is not looked up at all. */
const MAX_SLUG_LENGTH = 100;
/**
 * Slugs the studio's own routes answer under /admin/api/studio/articles/, so no article can be
 * addressed by them; the listing URLs under /blog are refused by the article rules.
 */
const STUDIO_ROUTES = ['schemas', 'preview'];

/** Whether a value is an article slug the studio can address: the build's rule, short, not a route of ours. */
export function isArticleSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && ARTICLE_SLUG.test(value);
}

/** Whether a slug may name a new article: a slug, not a listing URL and not a route of the studio. */
export function isFreeSlugShape(slug: string): boolean {
  return isArticleSlug(slug) && !isListingSlug(slug) && !STUDIO_ROUTES.includes(slug);
}

/**
 * Every entry name in the blog folder that a new article could not take (any entry, whatever it
 * is), for create and rename.
 */
export function blogEntries(root: string): Set<string> {
  return new Set(readdirSync(path.join(root, BLOG_DIR)));
}

/**
 * The articles the blog folder holds, sorted: plain folders (not links) with a slug for a name
 * and a meta.yaml inside. Slugs come from this listing only, never from a request.
 */
export function listArticleSlugs(root: string): string[] {
  const blog = path.join(root, BLOG_DIR);
  return readdirSync(blog, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isArticleSlug(entry.name) && isPlainFile(path.join(blog, entry.name, META_FILE)))
    .map((entry) => entry.name)
    .sort();
}

/** The article a request names, when the blog folder lists it; undefined for anything else. */
export function findArticle(root: string, slug: string | undefined): string | undefined {
  if (!isArticleSlug(slug)) return undefined;
  return listArticleSlugs(root).includes(slug) ? slug : undefined;
}

/** The absolute path of a file in an article's folder (the slug must come from listArticleSlugs or isFreeSlugShape). */
export function articlePath(root: string, slug: string, file = ''): string {
  if (!isArticleSlug(slug)) throw new Error(`Not an article slug: ${JSON.stringify(String(slug).slice(0, 200))}`);
  return path.join(root, BLOG_DIR, slug, file);
}

export function isPlainFile(file: string): boolean {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false;
  }
}

/** A language's text file name in the folder, if it has one: "vi.mdx", "ko.md". */
export function textFileName(root: string, slug: string, locale: Locale): string | undefined {
  return TEXT_EXTENSIONS.map((ext) => `${locale}.${ext}`).find((name) => isPlainFile(articlePath(root, slug, name)));
}

/** The names of the files the studio reads and writes in an article's folder, in a fixed order (the version covers them). */
export function studioFileNames(): string[] {
  return [META_FILE, DATA_FILE, ...LOCALES.flatMap((locale) => TEXT_EXTENSIONS.map((ext) => `${locale}.${ext}`))];
}

/**
 * The photos of the article a request names (its preview's), or a new article's when it names
 * none that exists, or the site has no blog folder yet.
 */
export function photosOfRequested(root: string, slug: string | undefined): Set<string> {
  let found: string | undefined;
  try {
    found = findArticle(root, slug);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return articlePhotos(root, found);
}

/**
 * The photos an article's text may show: the plain files of a photo type in its folder, by name
 * (never through a link). A new article (`slug` undefined) has the hero its creation writes.
 */
export function articlePhotos(root: string, slug: string | undefined): Set<string> {
  if (slug === undefined) return new Set([HERO_FILE]);
  const entries = readdirSync(articlePath(root, slug), { withFileTypes: true });
  return new Set(entries.filter((entry) => entry.isFile() && isPhotoName(entry.name)).map((entry) => entry.name));
}
