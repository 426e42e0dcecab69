import { DICTIONARIES } from '../../i18n/t';
import type { Locale } from '../../i18n/locales';
import { studioKo, type StudioUIKey } from '../../i18n/ui/studio/ko';
import type { StudioStrings } from './studio-t';

const STUDIO_KEYS = Object.keys(studioKo) as StudioUIKey[];

/** The studio dictionary of one locale: all the island receives (server side only). */
export function studioStrings(locale: Locale): StudioStrings {
  const dictionary = DICTIONARIES[locale];
  return Object.fromEntries(STUDIO_KEYS.map((key) => [key, dictionary[key]])) as StudioStrings;
}
