import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'yaml';
import readme from '../../src/blocks/README.md?raw';
import type { ReactElement } from 'react';
import { createBlockComponents, type BlockComponentName, type ResolvedImage } from '../../src/blocks/registry';
import { ArticleDataSchema, type ArticleData } from '../../src/blocks/schemas';
import type { BlockT } from '../../src/blocks/text';
import type { Locale } from '../../src/i18n/locales';
import { blocksEn } from '../../src/i18n/ui/blocks/en';
import { blocksKo, type BlockUIKey } from '../../src/i18n/ui/blocks/ko';
import { blocksVi } from '../../src/i18n/ui/blocks/vi';

export const BLOCK_DICTIONARIES: Record<Locale, Record<BlockUIKey, string>> = { ko: blocksKo, vi: blocksVi, en: blocksEn };

/** A translator over the block dictionaries only, with the main `createT`'s rules (no silent gaps). */
export function createBlockT(locale: Locale): BlockT {
  return (key, vars = {}) =>
    BLOCK_DICTIONARIES[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = vars[name];
      if (value === undefined) throw new Error(`Missing value for {${name}} in "${key}"`);
      return String(value);
    });
}

export const render = (element: ReactElement) => renderToStaticMarkup(element);

/** The example data.yaml of src/blocks/README.md ("## Examples"): one dataset per block type, as YAML text. */
export const README_EXAMPLES = readme.split('## Examples')[1]?.match(/```yaml\n([\s\S]*?)```/)?.[1] ?? '';

/** README_EXAMPLES as the raw data a request would carry, not yet validated. */
export function readmeExampleData(): Record<string, Record<string, unknown>> {
  return parse(README_EXAMPLES) as Record<string, Record<string, unknown>>;
}

/** Parses raw data as data.yaml would be, so tests use validated data like the page does. */
export function articleData(raw: Record<string, unknown>): ArticleData {
  return ArticleDataSchema.parse(raw);
}

/** Fake resolved images: every file maps to /_astro/<file> at 800×600. */
export function fakeImages(files: string[]): Map<string, ResolvedImage> {
  return new Map(
    files.map((file) => [file, { src: `/_astro/${file}`, srcSet: `/_astro/400-${file} 400w`, width: 800, height: 600 }]),
  );
}

/** Renders `<Name id="…" />` through the registry, as an article's MDX would. */
export function renderBlock(
  name: BlockComponentName,
  raw: Record<string, unknown>,
  options: { locale?: Locale; id?: string; images?: Map<string, ResolvedImage> } = {},
): string {
  const locale = options.locale ?? 'ko';
  const data = articleData(raw);
  const components = createBlockComponents({
    data,
    locale,
    t: createBlockT(locale),
    file: 'src/content/blog/test/ko.mdx',
    images: options.images ?? new Map(),
  });
  const Component = components[name];
  return render(<Component id={options.id ?? Object.keys(raw)[0] ?? ''} />);
}
