// A Vite plugin: the home page's one script and the search page's carry their own copies of the
// browser modules (and the locale list) they share with other pages' scripts.
import { fileURLToPath } from 'node:url';

export const OWN_COPY = '?own-copy';
const SUFFIX = OWN_COPY;
/** Modules of ours that pages' scripts share: the browser scripts, their pure helpers, the locales. */
const SHARED_DIRS = ['src/browser/', 'src/utils/', 'src/i18n/', 'src/insights/'].map((dir) => fileURLToPath(new URL(`../${dir}`, import.meta.url)));

/**
 * Why: Astro inlines a page script only when its bundle imports nothing, and a module two scripts
 * import becomes a chunk of its own that both then import. The home page has one script (the
 * header's menus, the hero loop, the map button, the booking form's loader; src/browser/README.md)
 * that imports the modules other pages' small inline scripts import too: shared, they would make
 * every other page's scripts files, more requests while each page loads. So the modules the
 * `entry` script imports from those folders (and what those import in turn) are loaded under an
 * id of their own, a copy the bundler does not share. Their TypeScript is compiled as usual: the
 * id only gains a query.
 * @param entry matches the Vite id of the script that gets the copies
 */
export function ownScriptModules(entry: RegExp) {
  return {
    name: 'kingstone:own-script-modules',
    enforce: 'pre' as const,
    async resolveId(
      this: { resolve: (source: string, importer?: string, options?: object) => Promise<{ id: string; external?: boolean | string } | null> },
      source: string,
      importer: string | undefined,
      options: object,
    ) {
      if (!importer || !(entry.test(importer) || importer.endsWith(SUFFIX))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?')) return null;
      // A deferred script's URL module (deferred-script.ts) is shared too: the counter's speed file.
      const virtual = resolved.id.startsWith('\0virtual:kingstone/');
      return virtual || SHARED_DIRS.some((dir) => resolved.id.startsWith(dir)) ? `${resolved.id}${SUFFIX}` : null;
    },
  };
}
