import '../../styles/sitemap.css';
import { NAV_PATHS, NAV_SERVICES, servicePath } from '../../config/navigation';
import { LOCALES, LOCALE_META, type Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';
import type { BlogSitemap, SitemapLink } from '../../blog/sitemap-sections';

export interface SitemapContentProps {
  locale: Locale;
  t: Translate;
  legalPages: { path: string; title: string }[];
  blog: BlogSitemap;
}

/** One titled group of links. */
function LinkGroup({ id, title, links, href }: { id: string; title: string; links: SitemapLink[]; href: (p: string) => string }) {
  return (
    <section>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <a href={href(link.path)}>{link.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The human sitemap: every page of this locale, and the other languages' home pages. */
export function SitemapContent({ locale, t, legalPages, blog }: SitemapContentProps) {
  const href = (p: string) => localizePath(p, locale);
  const pages: SitemapLink[] = [
    { path: NAV_PATHS.home, name: t('nav.home') },
    { path: NAV_PATHS.services, name: t('nav.allServices') },
    { path: NAV_PATHS.blog, name: t('nav.blog') },
    { path: NAV_PATHS.search, name: t('search.title') },
    ...legalPages.map((p) => ({ path: p.path, name: p.title })),
  ];
  const services = NAV_SERVICES.map((s) => ({ path: servicePath(s.id), name: s.name[locale] }));
  return (
    <div className="container page">
      <h1>{t('sitemap.title')}</h1>
      <div className="sitemap-grid">
        <LinkGroup id="sitemap-pages" title={t('sitemap.pages')} links={pages} href={href} />
        <LinkGroup id="sitemap-services" title={t('sitemap.services')} links={services} href={href} />
        <LinkGroup id="sitemap-categories" title={t('blog.categories')} links={blog.categories} href={href} />
        <LinkGroup id="sitemap-tags" title={t('article.tags')} links={blog.tags} href={href} />
        <LinkGroup id="sitemap-months" title={t('blog.archive')} links={blog.months} href={href} />
        <LinkGroup id="sitemap-articles" title={t('sitemap.articles')} links={blog.articles} href={href} />
        <section>
          <h2 id="sitemap-languages">{t('sitemap.otherLanguages')}</h2>
          <ul>
            {LOCALES.filter((l) => l !== locale).map((l) => (
              <li key={l}>
                <a href={localizePath('/sitemap', l)} hrefLang={l} lang={LOCALE_META[l].lang}>
                  {LOCALE_META[l].name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
