// Builds @astrojs/sitemap entries from what each built page says about itself in its <head>:
// a page is listed only if it is indexable and is its own canonical, and its hreflang
// alternates are exactly the page's own <link rel="alternate"> tags.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const attr = (tag, name) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

/** Reads canonical, robots and hreflang alternates from an HTML document's head. */
export function readHead(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(/<link [^>]*>/g) ?? [];
  const metas = head.match(/<meta [^>]*>/g) ?? [];
  const canonical = links.map((l) => (attr(l, 'rel') === 'canonical' ? attr(l, 'href') : undefined)).find(Boolean);
  const robots = metas.map((m) => (attr(m, 'name') === 'robots' ? attr(m, 'content') : undefined)).find(Boolean);
  const alternates = links
    .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang'))
    .map((l) => ({ lang: attr(l, 'hreflang'), url: attr(l, 'href') }));
  return { canonical, noindex: /noindex/.test(robots ?? ''), alternates };
}

/** The built HTML file for a page URL (directory format). */
export function htmlFileFor(clientDir, url) {
  const { pathname } = new URL(url);
  const rel = pathname === '/' ? 'index.html' : `${pathname.replace(/^\/|\/$/g, '')}/index.html`;
  return fileURLToPath(new URL(rel, clientDir));
}

/** A copy that does not keep the whole page it was cut from alive (V8 slices share memory). */
const own = (value) => JSON.parse(JSON.stringify(value));

/**
 * Heads of built pages by URL path ("/vi/blog/x"), filled by the link check's pass over every
 * page (integrations.mjs), so the sitemap does not read the site a second time.
 */
export function pageHeads() {
  const heads = new Map();
  return {
    record: (url, html) => heads.set(url, own(readHead(html))),
    get: (url) => heads.get(url),
  };
}

export function sitemapSerializer(clientDir, heads = pageHeads()) {
  return (item) => {
    let head = heads.get(new URL(item.url).pathname.replace(/(.)\/$/, '$1'));
    if (!head) {
      try {
        head = readHead(readFileSync(htmlFileFor(clientDir, item.url), 'utf8'));
      } catch {
        return undefined;
      }
    }
    const url = item.url.replace(/\/$/, '') || item.url;
    if (head.noindex || !head.canonical || head.canonical.replace(/\/$/, '') !== url.replace(/\/$/, '')) return undefined;
    return { ...item, url: head.canonical, links: head.alternates };
  };
}
