import { pagePath } from '../../blog/listing';
import type { Translate } from '../../i18n/t';

export interface PaginationProps {
  /** Localized path of page 1, e.g. "/vi/blog". */
  basePath: string;
  page: number;
  totalPages: number;
  t: Translate;
}

export function Pagination({ basePath, page, totalPages, t }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={t('blog.pagination')}>
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
              <a href={pagePath(basePath, n)} aria-label={t('blog.pageNumber', { page: n })}>
                {n}
              </a>
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
