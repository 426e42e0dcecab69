import { useState } from 'react';
import { getAt, removeKey } from './data-path';
import { fieldId, pathText, type DataPath } from './field-paths';
import { useSchemaForm } from './form-context';
import { GroupNotes, groupDescribedBy } from './GroupNotes';
import { readableValue } from './readable';
import { emptyValue, type SchemaNode } from './schema-node';

export interface RecordFieldProps {
  node: Extract<SchemaNode, { kind: 'record' }>;
  path: DataPath;
  label: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Named entries the owner chooses (social links by network): one field per name, add a name, remove one. */
export function RecordField({ node, path, label }: RecordFieldProps) {
  const { t, locale, data, theirs, errors, update, set, Field } = useSchemaForm();
  const [newKey, setNewKey] = useState('');
  const stored = getAt(data, path);
  const entries = isRecord(stored) ? Object.keys(stored) : [];
  const theirEntries = theirs === undefined ? undefined : getAt(theirs, path);
  const keysDiffer = isRecord(theirEntries) && Object.keys(theirEntries).sort().join('\n') !== [...entries].sort().join('\n');
  const id = fieldId(path);
  const key = newKey.trim();
  const add = () => {
    if (key === '' || entries.includes(key)) return;
    set([...path, key], emptyValue(node.values));
    setNewKey('');
  };
  return (
    <fieldset className="studio-group" id={id} aria-describedby={groupDescribedBy(errors, path)}>
      <legend>{label}</legend>
      <GroupNotes path={path} />
      {keysDiffer ? <p className="studio-theirs">{t('studio.conflict.theirs', { value: readableValue(t, locale, pathText(path), theirEntries) })}</p> : null}
      {entries.map((entry) => (
        <div key={entry} className="studio-list__item">
          <Field schema={node.values} path={[...path, entry]} label={entry} required />
          <button type="button" className="btn btn--light studio-remove" onClick={() => update((d) => removeKey(d, path, entry))}>
            {t('studio.remove', { label: entry })}
          </button>
        </div>
      ))}
      <div className="studio-record-add">
        <label htmlFor={`${id}-new`}>{t('studio.record.newKey', { label })}</label>
        <input
          id={`${id}-new`}
          type="text"
          autoComplete="off"
          value={newKey}
          onChange={(e) => setNewKey(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter adds the entry here instead of saving the whole document.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
        />
        <button type="button" className="btn btn--light" onClick={add}>
          {t('studio.record.add', { label })}
        </button>
      </div>
    </fieldset>
  );
}
