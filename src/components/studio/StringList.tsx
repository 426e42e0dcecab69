import { getAt, removeAt } from './data-path';
import { fieldId, type DataPath } from './field-paths';
import { useSchemaForm } from './form-context';
import { GroupNotes, groupDescribedBy } from './GroupNotes';
import { ScalarField } from './ScalarField';

export interface StringListProps {
  path: DataPath;
  label: string;
  /** The language the texts are in (BCP 47), for a localized list. */
  lang?: string | undefined;
}

const TEXT = { kind: 'string', format: undefined, pattern: undefined } as const;

/** A list of short texts (what a service includes): one input per entry, add and remove. */
export function StringList({ path, label, lang }: StringListProps) {
  const { t, data, errors, update, set } = useSchemaForm();
  const stored = getAt(data, path);
  const items = Array.isArray(stored) ? stored : [];
  return (
    <fieldset className="studio-group studio-list" id={fieldId(path)} aria-describedby={groupDescribedBy(errors, path)}>
      <legend>
        <span lang={lang}>{label}</span>
      </legend>
      <GroupNotes path={path} />
      <ol className="studio-list__items">
        {items.map((_, i) => {
          const itemLabel = t('studio.item', { label, n: i + 1 });
          return (
            <li key={i} className="studio-list__item">
              <ScalarField node={TEXT} path={[...path, i]} label={itemLabel} lang={lang} required />
              <button type="button" className="btn btn--light studio-remove" onClick={() => update((d) => removeAt(d, path, i))}>
                {t('studio.remove', { label: itemLabel })}
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn--light" onClick={() => set([...path, items.length], '')}>
        {t('studio.add', { label })}
      </button>
    </fieldset>
  );
}
