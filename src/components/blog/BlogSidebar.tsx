import type { SidebarData } from '../../blog/sidebar';
import type { Translate } from '../../i18n/t';
import { SidebarList } from './SidebarList';

export interface BlogSidebarProps {
  data: SidebarData;
  t: Translate;
}

export function BlogSidebar({ data, t }: BlogSidebarProps) {
  const countLabel = (count: number) => t('blog.countLabel', { count });
  return (
    <aside className="blog-sidebar" aria-label={t('blog.sidebar')}>
      <SidebarList id="sidebar-popular" title={t('blog.popular')} links={data.popular} ordered />
      <SidebarList id="sidebar-hot" title={t('blog.hotServices')} links={data.hotServices} />
      <SidebarList id="sidebar-categories" title={t('blog.categories')} links={data.categories} countLabel={countLabel} />
      <SidebarList id="sidebar-news" title={t('blog.koreanNews')} links={data.koreanNews} />
      <SidebarList id="sidebar-archive" title={t('blog.archive')} links={data.archive} countLabel={countLabel} />
    </aside>
  );
}
