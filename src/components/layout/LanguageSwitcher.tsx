import { LOCALES, LOCALE_META, type Locale } from '../../i18n/locales';
import { languageName } from '../../i18n/fallback';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';

export interface LanguageSwitcherProps {
  locale: Locale;
  /** The current page's locale-less path; every language link points to this same page. */
  path: string;
  /**
   * The language each locale's page shows: its own where the content exists in it, else the
   * fallback's text.
   */
  shownIn: Record<Locale, Locale>;
  t: Translate;
  /** Show each language's own name instead of its two-letter code (the mobile menu, where there is room). */
  full?: boolean;
}

/**
 * Real links to this page in each language. A language the content lacks is still linked (the
 * page shows the fallback text there) but marked, and carries no hreflang claim.
 */
export function LanguageSwitcher({ locale, path, shownIn, t, full = false }: LanguageSwitcherProps) {
  const links = (
    <ul>
      {LOCALES.map((l) => {
        const meta = LOCALE_META[l];
        const exists = shownIn[l] === l;
        // Says which language that page shows instead (not "the original": it may be a translation).
        const missing = t('nav.languageMissing', { language: languageName(l, locale), shown: languageName(shownIn[l], locale) });
        return (
          <li key={l}>
            <a
              href={localizePath(path, l)}
              hrefLang={exists ? l : undefined}
              aria-current={l === locale ? 'page' : undefined}
              title={exists ? meta.name : missing}
              // A language's own name as the title is in that language; the missing line is in the page's.
              lang={exists ? meta.lang : undefined}
              className={exists ? undefined : 'lang-switch__missing'}
            >
              {full && exists ? (
                meta.name
              ) : (
                <>
                  <span aria-hidden="true" lang={meta.lang}>
                    {full ? meta.name : meta.short}
                  </span>
                  <span className="visually-hidden">
                    {exists ? meta.name : missing}
                  </span>
                </>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
  // The header's switcher is the page's language landmark. The menu's copy (full names) is on
  // screen together with it, so it is a named group: two landmarks of one name would give a
  // screen reader's landmark list two identical entries.
  return full ? (
    <div className="lang-switch lang-switch--full" role="group" aria-label={t('nav.language')}>
      {links}
    </div>
  ) : (
    <nav className="lang-switch" aria-label={t('nav.language')}>
      {links}
    </nav>
  );
}
