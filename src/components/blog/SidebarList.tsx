import '../../styles/sidebar.css';
import type { SidebarLink } from '../../sidebar/sidebar';

export interface SidebarListProps {
  id: string;
  title: string;
  links: SidebarLink[];
  ordered?: boolean;
  /** Formats a count for people, e.g. "12편". */
  countLabel?: (count: number) => string;
}

/**
 * A comma for screen readers between a link's name and its count or detail: the spans sit side
 * by side on screen, but their texts joined into "tháng 10 năm 202514 bài" in the accessible name.
 */
function Separator() {
  return <span className="visually-hidden">, </span>;
}

/**
 * One titled list of the blog sidebar; the current entry is marked for assistive technology. A
 * name in another language than the page carries its `lang` and a short language tag.
 */
export function SidebarList({ id, title, links, ordered = false, countLabel }: SidebarListProps) {
  if (links.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="sidebar-box" aria-labelledby={id}>
      <h2 id={id} className="sidebar-box__title">
        {title}
      </h2>
      <List className={`sidebar-list${ordered ? ' sidebar-list--ranked' : ''}`}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined}>
              <span className="sidebar-list__name" lang={link.lang}>
                {link.name}
              </span>
              {link.langTag ? (
                <>
                  <Separator />
                  <span className="badge badge--lang" title={link.langTag.label}>
                    <span aria-hidden="true">{link.langTag.short}</span>
                    <span className="visually-hidden">{link.langTag.label}</span>
                  </span>
                </>
              ) : null}
              {link.detail ? (
                <>
                  <Separator />
                  <span className="sidebar-list__detail">{link.detail}</span>
                </>
              ) : null}
              {link.count !== undefined ? (
                <>
                  <Separator />
                  <span className="sidebar-list__count">{countLabel ? countLabel(link.count) : link.count}</span>
                </>
              ) : null}
            </a>
          </li>
        ))}
      </List>
    </section>
  );
}
