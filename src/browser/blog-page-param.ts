/**
 * Old links used /blog?page=N. Our server and nginx answer those with a 301 to /blog/page/N (past
 * the last page, to the last page); on a plain static host this sends the visitor there instead.
 * @param lastPage the blog's last page (the pagination's `data-last-page`; 1 without pagination)
 */
export function redirectOldPageParam(loc: Pick<Location, 'pathname' | 'search' | 'replace'>, lastPage: number): void {
  const page = new URLSearchParams(loc.search).get('page');
  if (!page || !/^[1-9][0-9]*$/.test(page)) return;
  const target = Number(page) > lastPage ? lastPage : Number(page);
  if (target > 1) loc.replace(`${loc.pathname.replace(/\/$/, '')}/page/${target}`);
}

/** The last page the listing's pagination names; 1 when it has none (one page). */
export function lastPageOf(doc: Pick<Document, 'querySelector'>): number {
  const last = Number(doc.querySelector('[data-last-page]')?.getAttribute('data-last-page'));
  return Number.isInteger(last) && last > 1 ? last : 1;
}
