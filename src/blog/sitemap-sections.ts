import { formatMonth } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { articlePath, byNewestArticle, getArticles, versionFor } from './articles';
import { categoryGroups, monthGroups, tagGroups } from './listing-routes';
import { getCategories, getTags } from './taxonomy';

export interface SitemapLink {
  /** Locale-less path. */
  path: string;
  name: string;
}

export interface BlogSitemap {
  categories: SitemapLink[];
  tags: SitemapLink[];
  months: SitemapLink[];
  /** Articles written in this locale, newest first: a fallback page points its canonical elsewhere. */
  articles: SitemapLink[];
}

/** The blog's indexable pages in one locale, for the HTML sitemap (the same groups the listing routes build). */
export async function blogSitemap(locale: Locale): Promise<BlogSitemap> {
  const [articles, categories, tags, byCategory, byTag, byMonth] = await Promise.all([
    getArticles(),
    getCategories(),
    getTags(),
    categoryGroups(),
    tagGroups(),
    monthGroups(),
  ]);
  const nameOf = (terms: readonly { id: string; name: Record<Locale, string> }[], id: string) => terms.find((t) => t.id === id)?.name[locale] ?? id;
  return {
    categories: byCategory.map((g) => ({ path: g.basePath, name: nameOf(categories, g.key) })),
    tags: byTag.map((g) => ({ path: g.basePath, name: nameOf(tags, g.key) })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    months: byMonth.map((g) => ({ path: g.basePath, name: formatMonth(g.params['year'] ?? '', g.params['month'] ?? '', locale) })),
    articles: articles
      .filter((a) => a.available.includes(locale))
      .sort(byNewestArticle)
      .map((a) => ({ path: articlePath(a.slug), name: versionFor(a, locale).title })),
  };
}
