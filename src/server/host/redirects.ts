// Addresses that moved: old pagination links (/blog?page=N) go to the static page URLs.
import { pageParamTarget } from '../http/listing-pages.ts';
import { LOCALE_PREFIXES } from '../http/on-demand-routes.ts';

/**
 * The 301 target for "/blog?page=N" (any locale), or undefined when the URL is not one.
 * Page 1 and invalid numbers lead to the blog index itself; a page past the last one to the last.
 * @param pathname the normalised request path
 * @param query the query string with its "?", or ""
 * @param lastPages each locale prefix's last blog page (src/server/http/listing-pages.ts); a
 *   prefix missing from it takes any number as it is
 */
export function blogPageRedirect(pathname: string, query: string, lastPages: ReadonlyMap<string, number> = new Map()): string | undefined {
  const prefix = LOCALE_PREFIXES.find((p) => pathname === `${p}/blog`);
  if (prefix === undefined) return undefined;
  return pageParamTarget(pathname, query, lastPages.get(prefix) ?? Infinity);
}
