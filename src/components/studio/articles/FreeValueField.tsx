import { isLocale } from '../../../i18n/locales';
import { getAt } from '../data-path';
import { FieldNotes, useFieldNotes } from '../FieldNotes';
import { fieldId, type DataPath } from '../field-paths';
import { useSchemaForm } from '../form-context';
import { GroupNotes, groupDescribedBy } from '../GroupNotes';
import { LocalizedField } from '../LocalizedField';

export interface FreeValueFieldProps {
  path: DataPath;
  label: string;
  required: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Words per language ({ vi: …, ko: … }): a text that reads differently in each. */
const isLocalized = (value: unknown): value is Record<string, unknown> => isRecord(value) && Object.keys(value).length > 0 && Object.keys(value).every(isLocale);
/** A plain number as data.yaml would read it unquoted. */
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** What a typed text stores: a number when it reads as one unquoted in YAML, nothing for an optional field left empty, else the text. */
export function valueOfInput(raw: string, required: boolean): string | number | undefined {
  if (raw === '' && !required) return undefined;
  return NUMBER.test(raw.trim()) ? Number(raw.trim()) : raw;
}

/**
 * A field whose schema allows several shapes (a table cell, a venue's name, a price range): the
 * value decides how it is edited. Words per language get an input per language; an amount or any
 * other object a field per key; anything else one text input, a plain number kept as a number
 * (as an unquoted number in data.yaml is).
 */
export function FreeValueField({ path, label, required }: FreeValueFieldProps) {
  const { t, data, errors, set, Field } = useSchemaForm();
  const value = getAt(data, path);
  const { id, error, describedBy } = useFieldNotes(path, undefined);
  if (isLocalized(value)) return <LocalizedField list={false} path={path} label={label} required={required} />;
  if (isRecord(value)) {
    return (
      <fieldset className="studio-group" id={fieldId(path)} aria-describedby={groupDescribedBy(errors, path)}>
        <legend>{label}</legend>
        <GroupNotes path={path} />
        {Object.keys(value).map((key) => (
          <Field key={key} schema={{}} path={[...path, key]} label={t.optional(`studio.field.value.${key}`) ?? key} required />
        ))}
      </fieldset>
    );
  }
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" autoComplete="off" value={text} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(e) => set(path, valueOfInput(e.currentTarget.value, required))} />
      <FieldNotes path={path} />
    </div>
  );
}
