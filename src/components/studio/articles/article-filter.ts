/** The list's filter: every article, or those with at least one language in a given state. */
import { LOCALES } from '../../../i18n/locales';
import type { ArticleSummary, TranslationState } from '../../../studio/article-contract';

export const TRANSLATION_STATES = ['original', 'current', 'outdated', 'draft', 'missing'] as const satisfies readonly TranslationState[];
export type ArticleFilter = 'all' | TranslationState;

export const isArticleFilter = (value: string): value is ArticleFilter => value === 'all' || (TRANSLATION_STATES as readonly string[]).includes(value);

export function filterArticles(articles: readonly ArticleSummary[], filter: ArticleFilter): ArticleSummary[] {
  return filter === 'all' ? [...articles] : articles.filter((a) => LOCALES.some((l) => a.languages[l] === filter));
}
