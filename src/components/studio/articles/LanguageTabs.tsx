import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LOCALE_META, LOCALES, type Locale } from '../../../i18n/locales';
import type { TranslationState } from '../../../studio/article-contract';
import type { ArticleT } from './article-t';
import { tabAfterKey } from './tab-keys';

export interface LanguageTabsProps {
  at: ArticleT;
  selected: Locale;
  languages: Record<Locale, TranslationState>;
  onSelect(locale: Locale): void;
  /** A language's panel; every panel stays in the page (hidden unless selected), so each tab controls one. */
  panel(locale: Locale): ReactNode;
}

export const tabId = (l: Locale) => `studio-article-tab-${l}`;
export const panelId = (l: Locale) => `studio-article-panel-${l}`;

/** One tab per language, named with its state (ARIA tabs: arrows, Home and End move between them, Tab goes into the panel). */
export function LanguageTabs({ at, selected, languages, onSelect, panel }: LanguageTabsProps) {
  const tabs = useRef(new Map<Locale, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(event.key, LOCALES.indexOf(selected), LOCALES.length);
    const locale = next === undefined ? undefined : LOCALES[next];
    if (locale === undefined) return;
    event.preventDefault();
    onSelect(locale);
    tabs.current.get(locale)?.focus();
  };
  return (
    <div className="studio-article-tabs">
      <div role="tablist" aria-label={at('studioArticles.tabs.label')} className="studio-article-tabs__list">
        {LOCALES.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            id={tabId(l)}
            aria-selected={l === selected}
            aria-controls={panelId(l)}
            tabIndex={l === selected ? 0 : -1}
            className="studio-article-tab"
            ref={(el) => {
              if (el) tabs.current.set(l, el);
              else tabs.current.delete(l);
            }}
            onClick={() => onSelect(l)}
            onKeyDown={onKeyDown}
          >
            {at('studioArticles.tabs.tab', { language: LOCALE_META[l].name, state: at(`studioArticles.state.${languages[l]}`) })}
          </button>
        ))}
      </div>
      {LOCALES.map((l) => (
        <div key={l} role="tabpanel" id={panelId(l)} aria-labelledby={tabId(l)} hidden={l !== selected} className="studio-article-tabs__panel">
          {panel(l)}
        </div>
      ))}
    </div>
  );
}
