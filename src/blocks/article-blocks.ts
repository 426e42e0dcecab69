import type { ArticleData, BlockType } from './schemas';

// Questions a page asks about an article's block data before it renders: which images to
// resolve and which block scripts to include. Plain data, so data modules can ask them too.

/** Every image file named in an article's data, once each, so the page knows what to resolve. */
export function imageFilesIn(data: ArticleData): string[] {
  const files = Object.values(data).flatMap((block) => {
    if (block.block === 'image-gallery') return block.images.map((image) => image.file);
    if (block.block === 'venue-cards') return block.venues.flatMap((venue) => (venue.image ? [venue.image] : []));
    return [];
  });
  return [...new Set(files)];
}

/** Which block types an article uses, so the page adds only the scripts it needs. */
export function blockTypesIn(data: ArticleData): Set<BlockType> {
  return new Set(Object.values(data).map((block) => block.block));
}
