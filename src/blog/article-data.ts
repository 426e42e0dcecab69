import type { ImageMetadata } from 'astro';
import type { ResolvedImage } from '../blocks/images';
import { parseArticleData, type ArticleData } from '../blocks/schemas';
import { resolveBlockImages } from '../media/block-images';

/** Each article's data.yaml (its tables, cards, steps…), validated when the article is built. */
const DATA_FILES = import.meta.glob<string>('/src/content/blog/*/data.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Images next to the articles, for the blocks that show them (galleries, venue cards). */
const IMAGE_FILES = import.meta.glob<ImageMetadata>('/src/content/blog/*/*.{jpg,jpeg,png,webp,avif}', {
  import: 'default',
  eager: true,
});

/**
 * Parsed once per build: every language of an article (and its fallback copies) reads the same
 * file, and parsing and validating it again for each was a twentieth of a publish's page time.
 * The file's text is the key, so a dev server's edited file is parsed anew.
 */
const parsed = new Map<string, ArticleData>();

export function getArticleData(slug: string): ArticleData {
  const path = `/src/content/blog/${slug}/data.yaml`;
  const text = DATA_FILES[path];
  if (text === undefined) return {};
  const key = `${path}\n${text}`;
  let data = parsed.get(key);
  if (!data) {
    data = parseArticleData(text, path.slice(1));
    parsed.set(key, data);
  }
  return data;
}

/** Every image the data names, from the article's folder, through the image pipeline (WebP, responsive widths). */
export function resolveArticleImages(slug: string, data: ArticleData): Promise<Map<string, ResolvedImage>> {
  return resolveBlockImages(
    data,
    (file) => IMAGE_FILES[`/src/content/blog/${slug}/${file}`],
    (file) => `src/content/blog/${slug}/data.yaml: image "${file}" is not in the article folder`,
  );
}
