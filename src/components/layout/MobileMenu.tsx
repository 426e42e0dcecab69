import { mainWebsite, NAV_PATHS, NAV_SERVICES, PRIMARY_NAV, servicePath, type NavLink } from '../../config/navigation';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';
import { Icon } from '../ui/Icon';
import { ChannelLink, getChannels } from './ContactLinks';
import { LanguageSwitcher } from './LanguageSwitcher';

export interface MobileMenuProps {
  locale: Locale;
  /** The current page's locale-less path, for the language links. */
  path: string;
  shownIn: Record<Locale, Locale>;
  t: Translate;
  news: NavLink[];
}

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The phone menu as a native popover: the browser opens and closes it, closes it on Escape and
 * returns focus to the toggle, with no framework code. A few lines in BaseLayout close it when
 * a link inside is followed.
 */
export function MobileMenu({ locale, path, shownIn, t, news }: MobileMenuProps) {
  const href = (p: string) => localizePath(p, locale);
  const channels = getChannels(t);
  const website = mainWebsite();
  return (
    <>
      <button type="button" className="menu-toggle" popoverTarget={MOBILE_MENU_ID} aria-controls={MOBILE_MENU_ID}>
        <Icon name="menu" size={24} />
        <span className="visually-hidden">{t('nav.openMenu')}</span>
      </button>
      <div id={MOBILE_MENU_ID} className="mobile-menu" popover="auto" aria-label={t('nav.menu')} role="dialog">
        <div className="mobile-menu__head">
          <span className="mobile-menu__title">{t('nav.menu')}</span>
          <button type="button" className="menu-close" popoverTarget={MOBILE_MENU_ID} popoverTargetAction="hide">
            <Icon name="close" size={24} />
            <span className="visually-hidden">{t('nav.closeMenu')}</span>
          </button>
        </div>
        <a className="btn btn--primary mobile-menu__book" href={href(NAV_PATHS.booking)}>
          {t('nav.booking')}
        </a>
        <LanguageSwitcher locale={locale} path={path} shownIn={shownIn} t={t} full />
        <nav aria-label={t('nav.primary')}>
          <ul className="mobile-menu__list">
            {PRIMARY_NAV.map((item) => (
              <li key={item.key}>
                <a href={href(item.path)}>{t(item.key)}</a>
              </li>
            ))}
            <li>
              <a href={href(NAV_PATHS.services)}>{t('nav.allServices')}</a>
              <ul className="mobile-menu__sub">
                {NAV_SERVICES.map((s) => (
                  <li key={s.id}>
                    <a href={href(servicePath(s.id))}>{s.name[locale]}</a>
                  </li>
                ))}
              </ul>
            </li>
            {news.length > 0 ? (
              <li>
                <span className="mobile-menu__label">{t('blog.koreanNews')}</span>
                <ul className="mobile-menu__sub">
                  {news.map((item) => (
                    <li key={item.href}>
                      <a href={item.href} lang={item.lang}>
                        {item.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ) : null}
            <li>
              <a href={href(NAV_PATHS.search)}>{t('search.nav')}</a>
            </li>
            {website === undefined ? null : (
              <li>
                <a href={website} rel="noopener">
                  {t('nav.mainWebsite')}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <ul className="mobile-menu__channels">
          {(['call', 'zalo', 'kakao', 'telegram'] as const).map((name) => (
            <li key={name}>
              <ChannelLink channel={channels[name]} className="chip" />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
