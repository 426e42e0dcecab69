import { DEFAULT_LOCALE, LOCALES, LOCALE_META, type Locale } from './locales';
import { localizePath } from './routing';

/** What a piece of content (page, article, legal text) exists in. */
export interface Translations {
  /** Locales that have their own text. */
  available: readonly Locale[];
  /** The locale it was first written in. */
  original: Locale;
}

export interface LocalizedView {
  /** The locale of the page's navigation and UI strings. */
  locale: Locale;
  /** The locale of the text shown: the page's own, or the fallback. */
  contentLocale: Locale;
  /** True when the text is shown in another language than the page's. */
  isFallback: boolean;
  /** Locale-less path → canonical path: the fallback page points to the text it shows. */
  canonicalPath: string;
  /** hreflang alternates: only languages that really have this content. */
  alternates: { locale: Locale; path: string }[];
  /** The version for visitors whose language we do not have. */
  xDefaultPath: string;
  /** Per locale: whether this content really exists in it (for the language switcher). */
  existsIn: Record<Locale, boolean>;
}

/**
 * The one fallback rule (SPEC §2), for every content type: every page exists at every locale URL;
 * where the content has no text in that locale it shows the Korean text, or else the original,
 * with a notice, `lang` on the content, canonical to the shown version and hreflang only for
 * locales that exist.
 */
export function resolveLocalizedView(path: string, locale: Locale, t: Translations): LocalizedView {
  if (t.available.length === 0) throw new Error(`Content at ${path} exists in no locale`);
  if (!t.available.includes(t.original)) {
    throw new Error(`Content at ${path}: original locale ${t.original} is not among its locales`);
  }
  const fallbackLocale = t.available.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : t.original;
  const isFallback = !t.available.includes(locale);
  const contentLocale = isFallback ? fallbackLocale : locale;
  const ordered = LOCALES.filter((l) => t.available.includes(l));
  return {
    locale,
    contentLocale,
    isFallback,
    canonicalPath: localizePath(path, contentLocale),
    alternates: ordered.map((l) => ({ locale: l, path: localizePath(path, l) })),
    xDefaultPath: localizePath(path, fallbackLocale),
    existsIn: Object.fromEntries(LOCALES.map((l) => [l, t.available.includes(l)])) as Record<Locale, boolean>,
  };
}

/** Pages whose text lives in the UI dictionaries exist in every locale. */
export const ALL_LOCALES: Translations = { available: LOCALES, original: DEFAULT_LOCALE };

/** The `lang` attribute for content shown in a fallback language; undefined when it is the page's own. */
export function contentLang(view: LocalizedView): string | undefined {
  return view.isFallback ? LOCALE_META[view.contentLocale].lang : undefined;
}
