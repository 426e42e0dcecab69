import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import { parseArticleData, type ArticleData } from '../components/blocks/schemas';
import { imageFilesIn, type ResolvedImage } from '../components/blocks/registry';

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

export function getArticleData(slug: string): ArticleData {
  const path = `/src/content/blog/${slug}/data.yaml`;
  const text = DATA_FILES[path];
  return text === undefined ? {} : parseArticleData(text, path.slice(1));
}

/** Every image the data names, through the image pipeline (WebP, responsive widths). */
export async function resolveArticleImages(slug: string, data: ArticleData): Promise<Map<string, ResolvedImage>> {
  const resolved = new Map<string, ResolvedImage>();
  for (const file of imageFilesIn(data)) {
    const image = IMAGE_FILES[`/src/content/blog/${slug}/${file}`];
    if (!image) throw new Error(`src/content/blog/${slug}/data.yaml: image "${file}" is not in the article folder`);
    const widths = [480, 960, 1600].filter((w) => w <= image.width);
    const variants = await Promise.all(
      (widths.length > 0 ? widths : [image.width]).map((width) => getImage({ src: image, width, format: 'webp' })),
    );
    const largest = variants[variants.length - 1]!;
    resolved.set(file, {
      src: largest.src,
      srcSet: variants.map((v) => `${v.src} ${v.attributes['width'] ?? ''}w`).join(', '),
      width: Number(largest.attributes['width'] ?? image.width),
      height: Number(largest.attributes['height'] ?? image.height),
    });
  }
  return resolved;
}
