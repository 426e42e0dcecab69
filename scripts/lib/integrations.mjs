// Build steps that run after Astro has written dist/client: the link check, then the search index.
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { findBrokenLinks } from './link-check.mjs';

/** Fails the build when any internal link or #anchor points nowhere. */
export function linkCheck() {
  return {
    name: 'kingstone:link-check',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const broken = findBrokenLinks(fileURLToPath(dir));
        if (broken.length > 0) {
          throw new Error(`Broken internal links (${broken.length}):\n  ${broken.join('\n  ')}`);
        }
        logger.info('every internal link and anchor resolves');
      },
    },
  };
}

/**
 * Builds the static search index (Pagefind) over pages marked data-pagefind-body: only content in
 * its own language, never a fallback copy. One index for all languages (results show theirs).
 */
export function searchIndex() {
  return {
    name: 'kingstone:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        const added = await index.addDirectory({ path: fileURLToPath(dir) });
        if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
        const written = await index.writeFiles({ outputPath: fileURLToPath(new URL('pagefind', dir)) });
        if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
        await pagefind.close();
        logger.info(`search index: ${added.page_count} pages`);
      },
    },
  };
}
