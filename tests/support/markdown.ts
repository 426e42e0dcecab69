import { markdownToHtml, mdxToJs, type HastPluginDefinition } from 'satteri';
import { MARKDOWN_PROCESSOR_OPTIONS } from '../../src/markdown/processor-options';

/** Elements whose text is one block of reading (a list item's text includes its nested lists'). */
const BLOCK_TAGS = ['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th'];

/**
 * Renders Markdown or MDX through the site's Markdown pipeline (the options astro.config.mjs gives
 * Sätteri) and returns the text of each block as a reader sees it, in order.
 */
export function renderBlockTexts(source: string, format: 'md' | 'mdx' = 'md'): string[] {
  const texts: string[] = [];
  const collect: HastPluginDefinition = {
    name: 'collect-block-texts',
    element: { filter: BLOCK_TAGS, visit: (node, ctx) => void texts.push(ctx.textContent(node)) },
  };
  const options = {
    mdastPlugins: MARKDOWN_PROCESSOR_OPTIONS.mdastPlugins,
    hastPlugins: [collect],
    features: { ...MARKDOWN_PROCESSOR_OPTIONS.features, gfm: true },
  };
  if (format === 'mdx') mdxToJs(source, options);
  else markdownToHtml(source, options);
  return texts;
}

/** The HTML of a Markdown snippet, through the site's pipeline. */
export function renderMarkdownHtml(source: string): string {
  return markdownToHtml(source, { ...MARKDOWN_PROCESSOR_OPTIONS, features: { ...MARKDOWN_PROCESSOR_OPTIONS.features, gfm: true } }).html;
}
