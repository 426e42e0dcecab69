import { getArticlesBySlug } from '../blog/articles';
import { toCards } from '../blog/cards';
import { pagePath } from '../blog/listing';
import type { ListingProps } from '../blog/listing-routes';
import { getCategories, getTags, type Category, type Term } from '../blog/taxonomy';
import { BUSINESS } from '../config/business';
import { formatMonth } from '../i18n/format';
import { localizePath } from '../i18n/routing';
import { createT, type Translate } from '../i18n/t';
import { getSidebar } from '../sidebar/sidebar';
import type { BaseLayoutProps } from './base-view';

export interface ListingView {
  t: Translate;
  layout: BaseLayoutProps;
  heading: string;
  /** The blog's first page: it has the hero, an h2 heading and no breadcrumbs. */
  isIndex: boolean;
  /** Page 1 of this listing in the page's locale; pagination links are built on it. */
  basePath: string;
}

/** Every blog listing (index, category, tag, month, and their pages): heading, title, description, crumbs. */
export function listingView(
  { locale, group, page, total }: Pick<ListingProps, 'locale' | 'group' | 'page' | 'total'>,
  taxonomy: { categories: readonly Category[]; tags: readonly Term[] },
): ListingView {
  const t = createT(locale);
  let heading = t('blog.latest');
  let description = t('blog.metaDescription');
  const crumbs = [{ name: t('blog.title'), path: '/blog' }];
  if (group.kind === 'category') {
    const category = taxonomy.categories.find((c) => c.id === group.key);
    if (!category) throw new Error(`Listing ${group.basePath}: unknown category "${group.key}"`);
    heading = t('blog.categoryTitle', { category: category.name[locale] });
    description = t('blog.categoryDescription', { category: category.name[locale], count: total });
    crumbs.push({ name: category.name[locale], path: group.basePath });
  } else if (group.kind === 'tag') {
    const tag = taxonomy.tags.find((x) => x.id === group.key);
    if (!tag) throw new Error(`Listing ${group.basePath}: unknown tag "${group.key}"`);
    heading = t('blog.tagTitle', { tag: tag.name[locale] });
    description = t('blog.tagDescription', { tag: tag.name[locale], count: total });
    crumbs.push({ name: heading, path: group.basePath });
  } else if (group.kind === 'month') {
    const [year = '', month = ''] = group.key.split('/');
    heading = formatMonth(year, month, locale);
    description = t('blog.archiveDescription', { month: heading, count: total });
    crumbs.push({ name: heading, path: group.basePath });
  }
  const path = pagePath(group.basePath, page);
  if (page > 1) crumbs.push({ name: t('blog.pageNumber', { page }), path });
  const baseTitle = group.kind === 'all' ? t('blog.title') : heading;
  const titled = page > 1 ? t('blog.pageTitle', { title: baseTitle, page }) : baseTitle;
  const isIndex = group.kind === 'all' && page === 1;
  return {
    t,
    layout: { locale, path, title: `${titled} | ${BUSINESS.name}`, description, breadcrumbs: isIndex ? undefined : crumbs },
    heading,
    isIndex,
    basePath: localizePath(group.basePath, locale),
  };
}

/** The listing view with its article cards and sidebar. */
export async function loadListingView(props: ListingProps) {
  const [categories, tags, bySlug] = await Promise.all([getCategories(), getTags(), getArticlesBySlug()]);
  const { locale, group, slugs } = props;
  return {
    ...listingView(props, { categories, tags }),
    cards: await toCards(
      slugs.map((slug) => bySlug.get(slug)!),
      locale,
    ),
    sidebar: await getSidebar(locale, { kind: group.kind, key: group.key }),
  };
}
