import '../../styles/sidebar.css';
import type { SidebarLink } from '../../sidebar/sidebar';
import { BUSINESS } from '../../config/business';
import { telHref } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { dailyHoursText } from '../../config/hours';
import { SpecialHoursNote } from '../layout/SpecialHoursNote';
import { SidebarList } from './SidebarList';

export interface ArticleSidebarProps {
  locale: Locale;
  t: Translate;
  mostViewed: SidebarLink[];
  hotServices: SidebarLink[];
  /** When the next closure or short day is counted from (default: the build). */
  now?: Date | undefined;
}

export function ArticleSidebar({ locale, t, mostViewed, hotServices, now }: ArticleSidebarProps) {
  return (
    <aside className="blog-sidebar" aria-label={t('blog.sidebar')}>
      <SidebarList id="sidebar-most-viewed" title={t('blog.mostViewed')} links={mostViewed} ordered />
      <SidebarList id="sidebar-hot" title={t('blog.hotServices')} links={hotServices} />
      <section className="sidebar-box" aria-labelledby="sidebar-contact">
        <h2 id="sidebar-contact" className="sidebar-box__title">
          {t('article.contact')}
        </h2>
        <address className="sidebar-contact">
          <p>{BUSINESS.address.display[locale]}</p>
          <p>
            {dailyHoursText(t)}
            {BUSINESS.hours.chatSupport24h ? <> · {t('contact.support247')}</> : null}
          </p>
          <SpecialHoursNote as="p" locale={locale} t={t} now={now} />
          <p>
            <a href={telHref(BUSINESS.hotline)}>{BUSINESS.hotline}</a>
          </p>
        </address>
      </section>
    </aside>
  );
}
