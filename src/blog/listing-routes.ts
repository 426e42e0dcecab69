import { LOCALES, type Locale } from '../i18n/locales';
import { localeParam } from '../i18n/routing';
import { getArticles, type Article } from './articles';
import { archiveKey, groupByMonth, orderForLocale, PAGE_SIZE, paginate } from './listing';
import { archivePath, categoryPath, getCategories, getTags, tagPath } from './taxonomy';

/** One listing (all articles, a category, a tag, a month) before it is cut into pages. */
export interface ListingGroup {
  /** Route parameters other than lang and page. */
  params: Record<string, string>;
  /** Locale-less path of page 1. */
  basePath: string;
  articles: Article[];
  /** For the heading: the category id, tag id or month key. */
  kind: 'all' | 'category' | 'tag' | 'month';
  key: string;
}

export interface ListingProps {
  locale: Locale;
  group: Omit<ListingGroup, 'articles'>;
  slugs: string[];
  page: number;
  totalPages: number;
  total: number;
}

/**
 * Static paths for every locale × group × page: `first` is page 1, `rest` pages 2…N.
 * Tag and month listings pass `pageSize: Infinity`: they are short and shown whole.
 */
export function listingPaths(groups: ListingGroup[], which: 'first' | 'rest', pageSize = PAGE_SIZE) {
  return LOCALES.flatMap((locale) =>
    groups.flatMap((group) =>
      paginate(orderForLocale(group.articles, locale), pageSize)
        .filter((p) => (which === 'first' ? p.page === 1 : p.page > 1))
        .map((p) => ({
          params: { lang: localeParam(locale), ...group.params, ...(which === 'rest' ? { page: String(p.page) } : {}) },
          props: {
            locale,
            group: { params: group.params, basePath: group.basePath, kind: group.kind, key: group.key },
            slugs: p.items.map((a) => a.slug),
            page: p.page,
            totalPages: p.totalPages,
            total: group.articles.length,
          } satisfies ListingProps,
        })),
    ),
  );
}

export async function allGroup(): Promise<ListingGroup[]> {
  return [{ params: {}, basePath: '/blog', articles: await getArticles(), kind: 'all', key: 'all' }];
}

export async function categoryGroups(): Promise<ListingGroup[]> {
  const [articles, categories] = await Promise.all([getArticles(), getCategories()]);
  return categories
    .map((c) => ({
      params: { category: c.id },
      basePath: categoryPath(c.id),
      articles: articles.filter((a) => a.category === c.id),
      kind: 'category' as const,
      key: c.id,
    }))
    .filter((g) => g.articles.length > 0);
}

export async function tagGroups(): Promise<ListingGroup[]> {
  const [articles, tags] = await Promise.all([getArticles(), getTags()]);
  return tags
    .map((tag) => ({
      params: { tag: tag.id },
      basePath: tagPath(tag.id),
      articles: articles.filter((a) => a.tags.includes(tag.id)),
      kind: 'tag' as const,
      key: tag.id,
    }))
    .filter((g) => g.articles.length > 0);
}

export async function monthGroups(): Promise<ListingGroup[]> {
  const articles = await getArticles();
  return groupByMonth(articles).map((m) => ({
    params: { year: m.year, month: m.month },
    basePath: archivePath(m.year, m.month),
    articles: articles.filter((a) => {
      const k = archiveKey(a.published);
      return k.year === m.year && k.month === m.month;
    }),
    kind: 'month' as const,
    key: `${m.year}/${m.month}`,
  }));
}
