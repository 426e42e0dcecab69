import '../../styles/not-found.css';
import { NAV_PATHS } from '../../config/navigation';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';
import { SearchForm } from './SearchForm';

export interface NotFoundContentProps {
  locale: Locale;
  t: Translate;
  /** "article": an unknown /blog/<slug>; "page": any other unknown address. */
  kind: 'page' | 'article';
}

export function NotFoundContent({ locale, t, kind }: NotFoundContentProps) {
  const href = (p: string) => localizePath(p, locale);
  return (
    <div className="container page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{kind === 'article' ? t('articleNotFound.title') : t('notFound.title')}</h1>
      <p className="page__lead">{kind === 'article' ? t('articleNotFound.body') : t('notFound.body')}</p>
      <SearchForm locale={locale} t={t} id="not-found-search" />
      <ul className="not-found__links">
        {kind === 'article' ? (
          <li>
            <a className="btn btn--primary" href={href(NAV_PATHS.blog)}>
              {t('articleNotFound.back')}
            </a>
          </li>
        ) : null}
        <li>
          <a className={kind === 'article' ? 'btn btn--light' : 'btn btn--primary'} href={href(NAV_PATHS.home)}>
            {t('notFound.home')}
          </a>
        </li>
        <li>
          <a className="btn btn--light" href={href(NAV_PATHS.services)}>
            {t('notFound.services')}
          </a>
        </li>
        {kind === 'page' ? (
          <li>
            <a className="btn btn--light" href={href(NAV_PATHS.blog)}>
              {t('notFound.blog')}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
