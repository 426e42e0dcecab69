import { BUSINESS } from '../../config/business';
import { mainWebsite, NAV_PATHS, NAV_SERVICES, PRIMARY_NAV, servicePath, type NavLink } from '../../config/navigation';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import { telHref } from '../../i18n/format';
import type { Translate } from '../../i18n/t';
import { Icon } from '../ui/Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

export interface HeaderProps {
  locale: Locale;
  path: string;
  shownIn: Record<Locale, Locale>;
  t: Translate;
  /** The newest Korean-news articles, listed in the blog dropdown. */
  news: NavLink[];
}

/** Sticky site header: logo, desktop menu with the services dropdown, call button, languages, menu toggle. */
export function Header({ locale, path, shownIn, t, news }: HeaderProps) {
  const href = (p: string) => localizePath(p, locale);
  const website = mainWebsite();
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Logo href={href(NAV_PATHS.home)} homeLabel={t('nav.home')} />
        <nav className="desktop-nav" aria-label={t('nav.primary')}>
          <ul>
            <li>
              <a href={href(NAV_PATHS.home)}>{t('nav.home')}</a>
            </li>
            <li className="dropdown">
              <details>
                <summary>
                  {t('nav.services')}
                  <Icon name="chevron" size={16} />
                </summary>
                <ul className="dropdown__panel">
                  {NAV_SERVICES.map((s) => (
                    <li key={s.id}>
                      <a href={href(servicePath(s.id))}>{s.name[locale]}</a>
                    </li>
                  ))}
                  <li className="dropdown__all">
                    <a href={href(NAV_PATHS.services)}>{t('nav.allServices')}</a>
                  </li>
                </ul>
              </details>
            </li>
            {PRIMARY_NAV.slice(1).map((item) =>
              item.path === NAV_PATHS.blog && news.length > 0 ? (
                <li key={item.key} className="dropdown">
                  <details>
                    <summary>
                      {t(item.key)}
                      <Icon name="chevron" size={16} />
                    </summary>
                    <ul className="dropdown__panel">
                      <li>
                        <a href={href(item.path)}>{t('nav.allArticles')}</a>
                      </li>
                      <li className="dropdown__group">{t('blog.koreanNews')}</li>
                      {news.map((article) => (
                        <li key={article.href}>
                          <a href={article.href} lang={article.lang}>
                            {article.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.key}>
                  <a href={href(item.path)}>{t(item.key)}</a>
                </li>
              ),
            )}
            {website === undefined ? null : (
              <li>
                <a href={website} rel="noopener">
                  {t('nav.mainWebsite')}
                  <Icon name="external" size={14} />
                </a>
              </li>
            )}
          </ul>
        </nav>
        <div className="site-header__actions">
          <a className="icon-link" href={href(NAV_PATHS.search)}>
            <Icon name="search" size={20} />
            <span className="visually-hidden">{t('search.nav')}</span>
          </a>
          <LanguageSwitcher locale={locale} path={path} shownIn={shownIn} t={t} />
          <a className="btn btn--primary btn--call" href={telHref(BUSINESS.hotline)}>
            <Icon name="phone" size={18} />
            <span className="btn--call__label">{t('cta.call')}</span>
            <span className="visually-hidden">{` ${BUSINESS.hotline}`}</span>
          </a>
          <MobileMenu locale={locale} path={path} shownIn={shownIn} t={t} news={news} />
        </div>
      </div>
    </header>
  );
}
