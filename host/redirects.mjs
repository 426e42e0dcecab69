// @ts-check
// Addresses that moved: old pagination links (/blog?page=N) go to the static page URLs.
import { PREFIXED_LOCALES } from './not-found.mjs';

/**
 * The 301 target for "/blog?page=N" (any locale), or undefined when the URL is not one.
 * Page 1 and invalid numbers lead to the blog index itself.
 * @param {string} pathname the normalised request path
 * @param {string} query the query string with its "?", or ""
 */
export function blogPageRedirect(pathname, query) {
  if (pathname !== '/blog' && !PREFIXED_LOCALES.some((locale) => pathname === `/${locale}/blog`)) return undefined;
  const page = new URLSearchParams(query.slice(0, 2048)).get('page');
  if (page === null) return undefined;
  return /^[1-9]\d*$/.test(page) && page !== '1' ? `${pathname}/page/${page}` : pathname;
}
