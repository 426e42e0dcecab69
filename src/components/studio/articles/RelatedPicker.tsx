import { useState } from 'react';
import type { ArticleSummary } from '../../../studio/article-contract';
import { getAt } from '../data-path';
import { fieldId } from '../field-paths';
import { useSchemaForm } from '../form-context';
import { GroupNotes, groupDescribedBy } from '../GroupNotes';
import type { ArticleT } from './article-t';

export interface RelatedPickerProps {
  at: ArticleT;
  /** Every article, to pick from (the edited one is left out). */
  articles: readonly ArticleSummary[];
  slug: string | undefined;
}

const PATH = ['meta', 'related'] as const;

/** Related articles, picked from the list by title, in the order they are shown under the article. */
export function RelatedPicker({ at, articles, slug }: RelatedPickerProps) {
  const { t, data, errors, set } = useSchemaForm();
  const [choice, setChoice] = useState('');
  const stored = getAt(data, PATH);
  const picked = Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
  const titles = new Map(articles.map((a) => [a.slug, a.title]));
  const offered = articles.filter((a) => a.slug !== slug && !picked.includes(a.slug));
  const selectId = `${fieldId([...PATH])}-pick`;
  const add = () => {
    if (choice === '' || picked.includes(choice)) return;
    set(PATH, [...picked, choice]);
    setChoice('');
  };
  return (
    <fieldset className="studio-group" id={fieldId([...PATH])} aria-describedby={groupDescribedBy(errors, PATH)}>
      <legend>{at('studioArticles.meta.related')}</legend>
      <GroupNotes path={PATH} />
      {picked.length === 0 ? <p>{at('studioArticles.related.none')}</p> : null}
      <ol className="studio-list__items">
        {picked.map((related) => {
          const title = titles.get(related) ?? related;
          return (
            <li key={related} className="studio-article-related">
              <span>{title}</span>
              <button type="button" className="btn btn--light studio-remove" onClick={() => set(PATH, picked.filter((p) => p !== related))}>
                {t('studio.remove', { label: title })}
              </button>
            </li>
          );
        })}
      </ol>
      <div className="studio-field">
        <label htmlFor={selectId}>{at('studioArticles.related.pick')}</label>
        <select id={selectId} value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
          <option value="">{at('studioArticles.related.choose')}</option>
          {offered.map((a) => (
            <option key={a.slug} value={a.slug}>
              {a.title}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn--light" onClick={add}>
        {at('studioArticles.related.add')}
      </button>
    </fieldset>
  );
}
