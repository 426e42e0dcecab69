import { DEFAULT_LOCALE, type Locale } from './locales.ts';

// In a file of its own, importing only the locale list: the Markdown pipeline, which
// astro.config.mjs loads outside Vite, localizes the links of articles with it.

/**
 * URLs: Korean at the root, other locales under "/<locale>", never a trailing slash except the
 * root itself. `path` arguments are locale-less paths such as "/", "/services" or "/#contact".
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/')) throw new Error(`Paths must start with "/": ${path}`);
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] ?? path;
  const suffix = match?.[2] ?? '';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (locale === DEFAULT_LOCALE) return `${trimmed}${suffix}`;
  return `${trimmed === '/' ? `/${locale}` : `/${locale}${trimmed}`}${suffix}`;
}
