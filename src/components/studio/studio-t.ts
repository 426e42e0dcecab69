/**
 * The studio's translator over the strings the page hands the island: the studio dictionary of
 * one locale, so the browser gets one language's words and no other dictionary.
 */
import type { StudioUIKey } from '../../i18n/ui/studio/ko';

export type StudioStrings = Readonly<Record<StudioUIKey, string>>;

export interface StudioT {
  (key: StudioUIKey, vars?: Record<string, string | number>): string;
  /** A text whose key is built at run time (a field's label), or undefined when the dictionary lacks it. */
  optional(key: string): string | undefined;
}

export function createStudioT(strings: StudioStrings): StudioT {
  const translate = (key: StudioUIKey, vars: Record<string, string | number> = {}) =>
    strings[key].replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = vars[name];
      if (value === undefined) throw new Error(`Missing value for {${name}} in "${key}"`);
      return String(value);
    });
  return Object.assign(translate, {
    optional: (key: string) => (Object.hasOwn(strings, key) ? strings[key as StudioUIKey] : undefined),
  });
}
