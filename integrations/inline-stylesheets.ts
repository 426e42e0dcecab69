// A page carries its stylesheets in itself when, with them, it still fits a new connection's first
// round trip; otherwise it links them as Astro wrote it. Issue 37: on a phone (Lighthouse's
// simulation, HTTP/1.1) a linked stylesheet took the connection the page came on, already open,
// and the hero image, the largest paint, waited for a second connection to be opened (one round
// trip more). With no stylesheet to fetch, the image is the one request after the page and takes
// that connection. A page that does not fit with the whole stylesheets tries again with only the
// rules it can use (./used-styles.ts); one that still would not fit keeps its links: its own second
// round trip would cost as much as the connection it saves, and the linked files are cached for
// the next page. Astro decides inlining per stylesheet (`build.inlineStylesheets`), not per page;
// every page links the shared one, so this is decided here, page by page, after the pages are
// written.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { FIRST_ROUND_TRIP_BYTES, responseHeadBytes } from '../src/server/http/first-round-trip.ts';
import { normalizePolicy } from '../src/server/http/security-headers.ts';
import { ownPolicy, pageFile } from './page-csp.ts';
import { scriptsOfPage, usedStyles } from './used-styles.ts';

/** A stylesheet link as Astro writes it: a built file, no media or other attributes. */
const LINK = /<link rel="stylesheet" href="(\/_astro\/[\w.-]+\.css)">/g;

/**
 * Where the build lists the pages that carry cut stylesheets, for the test that no cut selector
 * matches the page (tests/e2e/used-styles.test.ts). Beside the build's headers, outside the files
 * served.
 */
export const USED_STYLES_FILE = 'used-styles.json';

/** A cut page's record: a link it had, and the sha256 (base64) of the rules kept in its place. */
export interface CutStylesheet {
  href: string;
  sha256: string;
}

/**
 * USED_STYLES_FILE: each cut page's links, and each text kept by its sha256 (pages of one type
 * keep the same rules). A page's `<style>` holds its texts joined, so they are kept here whole.
 */
export interface UsedStyles {
  pages: Record<string, CutStylesheet[]>;
  texts: Record<string, string>;
}

/** The hrefs of the stylesheets a page links, in order. */
function linkedStylesheets(html: string) {
  return [...html.matchAll(LINK)].map((match) => match[1] ?? '');
}

/**
 * Quality 11 (what the precompression keeps) takes ~40× as long as quality 5, and over the 444
 * pages of the build made a page 0.877–0.930 of its quality-5 size. So quality 5 decides, with
 * those bounds (a little widened); only a page that falls between them is compressed at 11 (43
 * of 444). On this loaded two-core machine the step took 11 s with the band at 0.85–1, 6 s now
 * (quality 5 of every page: 1.5 s).
 */
const QUICK_QUALITY = 5;
const FULL_AT_MOST = 0.935;
const FULL_AT_LEAST = 0.87;

function brotliBytes(html: string, quality: number) {
  return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } }).length;
}

/** Whether the page's bytes on the wire (head and Brotli body, at full quality) are within `limit`. */
function wireBytesWithin(html: string, csp: string, limit: number) {
  const quick = brotliBytes(html, QUICK_QUALITY);
  const wire = (body: number) => body + responseHeadBytes(csp, body);
  if (wire(Math.ceil(quick * FULL_AT_MOST)) <= limit) return true;
  if (wire(Math.floor(quick * FULL_AT_LEAST)) > limit) return false;
  return wire(brotliBytes(html, 11)) <= limit;
}

const sha256 = (css: string) => createHash('sha256').update(css).digest('base64');
const hashOf = (css: string) => `'sha256-${sha256(css)}'`;

/** The policy with these sources added to its style-src. */
function withStyleSources(policy: string, sources: string[]) {
  return policy
    .split(';')
    .map((part) => part.trim())
    .map((part) => (part === 'style-src' || part.startsWith('style-src ') ? `${part} ${sources.join(' ')}` : part))
    .join('; ');
}

/** A `<style>` element as the build writes it (no attributes), and its text. */
const STYLE = /<style>(.*?)<\/style>/gs;

/**
 * The page with each run of adjacent `<style>` elements made one, their texts in order (the cascade
 * is the same). Each inline text is a hash in the policy header, which HTTP/1.1 sends uncompressed:
 * one element instead of three saves ~100 bytes of the first round trip. A text that starts with a
 * statement a stylesheet must begin with (`@import`, `@charset`, `@namespace`) is not joined to the
 * one before it: after other rules the browser would drop it. Vite's minified texts have none.
 */
export function joinAdjacentStyles(html: string) {
  return html.replace(/<\/style><style>(?!\s*@(?:import|charset|namespace)\b)/gi, '');
}

