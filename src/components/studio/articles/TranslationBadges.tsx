import { LOCALE_META, LOCALES, type Locale } from '../../../i18n/locales';
import type { TranslationState } from '../../../studio/article-contract';
import type { ArticleT } from './article-t';

export interface TranslationBadgesProps {
  at: ArticleT;
  languages: Record<Locale, TranslationState>;
}

/** Each language of an article and where its text stands, in words ("VI: Original"): the colour only repeats them. */
export function TranslationBadges({ at, languages }: TranslationBadgesProps) {
  return (
    <ul className="studio-article-badges">
      {LOCALES.map((l) => (
        <li key={l} className={`studio-article-badge studio-article-badge--${languages[l]}`}>
          {at('studioArticles.badge', { language: LOCALE_META[l].short, state: at(`studioArticles.state.${languages[l]}`) })}
        </li>
      ))}
    </ul>
  );
}
