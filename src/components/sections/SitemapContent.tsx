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
    <section aria-labelledby={id}>
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
  return (
    <div className="container page">
      <h1>{t('sitemap.title')}</h1>
      <div className="sitemap-grid">
        <section>
          <h2 id="sitemap-pages">{t('sitemap.pages')}</h2>
          <ul>
            <li>
              <a href={href(NAV_PATHS.home)}>{t('nav.home')}</a>
            </li>
            <li>
              <a href={href(NAV_PATHS.services)}>{t('nav.allServices')}</a>
            </li>
            <li>
              <a href={href(NAV_PATHS.blog)}>{t('nav.blog')}</a>
            </li>
            {legalPages.map((p) => (
              <li key={p.path}>
                <a href={href(p.path)}>{p.title}</a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 id="sitemap-services">{t('sitemap.services')}</h2>
          <ul>
            {NAV_SERVICES.map((s) => (
              <li key={s.id}>
                <a href={href(servicePath(s.id))}>{s.name[locale]}</a>
              </li>
            ))}
          </ul>
        </section>
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
