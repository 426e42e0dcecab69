import '../../styles/search.css';
import { NAV_PATHS } from '../../config/navigation';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';

export interface SearchFormProps {
  locale: Locale;
  t: Translate;
  /** id prefix, so two forms can share a page. */
  id: string;
}

/** A plain GET form to the search page: works from any page, with or without JavaScript. */
export function SearchForm({ locale, t, id }: SearchFormProps) {
  return (
    <form className="search-form" role="search" action={localizePath(NAV_PATHS.search, locale)} method="get">
      <label htmlFor={`${id}-q`}>{t('search.label')}</label>
      <div className="search-form__row">
        <input id={`${id}-q`} name="q" type="search" required maxLength={100} autoComplete="off" />
        <button type="submit" className="btn btn--primary">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
