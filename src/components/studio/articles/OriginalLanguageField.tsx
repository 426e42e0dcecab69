import { isLocale, LOCALE_META, LOCALES } from '../../../i18n/locales';
import { getAt } from '../data-path';
import { FieldNotes, useFieldNotes } from '../FieldNotes';
import { useSchemaForm } from '../form-context';
import type { ArticleDraft } from './article-draft';
import type { ArticleT } from './article-t';

export interface OriginalLanguageFieldProps {
  at: ArticleT;
  /** A new article may still choose; a saved one keeps its original. */
  editable: boolean;
}

const PATH = ['meta', 'original'] as const;

/** The language the article is written in first; the others are translations of it. */
export function OriginalLanguageField({ at, editable }: OriginalLanguageFieldProps) {
  const { data, update } = useSchemaForm();
  const { id, error, describedBy } = useFieldNotes(PATH, undefined);
  const original = getAt(data, PATH);
  const current = isLocale(original) ? original : undefined;
  if (!editable) {
    return (
      <div className="studio-field">
        <p className="studio-article-hero__label">{at('studioArticles.meta.original')}</p>
        <p>{current ? LOCALE_META[current].name : String(original ?? '')}</p>
      </div>
    );
  }
  const choose = (value: string) => {
    if (!isLocale(value)) return;
    update((d) => {
      const draft = d as ArticleDraft;
      // The text begun in the language first chosen moves with the choice.
      const text = current === undefined ? undefined : draft.texts[current];
      const texts = current !== undefined && text !== undefined && draft.texts[value] === undefined ? { ...draft.texts, [current]: undefined, [value]: text } : draft.texts;
      const kept = Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined));
      return { ...draft, meta: { ...draft.meta, original: value }, texts: kept };
    });
  };
  return (
    <div className="studio-field">
      <label htmlFor={id}>{at('studioArticles.meta.original')}</label>
      <select id={id} value={current ?? ''} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(e) => choose(e.currentTarget.value)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={LOCALE_META[l].lang}>
            {LOCALE_META[l].name}
          </option>
        ))}
      </select>
      <FieldNotes path={PATH} />
    </div>
  );
}
