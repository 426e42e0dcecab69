import { useState } from 'react';

/**
 * A field that reads what the owner types (a price, a date) and shows it back in the owner's
 * spelling: while it has focus it shows exactly what was typed (re-printing at each key lost the
 * zeros of "1.8" and the slashes of a date half typed), and the stored value's spelling after.
 */
export function useTypedDraft(spelled: string) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const shown = draft ?? spelled;
  return {
    shown,
    onFocus: () => setDraft(shown),
    onBlur: () => setDraft(undefined),
    /** The text as typed, kept until the field loses focus. */
    typed: (text: string) => setDraft(text),
  };
}
