import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import { imageFilesIn } from '../blocks/article-blocks';
import type { ResolvedImage } from '../blocks/images';
import type { ArticleData } from '../blocks/schemas';

/** Widths the block images (gallery photos, venue cards) are made in, never wider than the original. */
const BLOCK_IMAGE_WIDTHS = [480, 960, 1600];

/**
 * Every image file a page's block data names (imageFilesIn), through Astro's image pipeline
 * (WebP, responsive widths), for createBlockComponents. Where the files live is the caller's:
 * `lookup` finds one by its data.yaml name, `missing` words the build error when it cannot.
 */
export async function resolveBlockImages(
  data: ArticleData,
  lookup: (file: string) => ImageMetadata | undefined,
  missing: (file: string) => string,
): Promise<Map<string, ResolvedImage>> {
  const resolved = new Map<string, ResolvedImage>();
  for (const file of imageFilesIn(data)) {
    const image = lookup(file);
    if (!image) throw new Error(missing(file));
    const widths = BLOCK_IMAGE_WIDTHS.filter((w) => w <= image.width);
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
