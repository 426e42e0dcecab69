import type { Locale } from '../../../../i18n/locales';
import type { ArticleSummary } from '../../../../studio/article-contract';
import { readAllArticles } from './all-articles';
import { articleSummary, byNewest } from './body';

/** Every article in the blog folder, drafts too, newest first, titled in the admin's language. */
export async function listArticles(root: string, locale: Locale): Promise<ArticleSummary[]> {
  return (await readAllArticles(root)).map((article) => articleSummary(article, locale)).sort(byNewest);
}
