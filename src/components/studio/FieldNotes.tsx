import { getAt } from './data-path';
import { fieldId, pathText, type DataPath } from './field-paths';
import { useSchemaForm } from './form-context';
import { readableValue } from './readable';

export interface FieldNotesProps {
  path: DataPath;
  /** A hint under the input, already in the owner's language. */
  hint?: string | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** The ids a field's input is described by: its hint, its error, the other saver's value. */
export function useFieldNotes(path: DataPath, hint: string | undefined) {
  const { errors, theirs, data } = useSchemaForm();
  const id = fieldId(path);
  const error = errors.get(pathText(path));
  const differs = theirs !== undefined && !same(getAt(data, path), getAt(theirs, path));
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', differs ? `${id}-theirs` : ''].filter(Boolean);
  return { id, error, differs, describedBy: ids.length > 0 ? ids.join(' ') : undefined };
}

/** Under a field: its hint, then its error, then (after a conflict) the value saved first. */
export function FieldNotes({ path, hint }: FieldNotesProps) {
  const { t, locale, theirs } = useSchemaForm();
  const { id, error, differs } = useFieldNotes(path, hint);
  return (
    <>
      {hint ? (
        <p className="studio-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="studio-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {differs ? (
        <p className="studio-theirs" id={`${id}-theirs`}>
          {t('studio.conflict.theirs', { value: readableValue(t, locale, pathText(path), getAt(theirs, path)) })}
        </p>
      ) : null}
    </>
  );
}
