import type { Locale } from '../../../i18n/locales';
import type { AdminAccess, Role } from '../../../people/roles';

/** The person behind an admin request, as the routes see it (`locals.admin`, set by ./gate.ts). */
export interface AdminPerson {
  /** How the history, the trail and git commits name them: "Lan (editor)", or "admin 3fa2c1" for the shared password. */
  label: string;
  /** Their role; the shared password (before any account exists) acts as the owner. */
  role: Role;
  /** Their account, or undefined for the shared password's session. */
  accountId: string | undefined;
  /** The language their account opens the admin in, when they have one. */
  locale: Locale | undefined;
  /** The session's id (a hash of the cookie's token), to mark "this device" in their list. */
  sessionId: string;
  /** Whether this person may do what a route declares (./admin-routes.ts). */
  may(access: AdminAccess): boolean;
}

/**
 * The person the gate let through to a route that needs one. A route that somehow ran without
 * the gate (a mistake in the middleware) fails closed here instead of acting for nobody.
 */
export function signedIn(locals: App.Locals): AdminPerson {
  if (!locals.admin) throw new Error('an admin route ran without the admin gate');
  return locals.admin;
}

/** The signed-in person with an account (a profile page, a passkey): the shared password has none. */
export function withAccount(locals: App.Locals): AdminPerson & { accountId: string } {
  const person = signedIn(locals);
  if (person.accountId === undefined) throw new Error('this admin route needs an account, and the shared password has none');
  return person as AdminPerson & { accountId: string };
}
