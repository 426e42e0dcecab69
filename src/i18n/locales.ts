/** The site's languages. Korean is the default: its pages live at the root, the others under /vi and /en. */
export const LOCALES = ['ko', 'vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';

/** What each locale needs beyond its code: BCP 47 tag for `lang`/Intl, Open Graph locale, endonym. */
export const LOCALE_META: Record<Locale, { lang: string; og: string; name: string; short: string }> = {
  ko: { lang: 'ko-KR', og: 'ko_KR', name: '한국어', short: 'KO' },
  vi: { lang: 'vi-VN', og: 'vi_VN', name: 'Tiếng Việt', short: 'VI' },
  en: { lang: 'en', og: 'en_US', name: 'English', short: 'EN' },
};

/** All business dates and times are in the spa's time zone, whatever the visitor's or server's zone. */
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
