import '../../styles/sidebar.css';
import type { SidebarLink } from '../../sidebar/sidebar';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { ContactBox } from '../layout/ContactBox';
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
      <ContactBox locale={locale} t={t} title={t('article.contact')} now={now} />
    </aside>
  );
}
