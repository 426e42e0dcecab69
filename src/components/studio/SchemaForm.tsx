import { useMemo } from 'react';
import type { Locale } from '../../i18n/locales';
import type { JsonSchema } from '../../studio/contract';
import { setAt } from './data-path';
import type { DataPath } from './field-paths';
import { SchemaFormContext, type SchemaFormState } from './form-context';
import { ObjectFields } from './ObjectFields';
import { SchemaField } from './SchemaField';
import { schemaNode } from './schema-node';
import type { StudioT } from './studio-t';

export interface SchemaFormProps {
  t: StudioT;
  locale: Locale;
  schema: JsonSchema;
  data: unknown;
  /** The data as last loaded or saved. */
  stored: unknown;
  errors: ReadonlyMap<string, string>;
  /** After a conflict, the data saved first. */
  theirs?: unknown;
  onChange(data: unknown): void;
}

/** The fields of a document, generated from its JSON Schema: the same schema the build checks. */
export function SchemaForm({ t, locale, schema, data, stored, errors, theirs, onChange }: SchemaFormProps) {
  const state = useMemo<SchemaFormState>(
    () => ({
      t,
      locale,
      data,
      stored,
      errors,
      theirs,
      set: (path: DataPath, value: unknown) => onChange(setAt(data, path, value)),
      update: (change) => onChange(change(data)),
      Field: SchemaField,
    }),
    [t, locale, data, stored, errors, theirs, onChange],
  );
  const node = schemaNode(schema);
  return (
    <SchemaFormContext value={state}>
      {node.kind === 'object' ? <ObjectFields node={node} path={[]} /> : <SchemaField schema={schema} path={[]} label="" required />}
    </SchemaFormContext>
  );
}
