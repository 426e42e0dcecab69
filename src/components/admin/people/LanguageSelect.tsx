import { LOCALE_META, LOCALES, type Locale } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/t';

/** The admin's language as a labelled choice, each language named in itself (and marked so). */
export function LanguageSelect({ t, id, value }: { t: Translate; id: string; value?: Locale | undefined }) {
  return (
    <>
      <label htmlFor={id}>{t('invite.language')}</label>
      <select id={id} name="locale" defaultValue={value}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={LOCALE_META[locale].lang}>
            {LOCALE_META[locale].name}
          </option>
        ))}
      </select>
    </>
  );
}
