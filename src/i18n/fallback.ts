import { DEFAULT_LOCALE, LOCALES, LOCALE_META, type Locale } from './locales';
import { localizePath } from './routing';
import type { Translate } from './t';

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
  /** The locale the content was first written in (the original; contentLocale may be a translation). */
  originalLocale: Locale;
  /** True when the text is shown in another language than the page's. */
  isFallback: boolean;
  /** Locale-less path → canonical path: the fallback page points to the text it shows. */
  canonicalPath: string;
  /** hreflang alternates: only languages that really have this content. */
  alternates: { locale: Locale; path: string }[];
  /** The version for visitors whose language we do not have. */
  xDefaultPath: string;
  /** Per locale: the language that locale's page shows (its own where the content exists in it, else the fallback). */
  shownIn: Record<Locale, Locale>;
}

/** Where content has no text in a locale, it is shown in Korean if it has Korean, else in its original. */
function fallbackLocale(t: Translations): Locale {
  return t.available.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : t.original;
}

/**
 * The language content is shown in on a locale's page: its own text there, else the fallback
 * (SPEC §2). Every place that shows a title or a text picks it by this (pages, cards, menus,
 * sidebars), so a link never names an article in another language than its page shows.
 */
export function shownLocale(locale: Locale, t: Translations): Locale {
  return t.available.includes(locale) ? locale : fallbackLocale(t);
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
  const isFallback = !t.available.includes(locale);
  const contentLocale = shownLocale(locale, t);
  const ordered = LOCALES.filter((l) => t.available.includes(l));
  return {
    locale,
    contentLocale,
    originalLocale: t.original,
    isFallback,
    canonicalPath: localizePath(path, contentLocale),
    alternates: ordered.map((l) => ({ locale: l, path: localizePath(path, l) })),
    xDefaultPath: localizePath(path, fallbackLocale(t)),
    shownIn: Object.fromEntries(LOCALES.map((l) => [l, shownLocale(l, t)])) as Record<Locale, Locale>,
  };
}

/** Pages whose text lives in the UI dictionaries exist in every locale. */
export const ALL_LOCALES: Translations = { available: LOCALES, original: DEFAULT_LOCALE };

/** The `lang` attribute for content shown in a fallback language; undefined when it is the page's own. */
export function contentLang(view: LocalizedView): string | undefined {
  return view.isFallback ? LOCALE_META[view.contentLocale].lang : undefined;
}

const LANGUAGE_NAMES = new Map<Locale, Intl.DisplayNames>();

/**
 * A language's name in the reader's language, as it reads inside a sentence:
 * languageName('ko', 'en') → "Korean", ('vi', 'ko') → "베트남어", ('ko', 'vi') → "tiếng Hàn".
 */
export function languageName(language: Locale, inLocale: Locale): string {
  let names = LANGUAGE_NAMES.get(inLocale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_META[inLocale].lang], { type: 'language' });
    LANGUAGE_NAMES.set(inLocale, names);
  }
  const name = names.of(language) ?? LOCALE_META[language].name;
  // Vietnamese writes "tiếng Hàn" in lower case inside a sentence; ICU gives the title form.
  return inLocale === 'vi' ? name.charAt(0).toLocaleLowerCase('vi') + name.slice(1) : name;
}

/**
 * The notice above content shown in a fallback language: which language is shown and, when that
 * text is itself a translation, which language the original is in (an English page showing the
 * Korean translation of a Vietnamese article must not call the Korean "the original").
 */
export function fallbackNoticeText(view: Pick<LocalizedView, 'locale' | 'contentLocale' | 'originalLocale'>, t: Translate): string {
  const name = (l: Locale) => languageName(l, view.locale);
  const vars = { language: name(view.locale), shown: name(view.contentLocale), original: name(view.originalLocale) };
  return view.contentLocale === view.originalLocale ? t('fallback.notice', vars) : t('fallback.noticeTranslation', vars);
}
