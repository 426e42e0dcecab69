// Addresses that moved: old pagination links (/blog?page=N) go to the static page URLs.
import { LOCALE_PREFIXES } from '../http/on-demand-routes.ts';

/**
 * The 301 target for "/blog?page=N" (any locale), or undefined when the URL is not one.
 * Page 1 and invalid numbers lead to the blog index itself.
 * @param pathname the normalised request path
 * @param query the query string with its "?", or ""
 */
export function blogPageRedirect(pathname: string, query: string): string | undefined {
  if (!LOCALE_PREFIXES.some((prefix) => pathname === `${prefix}/blog`)) return undefined;
  const page = new URLSearchParams(query.slice(0, 2048)).get('page');
  if (page === null) return undefined;
  return /^[1-9]\d*$/.test(page) && page !== '1' ? `${pathname}/page/${page}` : pathname;
}
