import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locales';
import { ruleMessage } from './schema-messages';

/**
 * A text that must exist in every locale: a missing or empty translation fails validation, and a
 * text over `maxChars` (when given) fails at its own language ("message.vi").
 */
export function localizedTextSchema(maxChars?: number) {
  return z.object(
    Object.fromEntries(
      LOCALES.map((l) => {
        const text = z.string().trim().min(1, ruleMessage('textMissing', { locale: l }));
        return [l, maxChars === undefined ? text : text.max(maxChars, ruleMessage('textTooLong', { max: maxChars }))];
      }),
    ) as Record<Locale, z.ZodString>,
  );
}

export const LocalizedTextSchema = localizedTextSchema();
export type LocalizedText = Record<Locale, string>;

export const LocalizedListSchema = z.object(
  Object.fromEntries(
    LOCALES.map((l) => [l, z.array(z.string().trim().min(1)).min(1, ruleMessage('listMissing', { locale: l }))]),
  ) as Record<Locale, z.ZodArray<z.ZodString>>,
);
