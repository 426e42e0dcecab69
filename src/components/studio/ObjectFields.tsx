import { fieldId, fieldLabel, type DataPath } from './field-paths';
import { useSchemaForm } from './form-context';
import { GroupNotes, groupDescribedBy } from './GroupNotes';
import type { SchemaNode } from './schema-node';

export interface ObjectFieldsProps {
  node: Extract<SchemaNode, { kind: 'object' }>;
  path: DataPath;
  /** The group's name; none for the document itself. */
  legend?: string | undefined;
  /** Controls after the fields (an entry's remove button). */
  children?: React.ReactNode;
}

/** An object's fields in schema order, inside a named group unless it is the whole document. */
export function ObjectFields({ node, path, legend, children }: ObjectFieldsProps) {
  const { t, errors, Field } = useSchemaForm();
  const fields = node.properties.map(([key, schema]) => (
    <Field key={key} schema={schema} path={[...path, key]} label={fieldLabel(t, [...path, key])} required={node.required.has(key)} />
  ));
  if (legend === undefined) return <>{fields}</>;
  return (
    <fieldset className="studio-group" id={fieldId(path)} aria-describedby={groupDescribedBy(errors, path)}>
      <legend>{legend}</legend>
      <GroupNotes path={path} />
      {fields}
      {children}
    </fieldset>
  );
}
