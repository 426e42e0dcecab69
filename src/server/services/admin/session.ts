import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';
import { installSecret } from '../install-secret';
import { anyAccount, DISABLED_SESSION_MARK, getAccount, type Account } from './accounts';
import type { PasswordEnv } from './password';
import type { SessionRow } from '../../../people/views';

/**
 * Admin sessions are rows in admin_sessions, so they can be ended: the cookie holds a random token,
 * the row its SHA-256. A session counts only while its row exists, is within its absolute lifetime
 * and its idle timeout, and its person may still sign in: the account is not disabled, or, for a
 * session of the shared ADMIN_PASSWORD, no account exists yet and the password is unchanged.
 *
 * Why these limits (OWASP ASVS 7.3.1, 7.3.2): a front desk works a shift of up to 12 hours, which
 * is the absolute lifetime; a phone left on the counter stops being an open admin after 60 idle
 * minutes. Signing in again is one tap with a passkey.
 */
export const SESSION_HOURS = 12;
export const IDLE_MINUTES = 60;
/** A request moves last_seen_at forward at most this often: reading the list is no write per request. */
const SEEN_EVERY_MS = 60_000;
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

/** What a new session row records besides its token: the shared password's tag, or the account with its device and place. */
type SessionOwner = { tag: string } | { accountId: string; device: string; client: string };

async function openSession(db: Kysely<Database>, owner: SessionOwner, now: Date): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db
    .insertInto('admin_sessions')
    .values({
      id: sessionId(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_HOURS * 3600_000).toISOString(),
      last_seen_at: now.toISOString(),
      ...('tag' in owner
        ? { password_tag: owner.tag, account_id: null, device: null, client: null }
        : { password_tag: '', account_id: owner.accountId, device: owner.device, client: owner.client.slice(0, 8) }),
    })
    .execute();
  return token;
}

/** Opens a session of the shared password and returns the token for the cookie. */
export async function createSession(db: Kysely<Database>, tag: string, now: Date = new Date()): Promise<string> {
  // Logins are rare, so each one clears the rows that can never count again; a stale tag is
  // removed too, or changing the password back would revive its sessions.
  await db
    .deleteFrom('admin_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb.and([eb('account_id', 'is', null), eb('password_tag', '!=', tag)])]))
    .execute();
  return openSession(db, { tag }, now);
}

/** Opens a session for an account, with the device and place the person will see in their list. */
export async function createAccountSession(db: Kysely<Database>, accountId: string, { device, client }: { device: string; client: string }, now: Date = new Date()): Promise<string> {
  await db.deleteFrom('admin_sessions').where('expires_at', '<=', now.toISOString()).execute();
  return openSession(db, { accountId, device, client }, now);
}

/** A live session: the shared password's (before accounts), or an account's. */
export type LiveSession = { kind: 'shared'; id: string } | { kind: 'account'; id: string; account: Account };

/**
 * What a request's session turned out to be: live, or ended by the owner disabling its account
 * (the request is refused, and whose it was is known: the trail names them), or nothing.
 */
export type SessionCheck = LiveSession | { kind: 'disabled'; account: Account } | undefined;

/**
 * Reads the token's session, moving its last seen forward. A session that no longer counts is
 * deleted here, so it ends once: past its lifetime or idle time, the shared password's once an
 * account exists or the password changed, an account's whose account is gone or disabled (then
 * answered `disabled`, once).
 */
export async function checkSession(db: Kysely<Database>, token: string | undefined, tag: string, now: Date = new Date()): Promise<SessionCheck> {
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const id = sessionId(token);
  const row = await db.selectFrom('admin_sessions').select(['expires_at', 'password_tag', 'account_id', 'last_seen_at', 'created_at']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const end = async () => {
    await db.deleteFrom('admin_sessions').where('id', '=', id).execute();
    return undefined;
  };
  // ISO-8601 UTC strings of one length compare in time order.
  const seen = row.last_seen_at ?? row.created_at;
  if (row.expires_at <= now.toISOString() || new Date(seen).getTime() + IDLE_MINUTES * 60_000 <= now.getTime()) return end();
  let live: LiveSession;
  if (row.account_id === null) {
    // Once one account exists, the shared password opens nothing, and its sessions end.
    if (row.password_tag !== tag || (await anyAccount(db))) return end();
    live = { kind: 'shared', id };
  } else {
    const account = await getAccount(db, row.account_id);
    if (!account) return end();
    // Disabled now, or when the session was marked (it stays ended if the account was enabled since).
    if (account.disabledAt !== null || row.password_tag === DISABLED_SESSION_MARK) {
      await end();
      return { kind: 'disabled', account };
    }
    live = { kind: 'account', id, account };
  }
  if (now.getTime() - new Date(seen).getTime() >= SEEN_EVERY_MS) {
    await db.updateTable('admin_sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute();
  }
  return live;
}

/** The token's live session, or undefined: checkSession without why a session ended. */
export async function readSession(db: Kysely<Database>, token: string | undefined, tag: string, now: Date = new Date()): Promise<LiveSession | undefined> {
  const checked = await checkSession(db, token, tag, now);
  return checked?.kind === 'disabled' ? undefined : checked;
}

/** Whether the token names a live session (the shared password's or an account's). */
export async function validSession(db: Kysely<Database>, token: string | undefined, tag: string, now: Date = new Date()): Promise<boolean> {
  return (await readSession(db, token, tag, now)) !== undefined;
}


/** A person's live sessions, the latest seen first. */
export async function sessionsOf(db: Kysely<Database>, accountId: string, now: Date = new Date()): Promise<SessionRow[]> {
  const idleSince = new Date(now.getTime() - IDLE_MINUTES * 60_000).toISOString();
  const rows = await db
    .selectFrom('admin_sessions')
    .select(['id', 'device', 'client', 'created_at', 'last_seen_at'])
    .where('account_id', '=', accountId)
    .where('password_tag', '!=', DISABLED_SESSION_MARK)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', idleSince)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, device: r.device ?? '?', client: r.client ?? '', createdAt: r.created_at, lastSeenAt: r.last_seen_at ?? r.created_at }));
}

/** Ends one of the person's own sessions; false when they have none by that id. */
export async function endAccountSession(db: Kysely<Database>, accountId: string, id: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(id)) return false;
  const result = await db.deleteFrom('admin_sessions').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
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
