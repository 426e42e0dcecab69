// Build-time link integrity: every internal link and #anchor in the built HTML must point to a
// page (and an id on it) that the build generated. Used by the astro integration in
// astro.config.mjs, which fails the build on any broken link.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isOnDemandPath } from '../src/server/http/on-demand-routes.ts';

/** HTML files under `dir`, as [urlPath, absoluteFile]. */
export function listPages(dir: string): [url: string, file: string][] {
  const pages: [string, string][] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (!['_astro', 'pagefind'].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith('.html')) {
        const rel = path.relative(dir, full).split(path.sep).join('/');
        const url = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
        pages.push([url, full]);
      }
    }
  };
  walk(dir);
  return pages;
}

const isNotFoundPage = (url: string) => /(^|\/)404$/.test(url);

const idsIn = (text: string) => new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
/** A copy that does not keep the whole page it was cut from alive (V8 slices share memory). */
export const own = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/**
 * Returns "page → link: reason" for every broken internal link in the built site. Pages are read
 * one at a time (each handed to `onPage` as it is, for other checks made in the same pass) and dropped: only links to an #anchor on another page are kept for a second look
 * at that page, so memory stays flat however large the site is.
 */
export function findBrokenLinks(clientDir: string, onPage: (url: string, text: string) => void = () => {}): string[] {
  const pages = listPages(clientDir);
  const urls = new Set(pages.map(([url]) => url));
  const fileOf = new Map(pages);
  const files = new Map<string, boolean>();
  const fileExists = (target: string) => {
    if (!files.has(target)) files.set(target, existsSync(path.join(clientDir, target)));
    return files.get(target);
  };
  const broken: string[] = [];
  /** target page → [from page, href, anchor] */
  const anchorsElsewhere = new Map<string, [url: string, href: string, anchor: string][]>();
  for (const [url, file] of pages) {
    const text = readFileSync(file, 'utf8');
    onPage(url, text);
    let ownIds: Set<string | undefined> | undefined;
    const body = text.slice(text.indexOf('<body'));
    for (const match of body.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = (match[1] ?? '').replace(/&amp;/g, '&');
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      const [rawPath = '', anchor] = href.split('#');
      const target = rawPath === '' ? url : (rawPath.split('?')[0] ?? '');
      const isFile = /\.[a-z0-9]+$/i.test(target) && !target.endsWith('.html');
      if (isFile) {
        if (!fileExists(target)) broken.push(`${url} → ${href}: no such file`);
        continue;
      }
      // Pages the server renders on request (/booking, /vi/booking…) have no file to find.
      if (isOnDemandPath(target) && !anchor) continue;
      if (target !== '/' && target.endsWith('/')) {
        broken.push(`${url} → ${href}: trailing slash (URLs have none)`);
        continue;
      }
      if (!urls.has(target) || (rawPath !== '' && isNotFoundPage(target))) {
        broken.push(`${url} → ${href}: no such page`);
        continue;
      }
      if (!anchor) continue;
      if (target === url) {
        ownIds ??= idsIn(text);
        if (!ownIds.has(decodeURIComponent(anchor))) broken.push(`${url} → ${href}: no #${anchor} there`);
      } else {
        let links = anchorsElsewhere.get(target);
        if (!links) anchorsElsewhere.set(own(target), (links = []));
        links.push([url, own(href), own(anchor)]);
      }
    }
  }
  for (const [target, links] of anchorsElsewhere) {
    // Every target here passed urls.has(target), so it has a file.
    const ids = idsIn(readFileSync(fileOf.get(target) as string, 'utf8'));
    for (const [url, href, anchor] of links) if (!ids.has(decodeURIComponent(anchor))) broken.push(`${url} → ${href}: no #${anchor} there`);
  }
  return broken;
}
