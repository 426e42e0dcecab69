import type { TrailKind } from '../../services/admin/trail';

/**
 * Every admin route and who may use it, declared once. The gate (./gate.ts, run by
 * src/middleware.ts before any admin route's code) reads this list; a route under src/pages/admin
 * that is missing here answers 404, and tests/unit/admin-gate.test.ts fails until it is added.
 *
 * `access` is what a person must be allowed to do: `anyone` (signing in and out), `bookings` (the
 * list, the owner's moves, the CSV exports), `studio` (facts, articles, photos, publish and
 * restore) or `trail` (who did what). With one shared admin password, a session may do all of
 * them; the accounts give each role its own set.
 *
 * `does` names what a write (any method but GET) of the route does, and `reads` a read worth
 * recording (an export of customers' data): the gate then adds a row to the trail
 * (src/server/services/admin/trail.ts) with who, what, to what and how it ended.
 *
 * `signedOut` is what a request without a session gets: `sign-in` lets the page through to show
 * its sign-in form, `to-sign-in` sends a browser to that page, `401` refuses with no body, and
 * `studio-401` is the studio API's JSON error in the admin's language.
 */
export type AdminAccess = 'anyone' | 'bookings' | 'studio' | 'trail';
export type SignedOutAnswer = 'sign-in' | 'to-sign-in' | '401' | 'studio-401';

export interface AdminRoute {
  access: AdminAccess;
  signedOut: SignedOutAnswer;
  does?: TrailKind;
  reads?: TrailKind;
}

const PAGE = (access: AdminAccess): AdminRoute => ({ access, signedOut: 'to-sign-in' });
const DATA = (access: AdminAccess, trail: Pick<AdminRoute, 'does' | 'reads'> = {}): AdminRoute => ({ access, signedOut: '401', ...trail });
const STUDIO_API = (does?: TrailKind): AdminRoute => ({ access: 'studio', signedOut: 'studio-401', ...(does ? { does } : {}) });

/** Keyed by Astro's route pattern: the file's path under src/pages, without its extension. */
export const ADMIN_ROUTES: Readonly<Record<string, AdminRoute>> = {
  '/admin': { access: 'bookings', signedOut: 'sign-in' },
  // The sign-in records itself (./login.ts): only it knows the outcome and, once in, who.
  '/admin/login': { access: 'anyone', signedOut: 'sign-in' },
  '/admin/logout': { access: 'anyone', signedOut: 'sign-in', does: 'sign-out' },
  '/admin/status': DATA('bookings', { does: 'booking.move' }),
  '/admin/bookings.csv': DATA('bookings', { reads: 'booking.export' }),
  '/admin/newsletter.csv': DATA('bookings', { reads: 'newsletter.export' }),
  '/admin/trail': PAGE('trail'),
  '/admin/trail.csv': DATA('trail', { reads: 'trail.export' }),
  '/admin/studio': PAGE('studio'),
  '/admin/studio/articles': PAGE('studio'),
  '/admin/studio/photos': PAGE('studio'),
  '/admin/api/studio/articles': STUDIO_API('studio.article'),
  '/admin/api/studio/articles/[slug]': STUDIO_API('studio.article'),
  '/admin/api/studio/articles/[slug]/checked': STUDIO_API('studio.article'),
  '/admin/api/studio/articles/[slug]/delete': STUDIO_API('studio.article'),
  '/admin/api/studio/articles/[slug]/rename': STUDIO_API('studio.article'),
  // A preview writes nothing.
  '/admin/api/studio/articles/preview': STUDIO_API(),
  '/admin/api/studio/articles/schemas': STUDIO_API(),
  '/admin/api/studio/documents': STUDIO_API(),
  '/admin/api/studio/documents/[id]': STUDIO_API('studio.document'),
  '/admin/api/studio/galleries': STUDIO_API(),
  '/admin/api/studio/galleries/[id]': STUDIO_API('studio.gallery'),
  '/admin/api/studio/photos': STUDIO_API('studio.photo'),
  '/admin/api/studio/publish': STUDIO_API('publish'),
  '/admin/api/studio/releases': STUDIO_API(),
  '/admin/api/studio/releases/[id]/restore': STUDIO_API('restore'),
  '/admin/api/studio/tags': STUDIO_API('studio.tag'),
};

/** Whether a route pattern is the admin's: the gate answers for every one of them. */
export const isAdminPattern = (pattern: string): boolean => pattern === '/admin' || pattern.startsWith('/admin/');
