import { useMemo } from 'react';
import { LOCALE_META, LOCALES } from '../../i18n/locales';
import { getAt, setAt } from './data-path';
import { fieldId, type DataPath } from './field-paths';
import { SchemaFormContext, useSchemaForm } from './form-context';
import { GroupNotes, groupDescribedBy } from './GroupNotes';
import { StringList } from './StringList';
import { ScalarField } from './ScalarField';

export interface LocalizedFieldProps {
  /** Each language holds a list of texts rather than one text. */
  list: boolean;
  path: DataPath;
  label: string;
  required: boolean;
}

const TEXT = { kind: 'string', format: undefined, pattern: undefined } as const;
const isEmpty = (value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length === 0;

/** A { ko, vi, en } text: one input per language, each marked with its language. */
export function LocalizedField({ list, path, label, required }: LocalizedFieldProps) {
  const form = useSchemaForm();
  // An optional text (a special day's name) left empty in every language is removed as a whole.
  const scoped = useMemo(
    () =>
      required
        ? form
        : {
            ...form,
            set: (at: DataPath, value: unknown) =>
              form.update((data) => {
                const next = setAt(data, at, value);
                return isEmpty(getAt(next, path)) ? setAt(next, path, undefined) : next;
              }),
          },
    [form, required, path],
  );
  return (
    <fieldset className="studio-group studio-group--localized" id={fieldId(path)} aria-describedby={groupDescribedBy(form.errors, path)}>
      <legend>{label}</legend>
      <GroupNotes path={path} />
      <SchemaFormContext value={scoped}>
        {LOCALES.map((locale) =>
          list ? (
            <StringList key={locale} path={[...path, locale]} label={LOCALE_META[locale].name} lang={LOCALE_META[locale].lang} />
          ) : (
            <ScalarField key={locale} node={TEXT} path={[...path, locale]} label={LOCALE_META[locale].name} lang={LOCALE_META[locale].lang} required={required} multiline />
          ),
        )}
      </SchemaFormContext>
    </fieldset>
  );
}
