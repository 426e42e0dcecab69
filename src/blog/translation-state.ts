import { LOCALES, type Locale } from '../i18n/locales.ts';
import type { TranslationState } from '../studio/article-contract.ts';

export interface TextFacts {
  draft: boolean;
}

/**
 * Where each language stands (src/studio/article-contract.ts, TranslationState): a draft first,
 * then the original, then a translation is current while the hash it recorded (meta.yaml
 * `translations`) is the original's hash now, and outdated otherwise (also when it never recorded one).
 */
export function translationStates(article: {
  original: Locale;
  /** meta.yaml `translations`. */
  translations: Partial<Record<Locale, string>>;
  /** The languages with a text. */
  texts: Partial<Record<Locale, TextFacts>>;
  /** The original's hash now (./translation-hash.ts); undefined when it has no text. */
  originalHash: string | undefined;
}): Record<Locale, TranslationState> {
  const state = (locale: Locale): TranslationState => {
    const text = article.texts[locale];
    if (!text) return 'missing';
    if (text.draft) return 'draft';
    if (locale === article.original) return 'original';
    return article.originalHash !== undefined && article.translations[locale] === article.originalHash ? 'current' : 'outdated';
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, state(locale)])) as Record<Locale, TranslationState>;
}
