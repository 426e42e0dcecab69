import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales.ts';

export { localizePath } from './localize-path.ts';

/** The locale of a URL path and the path without it: "/vi/services" → { vi, "/services" }. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first) && first !== DEFAULT_LOCALE) {
    const path = `/${rest.join('/')}`;
    return { locale: first, path: path.length > 1 ? path.replace(/\/+$/, '') : '/' };
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  return { locale: DEFAULT_LOCALE, path: path || '/' };
}

/** The `[...lang]` route parameter for a locale: undefined puts Korean at the root. */
export function localeParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** Static paths for a page that exists once per locale. */
export function getLocaleStaticPaths() {
  return LOCALES.map((locale) => ({ params: { lang: localeParam(locale) }, props: { locale } }));
}

/**
 * The locale of an on-demand page from its `[...lang]` parameter: undefined is Korean; "vi"/"en"
 * are theirs; anything else (including "ko", which lives at the root) is no page at all.
 */
export function localeFromParam(param: string | undefined): Locale | undefined {
  if (param === undefined) return DEFAULT_LOCALE;
  return isLocale(param) && param !== DEFAULT_LOCALE ? param : undefined;
}
