import type { Translate, UIKey } from '../../../i18n/t';
import type { AdminAccess } from '../../../people/roles';

export interface AdminMenuProps {
  t: Translate;
  langQuery: string;
  /** What the signed-in person's role may open: the menu shows only that. */
  may: (access: AdminAccess) => boolean;
  hasAccount: boolean;
  /** The page shown now (marked as the current one). */
  current: string;
}

const LINKS: ReadonlyArray<{ href: string; label: UIKey; access: AdminAccess | 'account' }> = [
  { href: '/admin', label: 'menu.bookings', access: 'bookings' },
  { href: '/admin/new-booking', label: 'ownerBooking.navLink', access: 'bookings' },
  { href: '/admin/rooms', label: 'roomBlock.navLink', access: 'bookings' },
  { href: '/admin/studio', label: 'studio.navLink', access: 'studio' },
  { href: '/admin/insights', label: 'insights.navLink', access: 'insights' },
  { href: '/admin/trail', label: 'trail.navLink', access: 'trail' },
  { href: '/admin/people', label: 'menu.people', access: 'accounts' },
  { href: '/admin/account', label: 'menu.account', access: 'account' },
];

/** The admin's menu: the pages this person's role opens, their own account, and signing out. */
export function AdminMenu({ t, langQuery, may, hasAccount, current }: AdminMenuProps) {
  const links = LINKS.filter((link) => (link.access === 'account' ? hasAccount : may(link.access)));
  return (
    <nav className="admin-menu" aria-label={t('menu.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={`${link.href}${langQuery}`} aria-current={link.href === current ? 'page' : undefined}>
              {t(link.label)}
            </a>
          </li>
        ))}
      </ul>
      <form method="post" action={`/admin/logout${langQuery}`} className="admin-logout">
        <button type="submit" className="btn btn--light">
          {t('admin.logout')}
        </button>
      </form>
    </nav>
  );
}
