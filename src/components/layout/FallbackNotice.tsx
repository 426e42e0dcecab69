import { fallbackNoticeText } from '../../i18n/fallback';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';

export interface FallbackNoticeProps {
  locale: Locale;
  /** The language of the text shown. */
  contentLocale: Locale;
  /** The language the content was written in; differs from contentLocale when a translation is shown. */
  originalLocale: Locale;
  t: Translate;
}

/** Tells the reader, in their language, which language the text below is in and which is the original. */
export function FallbackNotice({ locale, contentLocale, originalLocale, t }: FallbackNoticeProps) {
  return (
    <p className="fallback-notice" role="note">
      {fallbackNoticeText({ locale, contentLocale, originalLocale }, t)}
    </p>
  );
}
