import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { SearchForm } from './SearchForm';

export interface SearchPageProps {
  locale: Locale;
  t: Translate;
}

/**
 * The search page. The form is plain HTML; src/scripts/search.ts loads the Pagefind index only
 * here, runs the query from ?q= and fills the results list. Messages the script shows are
 * carried as data attributes so it needs no strings of its own.
 */
export function SearchPage({ locale, t }: SearchPageProps) {
  return (
    <div className="container page search-page">
      <h1>{t('search.title')}</h1>
      <p className="page__lead">{t('search.hint')}</p>
      <SearchForm locale={locale} t={t} id="search-page" />
      <div
        id="search-results"
        className="search-results"
        data-locale={locale}
        data-msg-loading={t('search.loading')}
        data-msg-results={t('search.results', { query: '{query}', count: '{count}' })}
        data-msg-none={t('search.noResults', { query: '{query}' })}
        data-msg-failed={t('search.failed')}
      >
        <p id="search-status" className="search-results__status" role="status" aria-live="polite">
          <noscript>{t('search.needsJs')}</noscript>
        </p>
        <ol id="search-list" className="search-results__list" />
      </div>
    </div>
  );
}
