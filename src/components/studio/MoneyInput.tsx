import type { Locale } from '../../i18n/locales';
import { moneyDigits, parseMoneyInput } from '../../studio/money-input';
import { useTypedDraft } from './typed-draft';

export interface MoneyInputProps {
  common: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  value: unknown;
  locale: Locale;
  /** The amount read (a number), undefined for an empty field, or the text as typed when it reads as no one amount. */
  onChange: (next: number | string | undefined) => void;
}

/**
 * A price typed the owner's way. While the field has focus it shows exactly what was typed (a
 * value re-printed at each key turned "1.8" into 1.8 and lost the zeros that followed); the amount
 * it reads goes to the form at each key, and the field shows it grouped in the owner's language
 * once they leave it.
 */
export function MoneyInput({ common, value, locale, onChange }: MoneyInputProps) {
  const draft = useTypedDraft(typeof value === 'number' ? moneyDigits(value, locale) : value === undefined || value === null ? '' : String(value));
  return (
    <input
      {...common}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={draft.shown}
      onFocus={draft.onFocus}
      onBlur={draft.onBlur}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        draft.typed(typed);
        const read = parseMoneyInput(typed);
        onChange(read.kind === 'amount' ? read.value : read.kind === 'empty' ? undefined : typed);
      }}
    />
  );
}
