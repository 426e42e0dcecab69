import { getAt } from '../data-path';
import { fieldId } from '../field-paths';
import { useSchemaForm } from '../form-context';
import { GroupNotes, groupDescribedBy } from '../GroupNotes';
import type { ArticlesApi } from './article-api';
import type { ArticleT } from './article-t';
import { NewTagForm } from './NewTagForm';

export interface TagPickerProps {
  at: ArticleT;
  api: ArticlesApi;
  tags: readonly { id: string; name: string }[];
  /** A tag was created: the picker offers it from now on. */
  onCreated(tag: { id: string; name: string }): void;
  onFailure(error: unknown): void;
}

const PATH = ['meta', 'tags'] as const;

/** The article's tags: a box per existing tag, and a new tag named in every language. */
export function TagPicker({ at, api, tags, onCreated, onFailure }: TagPickerProps) {
  const { data, errors, set } = useSchemaForm();
  const stored = getAt(data, PATH);
  const picked = Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
  const toggle = (id: string, on: boolean) => set(PATH, on ? [...picked, id] : picked.filter((p) => p !== id));
  return (
    <fieldset className="studio-group studio-article-tags" id={fieldId([...PATH])} aria-describedby={groupDescribedBy(errors, PATH)}>
      <legend>{at('studioArticles.meta.tags')}</legend>
      <GroupNotes path={PATH} />
      <ul className="studio-article-tags__list">
        {tags.map((tag) => {
          const id = fieldId(`meta.tags.${tag.id}`);
          return (
            <li key={tag.id} className="studio-field--check">
              <input id={id} type="checkbox" checked={picked.includes(tag.id)} onChange={(e) => toggle(tag.id, e.currentTarget.checked)} />
              <label htmlFor={id}>{tag.name}</label>
            </li>
          );
        })}
      </ul>
      <NewTagForm
        at={at}
        api={api}
        onFailure={onFailure}
        onCreated={(tag) => {
          onCreated(tag);
          if (!picked.includes(tag.id)) set(PATH, [...picked, tag.id]);
        }}
      />
    </fieldset>
  );
}
