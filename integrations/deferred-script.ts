// A Vite plugin: the URL of a script bundled on its own, for a page to load after it is shown.
import { fileURLToPath } from 'node:url';
import { OWN_COPY } from './own-script-modules.ts';

/**
 * `import url from '<virtualId>'` gives the built URL of `entry`, bundled as a chunk of its own
 * (in development, its source path, which Vite serves). A page's inline script can then load it
 * after the first paint: a script the HTML names is fetched with the stylesheets and, run before
 * the first paint, becomes part of what the paint waits for (Lighthouse's simulation put the home
 * page's LCP 150 ms later for one 2 KB script).
 * @param virtualId the specifier the page imports
 * @param entry the script's path from the project root
 * @param name the start of its built file's name
 */
export function deferredScript(virtualId: string, entry: string, name: string) {
  const resolved = `\0${virtualId}`;
  const entryPath = fileURLToPath(new URL(`../${entry}`, import.meta.url));
  let building = false;
  return {
    name: 'kingstone:deferred-script',
    configResolved(config: { command: string }) {
      building = config.command === 'build';
    },
    resolveId(id: string) {
      return id === virtualId ? resolved : null;
    },
    load(this: { emitFile: (file: { type: 'chunk'; id: string; name: string }) => string }, id: string) {
      // Also under a script's own-copy id (own-script-modules.ts), which gives it the same URL.
      if (id !== resolved && id !== `${resolved}${OWN_COPY}`) return null;
      if (!building) return `export default ${JSON.stringify(`/${entry}`)};`;
      const ref = this.emitFile({ type: 'chunk', id: entryPath, name });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
