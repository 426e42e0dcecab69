import { LOCALE_META, type Locale } from '../../../i18n/locales';
import type { TranslationState } from '../../../studio/article-contract';
import { ScalarField } from '../ScalarField';
import { StringList } from '../StringList';
import type { ArticleT } from './article-t';
import { DraftChoice } from './DraftChoice';

export interface LanguagePanelProps {
  at: ArticleT;
  locale: Locale;
  original: Locale | undefined;
  state: TranslationState;
  /** Whether the language has a text in the editor (written or begun). */
  present: boolean;
  /** The article is saved, so a translation can be marked checked. */
  saved: boolean;
  onStart(): void;
  onMarkChecked(): void;
  /** The body, the palette and the preview: drawn for the selected language only. */
  children?: React.ReactNode;
}

const TEXT = { kind: 'string', format: undefined, pattern: undefined } as const;

/** One language of the article: why it is out of date (if it is), its front matter, draft or ready, and its body. */
export function LanguagePanel({ at, locale, original, state, present, saved, onStart, onMarkChecked, children }: LanguagePanelProps) {
  const language = LOCALE_META[locale].name;
  const lang = LOCALE_META[locale].lang;
  if (!present) {
    return (
      <div className="studio-article-panel">
        <p>{at('studioArticles.text.missing', { language })}</p>
        <button type="button" className="btn btn--light" onClick={onStart}>
          {at('studioArticles.text.start', { language })}
        </button>
      </div>
    );
  }
  return (
    <div className="studio-article-panel">
      {state === 'outdated' && saved ? (
        <div className="studio-article-outdated">
          <p>{at('studioArticles.outdated.why', { language: original ? LOCALE_META[original].name : '' })}</p>
          <button type="button" className="btn btn--light" onClick={onMarkChecked}>
            {at('studioArticles.outdated.check')}
          </button>
        </div>
      ) : null}
      <ScalarField node={TEXT} path={['texts', locale, 'title']} label={at('studioArticles.text.title')} lang={lang} required />
      <ScalarField node={TEXT} path={['texts', locale, 'description']} label={at('studioArticles.text.description')} lang={lang} required multiline />
      <ScalarField node={TEXT} path={['texts', locale, 'heroAlt']} label={at('studioArticles.text.heroAlt')} lang={lang} required />
      {/* No lang here: StringList marks its legend with it too, and the legend is in the owner's language. */}
      <StringList path={['texts', locale, 'keywords']} label={at('studioArticles.text.keywords')} />
      <DraftChoice at={at} locale={locale} />
      {children}
    </div>
  );
}
