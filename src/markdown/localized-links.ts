import type { MdastPluginDefinition } from 'satteri';
import { localizePath } from '../i18n/localize-path.ts';
import { isLocale, LOCALES, type Locale } from '../i18n/locales.ts';

/** A content file's language from its name: `…/<slug>/vi.mdx` is Vietnamese. */
function localeOfFile(fileURL: URL | undefined): Locale | undefined {
  const name = fileURL?.pathname.split('/').at(-1)?.replace(/\.mdx?$/, '');
  return name !== undefined && isLocale(name) ? name : undefined;
}

/** Whether a root-relative path already names a locale ("/vi", "/en/blog/…"). */
const LOCALIZED = new RegExp(`^/(${LOCALES.join('|')})(?=[/?#]|$)`);

/**
 * A site path written in an article's text ("/services/thai-massage", "/blog/x", "/#contact")
 * leads to that page in the article's own language: authors write the locale-less path once, as
 * the content blocks take it. Without this, 65 links in the Vietnamese and English articles led to
 * the Korean pages. External links, `//host` links and paths that name a locale are left alone, as
 * is a text with no file (the studio's preview). Returns the new URL, or undefined to keep it.
 */
export function localizedUrl(url: string, fileURL: URL | undefined): string | undefined {
  const locale = localeOfFile(fileURL);
  if (!locale || !url.startsWith('/') || url.startsWith('//') || LOCALIZED.test(url)) return undefined;
  const localized = localizePath(url, locale);
  return localized === url ? undefined : localized;
}

/** The Sätteri mdast plugin: inline links and link definitions alike. */
export const localizedLinks = {
  name: 'localized-links',
  link(node, ctx) {
    const url = localizedUrl(node.url, ctx.fileURL);
    if (url) ctx.setProperty(node, 'url', url);
  },
  definition(node, ctx) {
    const url = localizedUrl(node.url, ctx.fileURL);
    if (url) ctx.setProperty(node, 'url', url);
  },
} satisfies MdastPluginDefinition;
