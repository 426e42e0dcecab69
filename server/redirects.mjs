// @ts-check
// Addresses that moved: old pagination links (/blog?page=N) go to the static page URLs.

/**
 * The 301 target for "/blog?page=N" (any locale), or undefined when the URL is not one.
 * Page 1 and invalid numbers lead to the blog index itself.
 * @param {string} url the request URL (path and query)
 */
export function blogPageRedirect(url) {
  const [pathname = '/', query = ''] = url.split('?');
  if (!/^(?:\/(?:vi|en))?\/blog$/.test(pathname)) return undefined;
  const page = new URLSearchParams(query).get('page');
  if (page === null) return undefined;
  return /^[1-9]\d*$/.test(page) && page !== '1' ? `${pathname}/page/${page}` : pathname;
}
