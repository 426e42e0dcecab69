import { BUSINESS } from '../config/business';
import { NOTICE, shownNotice, type LaterNotice, type Notice } from '../config/notice';
import { SITE } from '../config/site';
import { ALL_LOCALES, resolveLocalizedView, type LocalizedView } from '../i18n/fallback';
import type { Locale } from '../i18n/locales';
import { localizePath } from '../i18n/routing';
import { createT, type Translate } from '../i18n/t';
import type { SeoImage } from '../seo/seo-image';
import { breadcrumbJsonLd, daySpaJsonLd, websiteJsonLd, type JsonLd } from '../seo/json-ld';
import { getKoreanNews, type SidebarLink } from '../sidebar/sidebar';
import { siteNow } from '../config/clock';

/** What a page tells the document shell (src/layouts/BaseLayout.astro). */
export interface BaseLayoutProps {
  locale: Locale;
  /** The page's locale-less path, e.g. "/services". */
  path: string;
  /** Which locales the page's content exists in; pages made only of UI strings exist in all. */
  view?: LocalizedView;
  title: string;
  description: string;
  keywords?: string[];
  image?: SeoImage;
  ogType?: 'website' | 'article';
  noindex?: boolean;
  /** Crumbs after "home", each with a locale-less path; the last one is the current page. */
  breadcrumbs?: { name: string; path: string; lang?: string | undefined }[] | undefined;
  jsonLd?: JsonLd[];
  publishedTime?: string;
  modifiedTime?: string;
  /**
   * The page's own script starts the header's menus (enhanceNavigation) and the counter with its other work, so the
   * layout adds no script of its own: the home page, whose scripts are one file
   * (src/browser/README.md).
   */
  startsNavigation?: boolean;
}

export interface BaseLayoutView {
  t: Translate;
  view: LocalizedView;
  /** Home first, then the page's crumbs, every path localized; undefined when the page has none. */
  crumbs: { name: string; path: string; lang?: string | undefined }[] | undefined;
  /** The page's own share image, or the site's default one. */
  image: SeoImage;
  /** The site and spa descriptions every page carries, the breadcrumb list, then the page's own. */
  jsonLd: JsonLd[];
  /** For the footer's copyright line. */
  year: number;
  /** The site notice when `now` is inside its window and it is switched on; otherwise nothing is rendered. */
  notice: LaterNotice | undefined;
}

/**
 * The shell's head and chrome for one page; `now` is passed in so the footer year, the special
 * hours and the notice are testable (and `notice`, the notice file unless a test passes its own).
 */
export function baseLayoutView(props: BaseLayoutProps, now: Date, notice: Notice = NOTICE): BaseLayoutView {
  const { locale, path } = props;
  const t = createT(locale);
  const crumbs = props.breadcrumbs
    ? [{ name: t('breadcrumb.home'), path: '/' }, ...props.breadcrumbs].map((c) => ({
        ...c,
        path: localizePath(c.path, locale),
      }))
    : undefined;
  return {
    t,
    view: props.view ?? resolveLocalizedView(path, locale, ALL_LOCALES),
    crumbs,
    image: props.image ?? {
      src: SITE.defaultOgImage.path,
      width: SITE.defaultOgImage.width,
      height: SITE.defaultOgImage.height,
      alt: `${BUSINESS.name} – ${t('site.tagline')}`,
    },
    jsonLd: [websiteJsonLd(locale), daySpaJsonLd(locale, now), ...(crumbs ? [breadcrumbJsonLd(crumbs)] : []), ...(props.jsonLd ?? [])],
    year: now.getFullYear(),
    notice: shownNotice(notice, now),
  };
}

/** The shell's view plus the Korean-news links of the header's menu (read from the articles). */
export async function loadBaseLayoutView(props: BaseLayoutProps): Promise<BaseLayoutView & { news: SidebarLink[] }> {
  return { ...baseLayoutView(props, siteNow()), news: await getKoreanNews(props.locale) };
}