/**
 * The page with every stylesheet link replaced by a `<style>` of the file's text, in the link's
 * place (the cascade order stays), adjacent `<style>` elements joined into one, and its policy with
 * every inline text's hash; null when the page links no stylesheet or, so changed, would not fit
 * `limit` bytes on the wire (head and Brotli body).
 * @param html the page as Astro wrote it
 * @param policy the page's Content-Security-Policy
 * @param readCss the text to put in place of a link, by its URL path (the built file's, or its used rules)
 */
export function pageWithStylesInside(html: string, policy: string, readCss: (href: string) => string, limit = FIRST_ROUND_TRIP_BYTES) {
  let linked = 0;
  const replaced = html.replace(LINK, (_link, href: string) => {
    const css = readCss(href);
    // A `</style` in the text would end the element early; Vite's output never has one.
    if (/<\/style/i.test(css)) throw new Error(`inline-stylesheets: ${href} contains "</style"`);
    linked++;
    return `<style>${css}</style>`;
  });
  if (linked === 0) return null;
  const inside = joinAdjacentStyles(replaced);
  const normalized = normalizePolicy(policy);
  const sources = [...new Set([...inside.matchAll(STYLE)].map((match) => hashOf(match[1] ?? '')))].filter((source) => !normalized.includes(source));
  const widened = withStyleSources(normalized, sources);
  // What deploy-files will send: the policy narrowed to the page's own inline texts (the hashes of
  // texts now joined into others go).
  const sent = ownPolicy(widened, inside);
  return wireBytesWithin(inside, sent, limit) ? { html: inside, policy: sent } : null;
}

export function inlineStylesheets() {
  let serverDir: URL | undefined;
  return {
    name: 'kingstone:inline-stylesheets',
    hooks: {
      'astro:config:done': ({ config }: { config: { build: { server: URL } } }) => {
        serverDir = config.build.server;
      },
      // Before deploy-files, which narrows each page's policy to the inline texts the page holds:
      // the hashes added here are among them.
      'astro:build:generated': async ({ dir, routeToHeaders, logger }: { dir: URL; routeToHeaders?: Map<string, { headers: Headers }>; logger: { info: (m: string) => void } }) => {
        const client = fileURLToPath(dir);
        const exists = (file: string) => existsSync(path.join(client, file));
        const cssCache = new Map<string, string>();
        // With an adapter, Astro moves the prerendered pages' stylesheets into the client folder
        // only after this hook: until then they are in the server folder's .prerender/.
        const folders = [client, ...(serverDir ? [fileURLToPath(new URL('.prerender/', serverDir)), fileURLToPath(serverDir)] : [])];
        const readCss = (href: string) => {
          let css = cssCache.get(href);
          if (css === undefined) {
            const found = folders.map((folder) => path.join(folder, href)).find((file) => existsSync(file));
            if (!found) throw new Error(`inline-stylesheets: ${href} is in none of ${folders.join(', ')}`);
            cssCache.set(href, (css = readFileSync(found, 'utf8')));
          }
          return css;
        };
        const scriptCache = new Map<string, string | null>();
        const record: UsedStyles = { pages: {}, texts: {} };
        let whole = 0;
        let cut = 0;
        let linking = 0;
        for (const [pathname, { headers }] of routeToHeaders ?? []) {
          const csp = headers.get('Content-Security-Policy');
          const file = path.join(client, pageFile(pathname, exists));
          if (!csp || !existsSync(file)) continue;
          const html = readFileSync(file, 'utf8');
          const hrefs = linkedStylesheets(html);
          if (hrefs.length === 0) continue;
          let page = pageWithStylesInside(html, csp, readCss);
          if (page) whole++;
          else {
            const used = await usedStyles(html, hrefs.map(readCss), scriptsOfPage(html, path.join(client, '_astro'), scriptCache));
            const usedOf = new Map(hrefs.map((href, i) => [href, used[i] ?? '']));
            page = pageWithStylesInside(html, csp, (href) => usedOf.get(href) ?? '');
            if (!page) {
              linking++;
              continue;
            }
            cut++;
            record.pages[pathname] = hrefs.map((href) => {
              const text = usedOf.get(href) ?? '';
              const hash = sha256(text);
              record.texts[hash] = text;
              return { href, sha256: hash };
            });
          }
          writeFileSync(file, page.html);
          headers.set('Content-Security-Policy', page.policy);
        }
        writeFileSync(fileURLToPath(new URL(`../${USED_STYLES_FILE}`, dir)), `${JSON.stringify(record, null, 1)}\n`);
        logger.info(`stylesheets inline in ${whole + cut} pages (${cut} cut to the rules they use); ${linking} would outgrow a first round trip and link them`);
      },
    },
  };
}
