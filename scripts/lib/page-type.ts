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

/**
 * The type a page's LCP is grouped by: the page type, except that the service pages are one type
 * here (one layout, one kind of hero). The validators keep them apart (each has its own content);
 * apart, each "type" of one page was its own median, and the report had six service types per locale.
 */
export function speedType(urlPath: string) {
  return pageType(urlPath).replace(/^(\w+:\/services)\/[^/]+$/, '$1/:slug');
}
