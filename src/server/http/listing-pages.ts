// The blog's paginated listings as a build wrote them, read from its files so the host, the
// static-host _redirects and the nginx include agree with the pages that exist: where
// "/blog?page=N" leads (its page, or the last one when N is past the end) and the "/page/1" of a
// listing (a URL the pagination never links, but people type: it is the listing itself).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RedirectRule } from './redirect-rules.ts';
import { LOCALE_PREFIXES } from './on-demand-routes.ts';

/** A page number as the site writes it: 1, 2, … without leading zeros. */
const PAGE_NUMBER = /^[1-9]\d*$/;

const isPage = (clientDir: string, urlPath: string) => existsSync(path.join(clientDir, urlPath, 'index.html'));

/**
 * The highest N whose `<listing>/page/N` page the build holds; 1 when the listing has one page.
 * @param clientDir dist/client
 * @param listing a listing's first page, e.g. "/vi/blog"
 */
export function lastListingPage(clientDir: string, listing: string): number {
  const dir = path.join(clientDir, listing, 'page');
  if (!existsSync(dir)) return 1;
  const pages = readdirSync(dir).filter((name) => PAGE_NUMBER.test(name) && isPage(clientDir, `${listing}/page/${name}`));
  return Math.max(1, ...pages.map(Number));
}

/** Each locale's last blog page, keyed by its prefix ("" for the default locale, "/vi"…). */
export function lastBlogPages(clientDir: string): Map<string, number> {
  return new Map(LOCALE_PREFIXES.map((prefix) => [prefix, lastListingPage(clientDir, `${prefix}/blog`)]));
}

/**
 * "<listing>/page/1" → "<listing>" for every paginated listing the build holds (the blog and each
 * category, in every locale). Tag and month listings are shown whole and have no page routes.
 */
export function firstPageRedirects(clientDir: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const prefix of LOCALE_PREFIXES) {
    const listings = [`${prefix}/blog`];
    const categories = path.join(clientDir, prefix, 'blog/category');
    if (existsSync(categories)) listings.push(...readdirSync(categories).sort().map((id) => `${prefix}/blog/category/${id}`));
    for (const listing of listings) if (isPage(clientDir, listing)) rules.push({ from: `${listing}/page/1`, to: listing });
  }
  return rules;
}

/**
 * Where "?page=N" on a listing's first page leads: page N when it exists, the last page when N is
 * past it, the listing itself for page 1 or anything that is not a page number; undefined when
 * the query names no page.
 * @param listing the listing's first page, e.g. "/vi/blog"
 * @param query the query string with its "?", or ""
 * @param lastPage the listing's last page (Infinity: any number is taken as it is)
 */
export function pageParamTarget(listing: string, query: string, lastPage: number): string | undefined {
  const page = new URLSearchParams(query.slice(0, 2048)).get('page');
  if (page === null) return undefined;
  if (!PAGE_NUMBER.test(page)) return listing;
  const n = Number(page) > lastPage ? String(lastPage) : page;
  return n === '1' ? listing : `${listing}/page/${n}`;
}
