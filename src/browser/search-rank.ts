import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';

/** How many results the search page shows at first, and adds with each "show more". */
export const RESULT_BATCH = 20;

/**
 * The language of a result from its URL: Korean pages live at the root, the others under /vi and
 * /en. (Kept apart from i18n/routing, which imports the site config and zod into the browser.)
 */
export function localeOfUrl(url: string): Locale {
  const first = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('/')[1] ?? '';
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/**
 * Results in the page's language first, then the others; inside each group Pagefind's order (best
 * match first) is kept. One index holds every language, so a Vietnamese page can outrank an
 * English one for an English query.
 */
export function rankByLocale<T extends { url: string }>(results: readonly T[], locale: Locale): T[] {
  const own = results.filter((r) => localeOfUrl(r.url) === locale);
  const others = results.filter((r) => localeOfUrl(r.url) !== locale);
  return [...own, ...others];
}
