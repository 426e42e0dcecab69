import type { Locale } from '../../../../i18n/locales';
import { createT } from '../../../../i18n/t';
import type { FieldError } from '../../../../studio/contract';
import { localizeRule } from '../field-errors';
import { aliasOwner } from './all-articles';
import { blogEntries, isArticleSlug, isFreeSlugShape } from '../../../site-files/article-paths';
import { readRemoved } from './removed';
import type { ArticleSource } from './source';

/**
 * Why `slug` cannot name a new article (or an article renamed), if it cannot: not a slug, a
 * listing's or the studio's own address, an entry of the blog folder already, a former slug of an
 * article (its alias: a 301 answers there), or a deleted article's address.
 * @param self the article being renamed, whose own former slugs it may take back
 */
export function slugProblem(root: string, slug: string, articles: readonly ArticleSource[], locale: Locale, self?: string): FieldError | undefined {
  const t = createT(locale);
  const problem = (message: string): FieldError => ({ path: 'slug', message });
  if (!isArticleSlug(slug)) return problem(localizeRule({ rule: 'slug', vars: {} }, locale));
  if (!isFreeSlugShape(slug)) return problem(t('studioApi.article.slugReserved', { slug }));
  if (blogEntries(root).has(slug)) return problem(t('studioApi.article.slugTaken', { slug }));
  const owner = aliasOwner(articles, slug);
  if (owner && owner !== self) return problem(t('studioApi.article.slugAlias', { slug, owner }));
  if (readRemoved(root).removed.has(slug)) return problem(t('studioApi.article.slugRemoved', { slug }));
  return undefined;
}
