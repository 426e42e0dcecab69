import { DICTIONARIES } from '../../../i18n/t';
import type { Locale } from '../../../i18n/locales';
import { studioArticlesKo, type StudioArticlesUIKey } from '../../../i18n/ui/studio-articles/ko';
import type { ArticleStrings } from './article-t';

const ARTICLE_KEYS = Object.keys(studioArticlesKo) as StudioArticlesUIKey[];

/** The articles studio's dictionary of one locale: what the island receives besides part 1's (server side only). */
export function articleStrings(locale: Locale): ArticleStrings {
  const dictionary = DICTIONARIES[locale];
  return Object.fromEntries(ARTICLE_KEYS.map((key) => [key, dictionary[key]])) as ArticleStrings;
}
