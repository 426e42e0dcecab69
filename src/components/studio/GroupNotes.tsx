import { fieldId, pathText, type DataPath } from './field-paths';
import { useSchemaForm } from './form-context';

/** The ids a group (fieldset) is described by: an error about the group as a whole. */
export function groupDescribedBy(errors: ReadonlyMap<string, string>, path: DataPath): string | undefined {
  return errors.has(pathText(path)) ? `${fieldId(path)}-error` : undefined;
}

/** An error about a whole group ("from must be before to" on the notice, "needs at least one option"). */
export function GroupNotes({ path }: { path: DataPath }) {
  const { errors } = useSchemaForm();
  const error = errors.get(pathText(path));
  return error ? (
    <p className="studio-error" id={`${fieldId(path)}-error`}>
      {error}
    </p>
  ) : null;
}
