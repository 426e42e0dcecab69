import type { Locale } from '../../i18n/locales';
import { dateDigits, parseDateInput, type DateTimeKind } from '../../studio/date-input';
import { useTypedDraft } from './typed-draft';

export interface DateInputProps {
  common: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  value: unknown;
  locale: Locale;
  kind: DateTimeKind;
  allowMidnightEnd: boolean;
  /** The picker's name for screen readers and its tooltip ("Chọn trên lịch"). */
  pickerLabel: string;
  /** The stored spelling read, undefined for an empty field, or the text as typed when it reads as no date. */
  onChange: (next: string | undefined) => void;
}

const PICKER_TYPE: Record<DateTimeKind, string> = { date: 'date', dateTime: 'datetime-local', time: 'time' };

/** The stored spelling as the browser's picker holds it ("2026-11-29T09:00"), or "" when it has none. */
function pickerValue(value: unknown, kind: DateTimeKind): string {
  if (typeof value !== 'string') return '';
  if (kind === 'dateTime') return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/u.test(value) ? value.replace(' ', 'T') : '';
  if (kind === 'date') return /^\d{4}-\d{2}-\d{2}$/u.test(value) ? value : '';
  return /^(?:[01]\d|2[0-3]):[0-5]\d$/u.test(value) ? value : '';
}

/**
 * A date or time typed the owner's way ("29/11/2026 9h", "2026.11.29 21:00"), with the browser's
 * own calendar or clock beside it. Like the price field, it shows what was typed while it has
 * focus and the owner's spelling of the stored value after.
 */
export function DateInput({ common, value, locale, kind, allowMidnightEnd, pickerLabel, onChange }: DateInputProps) {
  const stored = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const draft = useTypedDraft(parseDateInput(stored, kind, { allowMidnightEnd }).kind === 'value' ? dateDigits(stored, locale) : stored);
  return (
    <span className="studio-date">
      <input
        {...common}
        type="text"
        autoComplete="off"
        value={draft.shown}
        onFocus={draft.onFocus}
        onBlur={draft.onBlur}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          draft.typed(typed);
          const read = parseDateInput(typed, kind, { allowMidnightEnd });
          onChange(read.kind === 'value' ? read.value : read.kind === 'empty' ? undefined : typed);
        }}
      />
      <input
        className="studio-date__picker"
        type={PICKER_TYPE[kind]}
        aria-label={pickerLabel}
        title={pickerLabel}
        value={pickerValue(value, kind)}
        onChange={(e) => {
          const picked = e.currentTarget.value;
          if (picked !== '') onChange(kind === 'dateTime' ? picked.replace('T', ' ').slice(0, 16) : picked.slice(0, kind === 'time' ? 5 : 10));
        }}
      />
    </span>
  );
}
