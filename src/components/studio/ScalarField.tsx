import { formatPrice } from '../../i18n/format';
import { getAt } from './data-path';
import { FieldNotes, useFieldNotes } from './FieldNotes';
import type { DataPath } from './field-paths';
import { fieldId, pathPattern, pathText } from './field-paths';
import { useSchemaForm } from './form-context';
import { inputKind, parseNumberInput } from './input-kind';
import { MoneyInput } from './MoneyInput';
import { DateInput } from './DateInput';
import { dateInWords } from '../../studio/date-input';
import { isIdField, isSavedId, suggestedOptionId } from './fixed-ids';
import type { SchemaNode } from './schema-node';

export interface ScalarFieldProps {
  node: Extract<SchemaNode, { kind: 'string' | 'number' | 'enum' | 'boolean' }>;
  path: DataPath;
  label: string;
  /** A value the file may leave out: shown, but only written once changed. */
  fallback?: unknown;
  /** Required by the schema; an optional text left empty is removed from the file. */
  required: boolean;
  /** The language of a localized text's input (BCP 47). */
  lang?: string | undefined;
  /** A longer text: a textarea. */
  multiline?: boolean;
}

/** One input with its visible label, hint, error and (after a conflict) the other saver's value. */
export function ScalarField(props: ScalarFieldProps) {
  const { data, stored } = useSchemaForm();
  const value = getAt(data, props.path);
  if (!isIdField(props.path)) return <EditableField {...props} />;
  if (isSavedId(stored, props.path, value)) return <SavedId path={props.path} label={props.label} value={String(value)} />;
  return <NewId {...props} />;
}

/** An id already saved: read, not edited (fixed-ids.ts says why). */
function SavedId({ path, label, value }: { path: DataPath; label: string; value: string }) {
  const { t } = useSchemaForm();
  return (
    <div className="studio-field studio-field--fixed" id={fieldId(path)}>
      <span className="studio-field__label">{label}</span>
      <code>{value}</code>
      <p className="studio-hint">{t('studio.id.fixed')}</p>
    </div>
  );
}

/** A new option's id: made from its minutes unless the owner types one under "advanced". */
function NewId(props: ScalarFieldProps) {
  const { t, data } = useSchemaForm();
  const index = props.path.length === 3 ? Number(props.path[1]) : -1;
  const suggested = index >= 0 ? suggestedOptionId(data, index) : undefined;
  const { error } = useFieldNotes(props.path, undefined);
  return (
    <details className="studio-advanced" open={error !== undefined || undefined}>
      <summary>{t('studio.id.advanced', { label: props.label })}</summary>
      <EditableField {...props} required={false} placeholder={suggested} hintText={suggested ? t('studio.id.auto', { id: suggested }) : t('studio.id.autoLater')} />
    </details>
  );
}

function EditableField({ node, path, label, fallback, required, lang, multiline = false, placeholder, hintText }: ScalarFieldProps & { placeholder?: string | undefined; hintText?: string }) {
  const { t, locale, data, set } = useSchemaForm();
  const stored = getAt(data, path);
  const value = stored === undefined ? fallback : stored;
  const kind = node.kind === 'string' || node.kind === 'number' ? inputKind(node, pathText(path)) : undefined;
  // A price reads back as the site will print it while it is typed; text that names no one amount says so, with an example.
  const unclearPrice = kind?.money && typeof value === 'string' && value.trim() !== '';
  // A date reads back in words under the field, so 05/02 cannot be taken for 2 May.
  const when = typeof value === 'string' && value.trim() !== '' ? (dateInWords(value, locale) ?? t('studio.date.unread')) : t('studio.empty');
  const pattern = pathPattern(path);
  // The input's own hint (a format) first; else what the field means, when the dictionary says it (`studio.help.<pattern>`).
  const hint = hintText ?? (kind?.hint ? t(unclearPrice ? 'studio.hint.priceUnclear' : kind.hint, { price: typeof value === 'number' ? formatPrice(value, locale) : t('studio.empty'), when }) : t.optional(`studio.help.${pattern}`));
  const { id, error, describedBy } = useFieldNotes(path, hint);
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;

  if (node.kind === 'boolean') {
    return (
      <div className="studio-field studio-field--check">
        <input {...common} type="checkbox" checked={value === true} onChange={(e) => set(path, e.currentTarget.checked ? true : node.onlyTrue ? undefined : false)} />
        <label htmlFor={id}>{label}</label>
        <FieldNotes path={path} />
      </div>
    );
  }
  const text = value === undefined || value === null ? '' : String(value);
  const setText = (next: string) => set(path, next === '' && !required ? undefined : next);
  let control;
  if (node.kind === 'enum') {
    // A value the choices lack (a room kind removed since, a file edited by hand) stays on show, so the save names its problem.
    const values = text !== '' && !node.values.includes(text) ? [...node.values, text] : node.values;
    control = (
      <select {...common} value={text} onChange={(e) => set(path, e.currentTarget.value === '' && !required ? undefined : e.currentTarget.value)}>
        {required ? null : <option value="">{t.optional(`studio.unset.${pattern}`) ?? t('studio.empty')}</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {node.labels?.[v] ?? t.optional(`studio.enum.${v}`) ?? v}
          </option>
        ))}
      </select>
    );
  } else if (node.kind === 'number' && kind?.money) {
    control = <MoneyInput common={common} value={value} locale={locale} onChange={(next) => set(path, next)} />;
  } else if (kind?.date) {
    const { kind: dateKind, allowMidnightEnd } = kind.date;
    control = <DateInput common={common} value={value} locale={locale} kind={dateKind} allowMidnightEnd={allowMidnightEnd} pickerLabel={t(dateKind === 'time' ? 'studio.time.pick' : 'studio.date.pick')} onChange={(next) => set(path, next === undefined && !required ? undefined : (next ?? ''))} />;
  } else if (node.kind === 'number') {
    control = <input {...common} type={kind?.type} inputMode={kind?.inputMode} step={kind?.type === 'number' ? 'any' : undefined} value={text} onChange={(e) => set(path, parseNumberInput(e.currentTarget.value, node.integer))} />;
  } else if (multiline) {
    control = <textarea {...common} lang={lang} rows={2} value={text} onChange={(e) => setText(e.currentTarget.value)} />;
  } else {
    control = <input {...common} lang={lang} type={kind?.type} inputMode={kind?.inputMode} autoComplete="off" placeholder={placeholder} value={text} onChange={(e) => setText(e.currentTarget.value)} />;
  }
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      {control}
      <FieldNotes path={path} hint={hint} />
    </div>
  );
}
