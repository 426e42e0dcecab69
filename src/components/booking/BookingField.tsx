export interface BookingFieldProps {
  name: string;
  label: string;
  /** The word for "required" when the field is; undefined for optional fields. */
  required?: string;
  hint?: string;
  error?: string | undefined;
  type?: 'text' | 'tel' | 'date';
  multiline?: boolean;
  autoComplete?: string;
  defaultValue?: string | undefined;
  maxLength?: number;
  /** Makes the field a select: a first, empty choice (`none`), then the options. */
  choices?: { none: string; options: readonly { id: string; label: string }[] };
}

/** A labelled input, text area or select with its hint and error, tied together for screen readers. */
export function BookingField(p: BookingFieldProps) {
  const id = `booking-${p.name}`;
  const describedBy = [p.hint ? `${id}-hint` : '', p.error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: p.name,
    required: p.required !== undefined,
    'aria-invalid': p.error ? true : undefined,
    'aria-describedby': describedBy,
    defaultValue: p.defaultValue ?? '',
    maxLength: p.maxLength,
  };
  return (
    <div className="booking-field">
      <label htmlFor={id}>
        {p.label}
        {p.required ? <span className="booking-field__required">{` (${p.required})`}</span> : null}
      </label>
      {p.choices ? (
        <select {...common}>
          <option value="">{p.choices.none}</option>
          {p.choices.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      ) : p.multiline ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} type={p.type ?? 'text'} autoComplete={p.autoComplete} />
      )}
      {p.hint ? (
        <p id={`${id}-hint`} className="booking-field__hint">
          {p.hint}
        </p>
      ) : null}
      {p.error ? (
        <p id={`${id}-error`} className="booking-field__error">
          {p.error}
        </p>
      ) : null}
    </div>
  );
}
