import { emptyValue, schemaNode, type SchemaNode } from './schema-node';
import { getAt, removeAt } from './data-path';
import { fieldId, type DataPath } from './field-paths';
import { useSchemaForm } from './form-context';
import { GroupNotes, groupDescribedBy } from './GroupNotes';
import { ObjectFields } from './ObjectFields';
import { StringList } from './StringList';

export interface ArrayFieldProps {
  node: Extract<SchemaNode, { kind: 'array' }>;
  path: DataPath;
  label: string;
}

/** A list of entries (a service's options, the special days): each entry a group, add one, retire one. */
export function ArrayField({ node, path, label }: ArrayFieldProps) {
  const { t, data, theirs, errors, update, set, Field } = useSchemaForm();
  const item = schemaNode(node.items);
  if (item.kind === 'string') return <StringList path={path} label={label} />;
  const stored = getAt(data, path);
  const items = Array.isArray(stored) ? stored : [];
  const theirItems = theirs === undefined ? undefined : getAt(theirs, path);
  const theirCount = Array.isArray(theirItems) ? theirItems.length : 0;
  const canRemove = items.length > node.minItems;
  return (
    <fieldset className="studio-group" id={fieldId(path)} aria-describedby={groupDescribedBy(errors, path)}>
      <legend>{label}</legend>
      <GroupNotes path={path} />
      {theirs !== undefined && theirCount !== items.length ? <p className="studio-theirs">{t('studio.conflict.theirsCount', { count: theirCount })}</p> : null}
      {items.map((_, i) => {
        const itemLabel = t('studio.item', { label, n: i + 1 });
        const remove = canRemove ? (
          <button type="button" className="btn btn--light studio-remove" onClick={() => update((d) => removeAt(d, path, i))}>
            {t('studio.remove', { label: itemLabel })}
          </button>
        ) : null;
        return item.kind === 'object' ? (
          <ObjectFields key={i} node={item} path={[...path, i]} legend={itemLabel}>
            {remove}
          </ObjectFields>
        ) : (
          <div key={i} className="studio-list__item">
            <Field schema={node.items} path={[...path, i]} label={itemLabel} required />
            {remove}
          </div>
        );
      })}
      <button type="button" className="btn btn--light" onClick={() => set([...path, items.length], emptyValue(node.items))}>
        {t('studio.add', { label })}
      </button>
    </fieldset>
  );
}
