import { createContext, useContext, type ComponentType } from 'react';
import type { Locale } from '../../i18n/locales';
import type { JsonSchema } from '../../studio/contract';
import type { DataPath } from './field-paths';
import type { StudioT } from './studio-t';

/** One field of the form, whatever its schema: what a group draws for each of its members. */
export interface SchemaFieldProps {
  schema: JsonSchema;
  path: DataPath;
  label: string;
  required: boolean;
}

/** What every field of the schema form reads: the data, the errors, the other saver's data, and how to change the data. */
export interface SchemaFormState {
  t: StudioT;
  locale: Locale;
  data: unknown;
  /** The data as last loaded or saved: what ids exist already (shown, not edited); forms without ids leave it out. */
  stored?: unknown;
  /** Field error messages by path ("options.0.price"). */
  errors: ReadonlyMap<string, string>;
  /** After a conflict: the data someone else saved first, shown beside each field that differs. */
  theirs: unknown;
  set(path: DataPath, value: unknown): void;
  update(change: (data: unknown) => unknown): void;
  /**
   * The component that draws any field. Groups (objects, lists, records) draw their members with
   * it, handed down here rather than imported, so the recursive form is not an import circle.
   */
  Field: ComponentType<SchemaFieldProps>;
}

export const SchemaFormContext = createContext<SchemaFormState | undefined>(undefined);

export function useSchemaForm(): SchemaFormState {
  const state = useContext(SchemaFormContext);
  if (!state) throw new Error('A schema field is drawn outside its SchemaForm');
  return state;
}
