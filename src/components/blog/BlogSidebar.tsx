import '../../styles/newsletter.css';
import '../../styles/sidebar.css';
import type { ReactNode } from 'react';
import type { SidebarData } from '../../sidebar/sidebar';
import type { Translate } from '../../i18n/t';
import { NewsletterForm } from '../newsletter/NewsletterForm';
import { SidebarList } from './SidebarList';

export interface BlogSidebarProps {
  data: SidebarData;
  t: Translate;
  /** The localized /newsletter page. */
  newsletterAction: string;
  /** The contact box (ContactBox), shown after the HOT services as on an article. */
  contact?: ReactNode;
}

export function BlogSidebar({ data, t, newsletterAction, contact }: BlogSidebarProps) {
  const countLabel = (count: number) => t('blog.countLabel', { count });
  return (
    <aside className="blog-sidebar" aria-label={t('blog.sidebar')}>
      <SidebarList id="sidebar-popular" title={t('blog.popular')} links={data.popular} ordered />
      <SidebarList id="sidebar-hot" title={t('blog.hotServices')} links={data.hotServices} />
      {contact}
      <SidebarList id="sidebar-categories" title={t('blog.categories')} links={data.categories} countLabel={countLabel} />
      <SidebarList id="sidebar-news" title={t('blog.koreanNews')} links={data.koreanNews} />
      <SidebarList id="sidebar-archive" title={t('blog.archive')} links={data.archive} countLabel={countLabel} />
      <section className="sidebar-box" aria-labelledby="sidebar-newsletter">
        <h2 id="sidebar-newsletter" className="sidebar-box__title">
          {t('newsletter.title')}
        </h2>
        <p>{t('newsletter.lead')}</p>
        <NewsletterForm t={t} action={newsletterAction} id="sidebar-newsletter-form" />
      </section>
    </aside>
  );
}
