/**
 * The articles studio's words: its own dictionary (src/i18n/ui/studio-articles/), and part 1's
 * studio translator taught the article's paths, so part 1's fields, error summary and conflict
 * notes name "texts.vi.title" or "data.top10.rows.0.rank" in the owner's words.
 */
import { isLocale } from '../../../i18n/locales';
import type { StudioArticlesUIKey } from '../../../i18n/ui/studio-articles/ko';
import { createDictionaryT, type DictionaryT, type StudioT } from '../studio-t';

export type ArticleStrings = Readonly<Record<StudioArticlesUIKey, string>>;
export type ArticleT = DictionaryT<StudioArticlesUIKey>;

export const createArticleT = (strings: ArticleStrings): ArticleT => createDictionaryT(strings);

/** The label key of a path of the article ("meta.tags", "texts.*.title", "data.<name>.rows.*.rank"), as part 1 asks for it. */
function articleLabel(at: ArticleT, pattern: string): string | undefined {
  const [section, second, ...rest] = pattern.split('.');
  // The parts of an amount (FreeValueField asks `value.<key>`).
  if (section === 'value' && second !== undefined && rest.length === 0) return at.optional(`studioArticles.value.${second}`);
  if (section === 'slug' && second === undefined) return at('studioArticles.field.slug');
  if (section === 'meta') return second === undefined ? at('studioArticles.section.meta') : at.optional(`studioArticles.meta.${[second, ...rest].join('.')}`);
  if (section === 'texts') {
    if (second === undefined) return at('studioArticles.section.texts');
    return isLocale(second) && rest.length > 0 ? at.optional(`studioArticles.text.${rest.join('.')}`) : undefined;
  }
  if (section === 'data') {
    if (second === undefined) return at('studioArticles.section.data');
    // The dataset itself is named by its own name; its fields by the block field labels.
    return rest.length === 0 ? second : at.optional(`studioArticles.field.${rest.join('.')}`);
  }
  return undefined;
}

/**
 * Part 1's translator over the article: `studio.field.<path>` is looked up by the article's path
 * and `studio.enum.<value>` among the blocks' choices, then `choiceNames` (what a select offers
 * by id: our services from the catalogue, the categories and authors from the API); every other
 * key is part 1's own.
 */
export function articleFieldT(t: StudioT, at: ArticleT, choiceNames: Readonly<Record<string, string>>): StudioT {
  const optional = (key: string): string | undefined => {
    if (key.startsWith('studio.field.')) return articleLabel(at, key.slice('studio.field.'.length));
    if (key.startsWith('studio.enum.')) {
      const value = key.slice('studio.enum.'.length);
      return at.optional(`studioArticles.enum.${value}`) ?? (Object.hasOwn(choiceNames, value) ? choiceNames[value] : undefined) ?? t.optional(key);
    }
    return t.optional(key);
  };
  return Object.assign((key: Parameters<StudioT>[0], vars?: Record<string, string | number>) => t(key, vars), { optional });
}
