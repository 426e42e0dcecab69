import '../../styles/search.css';
import { languageName } from '../../i18n/fallback';
import { LOCALES, type Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { SearchForm } from './SearchForm';

export interface SearchPageProps {
  locale: Locale;
  t: Translate;
}

/**
 * The search page. The form is plain HTML; src/browser/search.ts loads the Pagefind index only
 * here, runs the query from ?q= and fills the results list. Messages the script shows are
 * carried as data attributes so it needs no strings of its own: the status lines, and for each
 * language how a result in it is labelled ("Page in Vietnamese"). The "show more" button stays
 * hidden until there are more results than listed.
 */
export function SearchPage({ locale, t }: SearchPageProps) {
  const languageLabels = Object.fromEntries(
    LOCALES.map((l) => [`data-lang-${l}`, t('search.resultLanguage', { language: languageName(l, locale) })]),
  );
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
        data-msg-shown={t('search.resultsShown', { query: '{query}', count: '{count}', shown: '{shown}' })}
        data-msg-none={t('search.noResults', { query: '{query}' })}
        data-msg-failed={t('search.failed')}
        {...languageLabels}
      >
        <p id="search-status" className="search-results__status" role="status" aria-live="polite">
          <noscript>{t('search.needsJs')}</noscript>
        </p>
        <ol id="search-list" className="search-results__list" />
        <button id="search-more" type="button" className="btn btn--light search-results__more" hidden>
          {t('search.showMore')}
        </button>
      </div>
    </div>
  );
}
