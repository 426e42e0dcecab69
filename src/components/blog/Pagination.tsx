import '../../styles/blog.css';
import { pagePath } from '../../blog/listing';
import type { Translate } from '../../i18n/t';

export interface PaginationProps {
  /** Localized path of page 1, e.g. "/vi/blog". */
  basePath: string;
  page: number;
  totalPages: number;
  t: Translate;
}

/**
 * The words of a page link's label around its number, hidden from sight, with a space on each
 * side of the number: the accessible name ("2 페이지", "Trang 2") then holds the visible "2" as a
 * word. An aria-label of "2페이지" did not (axe `label-content-name-mismatch`, WCAG 2.5.3), so
 * voice users saying "click 2" missed the link.
 */
export function splitPageLabel(label: string, page: number): [before: string, after: string] {
  const number = String(page);
  const at = label.indexOf(number);
  if (at < 0) return [`${label} `, ''];
  const before = label.slice(0, at);
  const after = label.slice(at + number.length);
  return [before && !/\s$/.test(before) ? `${before} ` : before, after && !/^\s/.test(after) ? ` ${after}` : after];
}

function PageLink({ href, label, page }: { href: string; label: string; page: number }) {
  const [before, after] = splitPageLabel(label, page);
  return (
    <a href={href}>
      {before ? <span className="visually-hidden">{before}</span> : null}
      {page}
      {after ? <span className="visually-hidden">{after}</span> : null}
    </a>
  );
}

export function Pagination({ basePath, page, totalPages, t }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={t('blog.pagination')} data-last-page={totalPages}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={pagePath(basePath, page - 1)} rel="prev">
              {t('blog.previous')}
            </a>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="pagination__current">
                {n}
              </span>
            ) : (
              <PageLink href={pagePath(basePath, n)} label={t('blog.pageNumber', { page: n })} page={n} />
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <a href={pagePath(basePath, page + 1)} rel="next">
              {t('blog.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
