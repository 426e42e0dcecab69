import type { ArticleData, BlockType } from './schemas';

// Questions a page asks about an article's block data before it renders: which images to
// resolve and which block scripts to include. Plain data, so data modules can ask them too.

/** Each place an article's data names an image file: the dataset's field path and the file. */
export function imageReferencesIn(data: ArticleData): { path: (string | number)[]; file: string }[] {
  return Object.entries(data).flatMap(([id, block]) => {
    if (block.block === 'image-gallery') return block.images.map((image, i) => ({ path: [id, 'images', i, 'file'], file: image.file }));
    if (block.block === 'venue-cards') return block.venues.flatMap((venue, i) => (venue.image ? [{ path: [id, 'venues', i, 'image'], file: venue.image }] : []));
    return [];
  });
}

/** Every image file named in an article's data, once each, so the page knows what to resolve. */
export function imageFilesIn(data: ArticleData): string[] {
  return [...new Set(imageReferencesIn(data).map((reference) => reference.file))];
}

/** Which block types an article uses, so the page adds only the scripts it needs. */
export function blockTypesIn(data: ArticleData): Set<BlockType> {
  return new Set(Object.values(data).map((block) => block.block));
}
