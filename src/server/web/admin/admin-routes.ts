import type { AdminAccess } from '../../../people/roles';
import type { TrailKind } from '../../services/admin/trail';

/**
 * Every admin route and who may use it, declared once. The gate (./gate.ts, run by
 * src/middleware.ts before any admin route's code) reads this list; a route under src/pages/admin
 * that is missing here answers 404, and tests/unit/admin-gate.test.ts fails until it is added.
 *
 * `access` is what the person's role must allow (src/people/roles.ts): `anyone`
 * (signing in and out, one's own profile), `bookings` (the list, the owner's moves, the CSV
 * exports), `studio` (facts, articles, photos, publish and restore), `trail` (who did what) or
 * `accounts` (people, roles, invites). A person whose role lacks it gets 403.
 *
 * `account: true` marks a route about the person's own account (sessions, passkeys, Telegram):
 * the shared password's session, before any account exists, has none and gets 403.
 *
 * `does` names what a write (any method but GET) of the route does, and `reads` a read worth
 * recording (an export of customers' data): the gate then adds a row to the trail
 * (src/server/services/admin/trail.ts) with who, what, to what and how it ended. Sign-ins and
 * invites record themselves: only they know who it was.
 *
 * `signedOut` is what a request without a session gets: `sign-in` lets the route through (the
 * sign-in form and its steps, an invite), `to-sign-in` sends a browser to the sign-in form, `401`
 * refuses with no body, and `studio-401` is the studio API's JSON error in the admin's language.
 */
export type SignedOutAnswer = 'sign-in' | 'to-sign-in' | '401' | 'studio-401';

export interface AdminRoute {
  access: AdminAccess;
  signedOut: SignedOutAnswer;
  account?: true;
  does?: TrailKind;
  reads?: TrailKind;
}

const PAGE = (access: AdminAccess): AdminRoute => ({ access, signedOut: 'to-sign-in' });
const DATA = (access: AdminAccess, trail: Pick<AdminRoute, 'does' | 'reads'> = {}): AdminRoute => ({ access, signedOut: '401', ...trail });
const STUDIO_API = (does?: TrailKind): AdminRoute => ({ access: 'studio', signedOut: 'studio-401', ...(does ? { does } : {}) });
/** A step of signing in or of accepting an invite: open to the signed-out, recorded by its handler. */
const SIGN_IN: AdminRoute = { access: 'anyone', signedOut: 'sign-in' };
/** A form of the person's own profile. */
const OWN = (does: TrailKind): AdminRoute => ({ access: 'anyone', signedOut: 'to-sign-in', account: true, does });

/** Keyed by Astro's route pattern: the file's path under src/pages, without its extension. */
export const ADMIN_ROUTES: Readonly<Record<string, AdminRoute>> = {
  // The sign-in form, or the first page the person's role opens.
  '/admin': SIGN_IN,
  '/admin/login': SIGN_IN,
  '/admin/second-factor': SIGN_IN,
  '/admin/recover': SIGN_IN,
  '/admin/api/passkey/sign-in-options': SIGN_IN,
  '/admin/api/passkey/sign-in': SIGN_IN,
  '/admin/invite/[token]': SIGN_IN,
  '/admin/api/invite/[token]/passkey-options': SIGN_IN,
  '/admin/api/invite/[token]/passkey': SIGN_IN,
  '/admin/logout': { access: 'anyone', signedOut: 'sign-in', does: 'sign-out' },
  '/admin/account': PAGE('anyone'),
  '/admin/account/language': OWN('account.language'),
  '/admin/account/session-end': OWN('session.end'),
  '/admin/account/telegram': OWN('telegram.link'),
  '/admin/account/passkey-remove': OWN('passkey.remove'),
  '/admin/account/recovery-codes': OWN('recovery.renew'),
  '/admin/api/account/passkey-options': { access: 'anyone', signedOut: '401', account: true },
  '/admin/api/account/passkey': { access: 'anyone', signedOut: '401', account: true, does: 'passkey.add' },
  '/admin/people': PAGE('accounts'),
  '/admin/people/invite': { ...PAGE('accounts'), does: 'invite.create' },
  '/admin/people/invite-revoke': { ...PAGE('accounts'), does: 'invite.revoke' },
  '/admin/people/change': { ...PAGE('accounts'), does: 'account.change' },
  '/admin/status': DATA('bookings', { does: 'booking.move' }),
  // The owner's own bookings and room blocks (issue 38): the front desk takes the calls and hears of the repairs.
  '/admin/new-booking': { ...PAGE('bookings'), does: 'booking.enter' },
  '/admin/rooms': { ...PAGE('bookings'), does: 'room.block' },
  '/admin/rooms/remove': { ...PAGE('bookings'), does: 'room.unblock' },
  '/admin/bookings.csv': DATA('bookings', { reads: 'booking.export' }),
  '/admin/newsletter.csv': DATA('bookings', { reads: 'newsletter.export' }),
  '/admin/insights': PAGE('insights'),
  '/admin/insights.csv': DATA('insights', { reads: 'insights.export' }),
  '/admin/api/insights': DATA('insights'),
  '/admin/trail': PAGE('trail'),
  '/admin/trail.csv': DATA('trail', { reads: 'trail.export' }),
  '/admin/studio': PAGE('studio'),
  '/admin/studio/articles': PAGE('studio'),
  '/admin/studio/photos': PAGE('studio'),
  '/admin/api/studio/articles': STUDIO_API('studio.article'),
  '/admin/api/studio/articles/[slug]': STUDIO_API('studio.article'),
  '/admin/api/studio/articles/[slug]/checked': STUDIO_API('studio.article'),
  '/admin/api/studio/articles/[slug]/delete': STUDIO_API('studio.article'),
  '/admin/api/studio/articles/[slug]/discard': STUDIO_API('studio.discard'),
  '/admin/api/studio/articles/[slug]/rename': STUDIO_API('studio.article'),
  // A preview writes nothing.
  '/admin/api/studio/articles/preview': STUDIO_API(),
  '/admin/api/studio/articles/schemas': STUDIO_API(),
  '/admin/api/studio/documents': STUDIO_API(),
  '/admin/api/studio/documents/[id]': STUDIO_API('studio.document'),
  '/admin/api/studio/documents/[id]/discard': STUDIO_API('studio.discard'),
  '/admin/api/studio/galleries': STUDIO_API(),
  '/admin/api/studio/galleries/[id]': STUDIO_API('studio.gallery'),
  '/admin/api/studio/galleries/[id]/discard': STUDIO_API('studio.discard'),
  '/admin/api/studio/pending': STUDIO_API(),
  '/admin/api/studio/photos': STUDIO_API('studio.photo'),
  '/admin/api/studio/poster/discard': STUDIO_API('studio.discard'),
  '/admin/api/studio/publish': STUDIO_API('publish'),
  '/admin/api/studio/releases': STUDIO_API(),
  '/admin/api/studio/releases/[id]/restore': STUDIO_API('restore'),
  '/admin/api/studio/tags': STUDIO_API('studio.tag'),
};

/** Whether a route pattern is the admin's: the gate answers for every one of them. */
export const isAdminPattern = (pattern: string): boolean => pattern === '/admin' || pattern.startsWith('/admin/');
