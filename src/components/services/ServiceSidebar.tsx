import '../../styles/sidebar.css';
import type { SidebarLink } from '../../sidebar/sidebar';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { SidebarList } from '../blog/SidebarList';
import { HotServiceList } from './HotServiceList';
import { ContactBox } from '../layout/ContactBox';

export interface ServiceSidebarProps {
  locale: Locale;
  t: Translate;
  serviceId: string;
  /** The five most-viewed articles (getPopular). */
  mostViewed: SidebarLink[];
}

/** Beside a service page: most-viewed articles, HOT services with book buttons, contact. */
export function ServiceSidebar({ locale, t, serviceId, mostViewed }: ServiceSidebarProps) {
  return (
    <aside className="blog-sidebar service-sidebar" aria-label={t('servicePage.sidebar')}>
      <HotServiceList locale={locale} t={t} currentId={serviceId} />
      <SidebarList id="sidebar-most-viewed" title={t('blog.mostViewed')} links={mostViewed} ordered />
      <ContactBox locale={locale} t={t} title={t('servicePage.contactTitle')} />
    </aside>
  );
}
