import type { Locale } from '../../../i18n/locales';
import { getAt } from '../data-path';
import { fieldId } from '../field-paths';
import { useSchemaForm } from '../form-context';
import { GroupNotes, groupDescribedBy } from '../GroupNotes';
import type { ArticleT } from './article-t';

export interface DraftChoiceProps {
  at: ArticleT;
  locale: Locale;
}

/** Whether a language's text is kept as a draft (saved, not built) or ready to go out with the next publish. */
export function DraftChoice({ at, locale }: DraftChoiceProps) {
  const { data, errors, set } = useSchemaForm();
  const path = ['texts', locale, 'draft'] as const;
  const draft = getAt(data, path) !== false;
  const id = fieldId([...path]);
  return (
    <fieldset className="studio-group studio-article-draft" id={id} aria-describedby={groupDescribedBy(errors, path)}>
      <legend>{at('studioArticles.text.draft')}</legend>
      <GroupNotes path={path} />
      {([true, false] as const).map((value) => (
        <div key={String(value)} className="studio-field--check">
          <input id={`${id}-${value}`} type="radio" name={id} checked={draft === value} onChange={() => set(path, value)} />
          <label htmlFor={`${id}-${value}`}>{at(value ? 'studioArticles.draft.draft' : 'studioArticles.draft.ready')}</label>
        </div>
      ))}
    </fieldset>
  );
}
