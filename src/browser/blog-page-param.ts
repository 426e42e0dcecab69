/**
 * Old links used /blog?page=N. Our server and nginx answer those with a 301 to /blog/page/N;
 * on a plain static host this sends the visitor there instead.
 */
export function redirectOldPageParam(loc: Location): void {
  const page = new URLSearchParams(loc.search).get('page');
  if (page && /^[0-9]+$/.test(page) && page !== '1') loc.replace(`${loc.pathname.replace(/\/$/, '')}/page/${page}`);
}
