import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locales';

/** A text that must exist in every locale: a missing or empty translation fails validation. */
export const LocalizedTextSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().min(1, `the ${l} text is missing`)])) as Record<
    Locale,
    z.ZodString
  >,
);
export type LocalizedText = Record<Locale, string>;

export const LocalizedListSchema = z.object(
  Object.fromEntries(
    LOCALES.map((l) => [l, z.array(z.string().trim().min(1)).min(1, `the ${l} list is missing`)]),
  ) as Record<Locale, z.ZodArray<z.ZodString>>,
);
export type LocalizedList = Record<Locale, string[]>;
