import { en } from './ui/en';
import { ko, type UIKey } from './ui/ko';
import { vi } from './ui/vi';
import type { Locale } from './locales';

export type { UIKey };
export const DICTIONARIES: Record<Locale, Record<UIKey, string>> = { ko, vi, en };

export type TranslateVars = Record<string, string | number>;
export type Translate = (key: UIKey, vars?: TranslateVars) => string;

/**
 * A translator for one locale. There is no fallback to another language: the dictionaries are
 * complete by type, and a placeholder without a value throws rather than leaking "{name}".
 */
export function createT(locale: Locale): Translate {
  const dictionary = DICTIONARIES[locale];
  return (key, vars = {}) =>
    dictionary[key].replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = vars[name];
      if (value === undefined) throw new Error(`Missing value for {${name}} in "${key}" (${locale})`);
      return String(value);
    });
}
