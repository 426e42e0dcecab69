/**
 * The studio's translators over the strings the page hands an island: one dictionary of one
 * locale, so the browser gets one language's words and no other dictionary. The facts studio uses
 * the studio dictionary; the articles studio (./articles/) adds its own over the same translator.
 */
import type { StudioUIKey } from '../../i18n/ui/studio/ko';

export type StudioStrings = Readonly<Record<StudioUIKey, string>>;

/** A translator over the keys `K` of one dictionary. */
export interface DictionaryT<K extends string> {
  (key: K, vars?: Record<string, string | number>): string;
  /** A text whose key is built at run time (a field's label), or undefined when the dictionary lacks it. */
  optional(key: string): string | undefined;
}

export type StudioT = DictionaryT<StudioUIKey>;

/** Placeholders are written {name}; a missing value throws rather than leaking "{name}". */
export function createDictionaryT<K extends string>(strings: Readonly<Record<K, string>>): DictionaryT<K> {
  const translate = (key: K, vars: Record<string, string | number> = {}) =>
    strings[key].replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = vars[name];
      if (value === undefined) throw new Error(`Missing value for {${name}} in "${key}"`);
      return String(value);
    });
  return Object.assign(translate, {
    optional: (key: string) => (Object.hasOwn(strings, key) ? strings[key as K] : undefined),
  });
}

export const createStudioT = (strings: StudioStrings): StudioT => createDictionaryT(strings);
