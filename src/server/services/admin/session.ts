import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';
import { installSecret } from '../install-secret';
import type { PasswordEnv } from './password';

/**
 * Admin sessions are rows in admin_sessions, so they can be ended: the cookie holds a random token,
 * the row its SHA-256. A session counts only while its row exists, is unexpired and was opened
 * under the password configured now.
 */
export const SESSION_HOURS = 12;
const TOKEN_BYTES = 32;
/** TOKEN_BYTES in base64url; anything else is refused before the database is asked. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Names the configured password without revealing it, so changing the password ends every session
 * opened under the old one. Keyed with the install's secret: a bare digest of a plain
 * ADMIN_PASSWORD in the database could be brute-forced offline.
 */
export function passwordTag(env: PasswordEnv): string {
  const configured = env.ADMIN_PASSWORD_HASH ? `hash:${env.ADMIN_PASSWORD_HASH}` : `plain:${env.ADMIN_PASSWORD ?? ''}`;
  return createHmac('sha256', installSecret('admin-session')).update(configured).digest('hex');
}

/** Opens a session and returns the token for the cookie. */
export async function createSession(db: Kysely<Database>, tag: string, now: Date = new Date()): Promise<string> {
  // Logins are rare, so each one clears the rows that can never count again; a stale tag is
  // removed too, or changing the password back would revive its sessions.
  await db
    .deleteFrom('admin_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('password_tag', '!=', tag)]))
    .execute();
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db
    .insertInto('admin_sessions')
    .values({
      id: sessionId(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_HOURS * 3600_000).toISOString(),
      password_tag: tag,
    })
    .execute();
  return token;
}

export async function validSession(db: Kysely<Database>, token: string | undefined, tag: string, now: Date = new Date()): Promise<boolean> {
  if (!token || !TOKEN_PATTERN.test(token)) return false;
  const id = sessionId(token);
  const row = await db.selectFrom('admin_sessions').select(['expires_at', 'password_tag']).where('id', '=', id).executeTakeFirst();
  if (!row) return false;
  // ISO-8601 UTC strings of one length compare in time order.
  if (row.expires_at > now.toISOString() && row.password_tag === tag) return true;
  await db.deleteFrom('admin_sessions').where('id', '=', id).execute();
  return false;
}

/** Ends the session; the same token is refused from then on. */
export async function revokeSession(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await db.deleteFrom('admin_sessions').where('id', '=', sessionId(token)).execute();
}

/** An admin cookie's name: over HTTPS it is Secure and takes the __Host- prefix (bound to this host, path /). */
export function adminCookie(request: Request, base: string): { name: string; secure: boolean } {
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  return { name: secure ? `__Host-${base}` : base, secure };
}

export function sessionCookie(request: Request): { name: string; secure: boolean } {
  return adminCookie(request, 'kingstone_admin');
}
