import type { JSX } from 'react';
import type { Locale } from '../i18n/locales';
import { AdviceCards } from './AdviceCards';
import { AlertLevels } from './AlertLevels';
import { BenefitGrid } from './BenefitGrid';
import { BLOCK_NAMES, BLOCK_TYPES, datasetMismatch, type BlockComponentName } from './block-tags';
import { ComparisonTable } from './ComparisonTable';
import { CtaBox } from './CtaBox';
import { DoDontList } from './DoDontList';
import { EmergencyNumbers } from './EmergencyNumbers';
import { FeaturedGrid } from './FeaturedGrid';
import { ImageGallery } from './ImageGallery';
import type { ImageResolver, ResolvedImage } from './images';
import { NewsList } from './NewsList';
import { OurPrices } from './OurPrices';
import { ProcessSteps } from './ProcessSteps';
import { QuickFacts } from './QuickFacts';
import { RankingTable } from './RankingTable';
import { RelatedLinks } from './RelatedLinks';
import type { ArticleData, BlockData, BlockType } from './schemas';
import { Testimonials } from './Testimonials';
import type { BlockT } from './text';
import { VenueCards } from './VenueCards';
import { WorldClock } from './WorldClock';

export type { ResolvedImage };

export { BLOCK_NAMES, BLOCK_TYPES, type BlockComponentName };
type TypeOf<N extends BlockComponentName> = (typeof BLOCK_TYPES)[N];
type DataOf<N extends BlockComponentName> = Extract<BlockData, { block: TypeOf<N> }>;

// Fails to compile when a block type in the schema has no component here.
const EVERY_TYPE_HAS_A_COMPONENT: Exclude<BlockType, TypeOf<BlockComponentName>> extends never ? true : never = true;
void EVERY_TYPE_HAS_A_COMPONENT;

export interface BlockContext {
  /** The article's validated data.yaml. */
  data: ArticleData;
  locale: Locale;
  t: BlockT;
  /** The MDX file, named in build errors. */
  file: string;
  /** Every file from imageFilesIn(data), resolved by the page through Astro's image pipeline. */
  images: ReadonlyMap<string, ResolvedImage>;
}

export type BlockComponents = Record<BlockComponentName, (props: { id: string }) => JSX.Element>;

/** The components an article's MDX uses, e.g. `<RankingTable id="top30" />`, bound to its data. */
export function createBlockComponents(ctx: BlockContext): BlockComponents {
  const { locale, t } = ctx;
  const get = <N extends BlockComponentName>(name: N, id: string): DataOf<N> => {
    const mismatch = datasetMismatch(name, id, ctx.data);
    if (mismatch) throw new Error(`${ctx.file}: <${name} id="${id}"> needs a "${mismatch.type}" dataset named "${id}" in data.yaml`);
    return ctx.data[id] as DataOf<N>;
  };
  const imageFor =
    (id: string): ImageResolver =>
    (file) => {
      const image = ctx.images.get(file);
      if (!image) {
        throw new Error(
          `${ctx.file}: image "${file}" of dataset "${id}" was not resolved; is it in the article folder, and does the page resolve imageFilesIn(data)?`,
        );
      }
      return image;
    };
  const common = (id: string) => ({ id, locale, t });
  const renderers: Record<BlockComponentName, (id: string) => JSX.Element> = {
    RankingTable: (id) => <RankingTable {...common(id)} data={get('RankingTable', id)} />,
    VenueCards: (id) => <VenueCards {...common(id)} data={get('VenueCards', id)} image={imageFor(id)} />,
    FeaturedGrid: (id) => <FeaturedGrid {...common(id)} data={get('FeaturedGrid', id)} />,
    OurPrices: (id) => <OurPrices {...common(id)} data={get('OurPrices', id)} />,
    ComparisonTable: (id) => <ComparisonTable {...common(id)} data={get('ComparisonTable', id)} />,
    ProcessSteps: (id) => <ProcessSteps {...common(id)} data={get('ProcessSteps', id)} />,
    BenefitGrid: (id) => <BenefitGrid {...common(id)} data={get('BenefitGrid', id)} />,
    DoDontList: (id) => <DoDontList {...common(id)} data={get('DoDontList', id)} />,
    Testimonials: (id) => <Testimonials {...common(id)} data={get('Testimonials', id)} />,
    AdviceCards: (id) => <AdviceCards {...common(id)} data={get('AdviceCards', id)} />,
    QuickFacts: (id) => <QuickFacts {...common(id)} data={get('QuickFacts', id)} />,
    CtaBox: (id) => <CtaBox {...common(id)} data={get('CtaBox', id)} />,
    RelatedLinks: (id) => <RelatedLinks {...common(id)} data={get('RelatedLinks', id)} />,
    ImageGallery: (id) => <ImageGallery {...common(id)} data={get('ImageGallery', id)} image={imageFor(id)} />,
    NewsList: (id) => <NewsList {...common(id)} data={get('NewsList', id)} />,
    WorldClock: (id) => <WorldClock {...common(id)} data={get('WorldClock', id)} />,
    AlertLevels: (id) => <AlertLevels {...common(id)} data={get('AlertLevels', id)} />,
    EmergencyNumbers: (id) => <EmergencyNumbers {...common(id)} data={get('EmergencyNumbers', id)} />,
  };
  // Astro's React renderer first calls a component to see whether it is React, and swallows what
  // it throws, turning our message into a vague "no renderer" error. So the component itself
  // never throws: it returns an element, and the lookup (which may throw) runs when React renders it.
  return Object.fromEntries(
    BLOCK_NAMES.map((name) => [name, ({ id }: { id: string }) => <BlockRender render={() => renderers[name](id)} />]),
  ) as BlockComponents;
}

function BlockRender({ render }: { render: () => JSX.Element }) {
  return render();
}
