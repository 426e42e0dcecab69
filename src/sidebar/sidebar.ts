import { getService, getStartingOption } from '../config/catalogue';
import { servicePath } from '../config/navigation';
import { SITE } from '../config/site';
import { languageName } from '../i18n/fallback';
import { formatDuration, formatMonth, formatPrice } from '../i18n/format';
import { LOCALE_META, type Locale } from '../i18n/locales';
import { localizePath } from '../i18n/routing';
import { createT } from '../i18n/t';
import { articlePath, byNewestArticle, getArticles, versionFor, type Article } from '../blog/articles';
import { countBy, groupByMonth } from '../blog/listing';
import { archivePath, categoryPath, getCategories } from '../blog/taxonomy';
import { rankPopular, readMostViewed } from './most-viewed';

export interface SidebarLink {
  name: string;
  href: string;
  /** BCP 47 tag when the link text is in another language than the page. */
  lang?: string;
  /** With `lang`: the visible tag ("VI") and what it says in the page's language ("Written in Vietnamese"). */
  langTag?: { short: string; label: string };
  count?: number;
  current?: boolean;
  detail?: string;
}

export interface SidebarData {
  popular: SidebarLink[];
  hotServices: SidebarLink[];
  categories: SidebarLink[];
  koreanNews: SidebarLink[];
  archive: SidebarLink[];
}

export const KOREAN_NEWS_CATEGORY = 'korean-news';

/**
 * A link to an article (sidebars, the header's and the mobile menu's news) titled as its page and
 * its cards show it (`versionFor`: the page's language, else the fallback), marked with that
 * language when it is another (its `lang` and a visible short tag).
 */
export function articleLink(article: Article, locale: Locale): SidebarLink {
  const version = versionFor(article, locale);
  const link = { name: version.title, href: localizePath(articlePath(article.slug), locale) };
  if (version.locale === locale) return link;
  const label = createT(locale)('blog.writtenIn', { language: languageName(version.locale, locale) });
  return { ...link, lang: LOCALE_META[version.locale].lang, langTag: { short: LOCALE_META[version.locale].short, label } };
}

const popular = new Map<string, Promise<SidebarLink[]>>();

// The publish's ranking of real views (./most-viewed.ts), when this build has one.
const generated = import.meta.glob<unknown>('../generated/most-viewed.json', { eager: true, import: 'default' });
const MOST_VIEWED = readMostViewed(Object.values(generated)[0]);

/**
 * The most-viewed list: what the last 30 days' visitors read most (at the last publish), then
 * the curated order (popularRank); made once per language.
 */
export function getPopular(locale: Locale, limit: number): Promise<SidebarLink[]> {
  const key = `${locale} ${limit}`;
  let links = popular.get(key);
  if (!links) {
    links = getArticles().then((articles) => rankPopular(articles, MOST_VIEWED, limit).map((a) => articleLink(a, locale)));
    popular.set(key, links);
  }
  return links;
}

const koreanNews = new Map<string, Promise<SidebarLink[]>>();

/** The newest Korean-news articles, for the header dropdown (on every page) and the sidebar. */
export function getKoreanNews(locale: Locale, limit = 4): Promise<SidebarLink[]> {
  const key = `${locale} ${limit}`;
  let links = koreanNews.get(key);
  if (!links) {
    links = getArticles().then((articles) =>
      articles
        .filter((a) => a.category === KOREAN_NEWS_CATEGORY)
        .sort(byNewestArticle)
        .slice(0, limit)
        .map((a) => articleLink(a, locale)),
    );
    koreanNews.set(key, links);
  }
  return links;
}

/** The featured services with their starting price, from the catalogue. */
export function getHotServices(locale: Locale): SidebarLink[] {
  return SITE.featuredServices.map((id) => {
    const service = getService(id);
    const option = getStartingOption(service);
    return {
      name: service.name[locale],
      href: localizePath(servicePath(id), locale),
      detail: `${formatDuration(option.minutes, locale)} · ${formatPrice(option.price, locale)}`,
    };
  });
}

/** The listing a sidebar is shown on: its category or month is the current entry ("all" marks "All"). */
export interface SidebarCurrent {
  kind: 'all' | 'category' | 'tag' | 'month';
  /** The category id or the month as "YYYY/MM"; ignored for "all" and "tag". */
  key?: string | undefined;
}

// Every blog page shows the sidebar: it is made once per language, and marked once per listing,
// not per page (with thousands of articles, rebuilding it per page dominated the build).
const sidebars = new Map<string, Promise<SidebarData>>();
const marked = new Map<string, Promise<SidebarData>>();

/**
 * The blog sidebar in `locale`, with the listing it is on marked current (aria-current): "All" on
 * the blog itself, the category on a category, the month in the archive on a month; a tag page
 * is none of them and marks nothing. Without `current` (an article page) nothing is marked.
 */
export function getSidebar(locale: Locale, current?: SidebarCurrent): Promise<SidebarData> {
  const key = `${locale} ${current?.kind ?? ''} ${current?.key ?? ''}`;
  let sidebar = marked.get(key);
  if (!sidebar) {
    let base = sidebars.get(locale);
    if (!base) {
      base = buildSidebar(locale);
      sidebars.set(locale, base);
    }
    sidebar = base.then((data) => markCurrent(data, locale, current));
    marked.set(key, sidebar);
  }
  return sidebar;
}

/** The sidebar with the entry of the listing it is on marked current (see getSidebar). */
export function markCurrent(data: SidebarData, locale: Locale, current: SidebarCurrent | undefined): SidebarData {
  const currentHref = (() => {
    if (current?.kind === 'all') return localizePath('/blog', locale);
    if (current?.kind === 'category' && current.key) return localizePath(categoryPath(current.key), locale);
    if (current?.kind === 'month' && current.key) {
      const [year = '', month = ''] = current.key.split('/');
      return localizePath(archivePath(year, month), locale);
    }
    return undefined;
  })();
  const mark = (links: SidebarLink[]) => links.map((link) => (link.href === currentHref ? { ...link, current: true } : link));
  return { ...data, categories: mark(data.categories), archive: mark(data.archive) };
}

async function buildSidebar(locale: Locale): Promise<SidebarData> {
  const [articles, categories] = await Promise.all([getArticles(), getCategories()]);
  const counts = countBy(articles, (a) => a.category);
  return {
    popular: await getPopular(locale, 10),
    hotServices: getHotServices(locale),
    categories: [
      { name: createT(locale)('blog.allCategories'), href: localizePath('/blog', locale), count: articles.length },
      ...categories
        .filter((c) => counts.has(c.id))
        .map((c) => ({
          name: c.name[locale],
          href: localizePath(categoryPath(c.id), locale),
          count: counts.get(c.id) ?? 0,
        })),
    ],
    koreanNews: await getKoreanNews(locale),
    archive: groupByMonth(articles).map((m) => ({
      name: formatMonth(m.year, m.month, locale),
      href: localizePath(archivePath(m.year, m.month), locale),
      count: m.count,
    })),
  };
}
