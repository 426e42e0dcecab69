// Build steps that run after Astro has written dist/client: the link check, then the search index.
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { findBrokenLinks } from './link-check.ts';

/**
 * Fails the build when any internal link or #anchor points nowhere. The same pass records each
 * page's head for the sitemap (`heads`), which comes after it.
 */
export function linkCheck(heads: ReturnType<typeof import('./sitemap-from-heads.ts').pageHeads>) {
  return {
    name: 'kingstone:link-check',
    hooks: {
      'astro:build:done': ({ dir, logger }: { dir: URL; logger: import('astro').AstroIntegrationLogger }) => {
        const broken = findBrokenLinks(fileURLToPath(dir), heads.record);
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
 * `start` sets Pagefind (its own process) indexing as soon as the pages are written, so it works
 * while the sitemap and the link check run here; `finish` waits for it and writes the index.
 */
export function searchIndex() {
  let indexing: Promise<{ index: pagefind.PagefindIndex; pages: number }> | undefined;
  return {
    start: {
      name: 'kingstone:search-index-start',
      hooks: {
        'astro:build:done': ({ dir }: { dir: URL }) => {
          indexing = (async () => {
            const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
            if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
            // Only article and service pages can hold searchable content: listings are skipped unread.
            const added = await index.addDirectory({ path: fileURLToPath(dir), glob: SEARCHABLE_PAGES });
            if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
            return { index, pages: added.page_count };
          })();
          // Failures are reported by `finish`; keep Node from flagging an unhandled rejection meanwhile.
          indexing.catch(() => {});
        },
      },
    },
    finish: {
      name: 'kingstone:search-index',
      hooks: {
        'astro:build:done': async ({ dir, logger }: { dir: URL; logger: import('astro').AstroIntegrationLogger }) => {
          if (!indexing) throw new Error('search index: the start integration did not run');
          const { index, pages } = await indexing;
          const written = await index.writeFiles({ outputPath: fileURLToPath(new URL('pagefind', dir)) });
          if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
          await pagefind.close();
          logger.info(`search index: ${pages} pages`);
        },
      },
    },
  };
}

/** Where pages with data-pagefind-body live: articles and service pages, in every language. */
const SEARCHABLE_PAGES = '{blog,services,vi/blog,vi/services,en/blog,en/services}/*/index.html';
