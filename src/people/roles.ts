/**
 * Who may do what in the back office. An admin route declares the access it needs
 * (src/server/web/admin/admin-routes.ts); a role is the set of accesses a person has.
 *
 * - `anyone`: signing in and out, one's own profile (sessions, passkeys, Telegram);
 * - `bookings`: the list, the owner's moves, the CSV exports (customers' names and phones);
 * - `studio`: facts, prices, the notice, articles, photos, publish and restore;
 * - `trail`: who did what; `accounts`: people, roles and invites;
 * - `insights`: what the site brings (visits, taps, the booking funnel as counts, real visitors' speed);
 * - `ratings`: the guests' private ratings and comments after a visit, on the bookings' cards and
 *   in their CSV: the status page tells the guest only the owner reads them, so the front desk,
 *   whose work they may be about, does not.
 */
export const ADMIN_ACCESSES = ['anyone', 'bookings', 'studio', 'trail', 'accounts', 'insights', 'ratings'] as const;
export type AdminAccess = (typeof ADMIN_ACCESSES)[number];

export const ROLES = ['owner', 'editor', 'front-desk'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The owner does everything; an editor runs the studio, sees which pages are read (insights hold
 * counts, never a customer) and never sees a customer's phone; the front desk answers bookings
 * and never changes the site.
 */
const ROLE_ACCESS: Readonly<Record<Role, readonly AdminAccess[]>> = {
  owner: ADMIN_ACCESSES,
  editor: ['anyone', 'studio', 'insights'],
  'front-desk': ['anyone', 'bookings'],
};

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export function roleMay(role: Role, access: AdminAccess): boolean {
  return ROLE_ACCESS[role].includes(access);
}

/** Where a person lands after signing in: the first page their role opens. */
export function homeOf(role: Role): '/admin' | '/admin/studio' {
  return roleMay(role, 'bookings') ? '/admin' : '/admin/studio';
}
