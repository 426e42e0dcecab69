import { LOCALE_META, type Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';

export interface FallbackNoticeProps {
  locale: Locale;
  contentLocale: Locale;
  t: Translate;
}

/** Tells the reader, in their language, that the text below is in another language. */
export function FallbackNotice({ locale, contentLocale, t }: FallbackNoticeProps) {
  return (
    <p className="fallback-notice" role="note">
      {t('fallback.notice', { language: LOCALE_META[locale].name, original: LOCALE_META[contentLocale].name })}
    </p>
  );
}
