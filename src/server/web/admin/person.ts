import type { AdminAccess } from './admin-routes';

/** The person behind an admin request, as the routes see it (`locals.admin`, set by ./gate.ts). */
export interface AdminPerson {
  /** A short name for the history and the log: "admin 3fa2c1", never the session id. */
  label: string;
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
