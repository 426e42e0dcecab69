import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import { localizedLinks } from './localized-links.ts';
import { SMART_PUNCTUATION, typographicQuotes } from './typographic-quotes.ts';

/**
 * What we tell Sätteri, Astro's Markdown processor, for `.md` and `.mdx` alike (MDX inherits
 * `markdown.processor`). astro.config.mjs passes it to `satteri()`, and the unit tests render
 * every article with it, so both see the same pipeline.
 */
export const MARKDOWN_PROCESSOR_OPTIONS = {
  features: { smartPunctuation: SMART_PUNCTUATION },
  mdastPlugins: [typographicQuotes, localizedLinks],
} as const satisfies SatteriProcessorOptions;
