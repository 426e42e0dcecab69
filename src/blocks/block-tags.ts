import type { ArticleData, BlockType } from './schemas';

/** MDX component name → the `block:` type of the dataset it renders. */
export const BLOCK_TYPES = {
  RankingTable: 'ranking-table',
  VenueCards: 'venue-cards',
  FeaturedGrid: 'featured-grid',
  OurPrices: 'our-prices',
  ComparisonTable: 'comparison-table',
  ProcessSteps: 'process-steps',
  BenefitGrid: 'benefit-grid',
  DoDontList: 'do-dont',
  Testimonials: 'testimonials',
  AdviceCards: 'advice-cards',
  QuickFacts: 'quick-facts',
  CtaBox: 'cta-box',
  RelatedLinks: 'related-links',
  ImageGallery: 'image-gallery',
  NewsList: 'news-list',
  WorldClock: 'world-clock',
  AlertLevels: 'alert-levels',
  EmergencyNumbers: 'emergency-numbers',
} as const satisfies Record<string, BlockType>;

export type BlockComponentName = keyof typeof BLOCK_TYPES;

/** The MDX component names, for the article page, the studio and the README check. */
export const BLOCK_NAMES = Object.keys(BLOCK_TYPES) as BlockComponentName[];

export function isBlockName(name: string): name is BlockComponentName {
  return Object.hasOwn(BLOCK_TYPES, name);
}

/**
 * Whether `<name id="…">` can render from `data`: the dataset must exist and be of the block's
 * type. The page fails the build on a mismatch (registry.tsx) and the studio refuses the text.
 */
export function datasetMismatch(name: BlockComponentName, id: string, data: ArticleData): { type: BlockType } | undefined {
  const type = BLOCK_TYPES[name];
  return Object.hasOwn(data, id) && data[id]?.block === type ? undefined : { type };
}
