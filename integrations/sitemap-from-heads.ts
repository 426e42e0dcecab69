// Builds @astrojs/sitemap entries from what each built page says about itself in its <head>:
// a page is listed only if it is indexable and is its own canonical, and its hreflang
// alternates are exactly the page's own <link rel="alternate"> tags.
import type { SitemapItem } from '@astrojs/sitemap';
import { own } from './link-check.ts';

export interface PageHead {
  canonical: string | undefined;
  noindex: boolean;
  alternates: { lang: string; url: string }[];
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

/** Reads canonical, robots and hreflang alternates from an HTML document's head. */
export function readHead(html: string): PageHead {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(/<link [^>]*>/g) ?? [];
  const metas = head.match(/<meta [^>]*>/g) ?? [];
  const canonical = links.map((l) => (attr(l, 'rel') === 'canonical' ? attr(l, 'href') : undefined)).find(Boolean);
  const robots = metas.map((m) => (attr(m, 'name') === 'robots' ? attr(m, 'content') : undefined)).find(Boolean);
  const alternates = links.flatMap((l) => {
    const lang = attr(l, 'rel') === 'alternate' ? attr(l, 'hreflang') : undefined;
    const url = attr(l, 'href');
    return lang && url !== undefined ? [{ lang, url }] : [];
  });
  return { canonical, noindex: /noindex/.test(robots ?? ''), alternates };
}

/**
 * Heads of built pages by URL path ("/vi/blog/x"), filled by the link check's pass over every
 * page (integrations.ts), so the sitemap does not read the site a second time.
 */
export function pageHeads() {
  const heads = new Map<string, PageHead>();
  return {
    record: (url: string, html: string) => void heads.set(url, own(readHead(html))),
    get: (url: string) => heads.get(url),
  };
}

/** A page is listed only if it was built (a head was recorded), is indexable and is its own canonical. */
export function sitemapSerializer(heads: ReturnType<typeof pageHeads>) {
  return (item: SitemapItem): SitemapItem | undefined => {
    const head = heads.get(new URL(item.url).pathname.replace(/(.)\/$/, '$1'));
    if (!head) return undefined;
    const url = item.url.replace(/\/$/, '') || item.url;
    if (head.noindex || !head.canonical || head.canonical.replace(/\/$/, '') !== url.replace(/\/$/, '')) return undefined;
    return { ...item, url: head.canonical, links: head.alternates };
  };
}
