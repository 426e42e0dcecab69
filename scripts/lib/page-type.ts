// A built page's type, for walking "one page of every type" (the validators' undeclared types) and
// for grouping every page's measurement by type (`npm run bench:pages`).
import { splitLocale } from '../../src/i18n/routing.ts';

/** The path with the locale kept and its variable parts (slug, tag, month, page number) abstracted: "vi:/blog/:slug". */
export function pageType(urlPath: string): string {
  const { locale, path } = splitLocale(urlPath);
  return `${locale}:${path
    .replace(/\/page\/\d+$/, '/page/N')
    .replace(/^\/blog\/(category|tag)\/[^/]+/, '/blog/$1/*')
    .replace(/^\/blog\/\d{4}\/\d{2}$/, '/blog/YYYY/MM')
    .replace(/^\/blog\/(?!category|tag|page|404)[^/]+$/, '/blog/:slug')}`;
}
