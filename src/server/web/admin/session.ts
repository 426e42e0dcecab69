import { createHash } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n/locales';
import { processWide } from '../../services/process-state';
import { getDb } from '../runtime';
import { serverSettings } from '../../settings/read-settings';
import { anyAccount, personLabel, type Account } from '../../services/admin/accounts';
import { describeDevice } from '../../services/admin/device';
import { anyPendingInvite } from '../../services/admin/invites';
import { createLoginLimiter } from '../../services/admin/login-limit';
import { adminEnabled } from '../../services/admin/password';
import { roleMay } from '../../../people/roles';
import { checkSession, createAccountSession, createSession, passwordTag, revokeSession, SESSION_HOURS, sessionCookie } from '../../services/admin/session';
import type { AdminPerson } from './person';

/**
 * The process's one limiter of wrong passwords (src/server/services/admin/login-limit.ts): a publish
 * loads a new bundle, and the count of wrong guesses must not start again with it.
 */
export const loginLimiter = processWide('login-limiter', createLoginLimiter);
/** Wrong passwords and codes per account, wherever they come from (no pause for everyone: the client limiter does that). */
export const accountLimiter = processWide('account-login-limiter', () => createLoginLimiter({ globalFailures: Number.MAX_SAFE_INTEGER }));

export const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * Whether the admin answers at all: once something can open it (the shared password, an account,
 * or an invite waiting to be used: a fresh install's `npm run admin:invite`). Otherwise every
 * admin address is a 404, as if it did not exist.
 */
export async function isAdminEnabled(): Promise<boolean> {
  if (adminEnabled(serverSettings())) return true;
  const { db } = await getDb();
  return (await anyAccount(db)) || (await anyPendingInvite(db));
}

function sessionToken(request: Request, cookies: AstroCookies): string | undefined {
  return cookies.get(sessionCookie(request).name)?.value;
}

/** Whether people have their own accounts: the sign-in then asks for a login, and the shared password opens nothing. */
export async function accountsExist(): Promise<boolean> {
  return anyAccount((await getDb()).db);
}

/** A request whose session the owner ended by disabling its account: who it was, for the trail. */
export interface DisabledPerson {
  disabled: string;
}

/**
 * The person behind this request's live session, or undefined without one: an account's holder,
 * or, before any account exists, whoever holds a session of the shared password, who acts as the
 * owner. A session of an account the owner disabled is refused from its first request after, and
 * answered once as `{ disabled: "Lan (front-desk)" }` (the gate records the refusal).
 */
export async function currentPerson(request: Request, cookies: AstroCookies): Promise<AdminPerson | DisabledPerson | undefined> {
  const token = sessionToken(request, cookies);
  if (!token) return undefined;
  const { db } = await getDb();
  const session = await checkSession(db, token, passwordTag(serverSettings()));
  if (!session) return undefined;
  if (session.kind === 'disabled') return { disabled: personLabel(session.account) };
  if (session.kind === 'shared') return { label: labelOf(token), role: 'owner', accountId: undefined, locale: undefined, sessionId: session.id, may: () => true };
  const { account } = session;
  return { label: personLabel(account), role: account.role, accountId: account.id, locale: account.locale, sessionId: session.id, may: (access) => roleMay(account.role, access) };
}

/** The shared password's session in the history and the trail: "admin " and six hex digits of its token's hash. */
const labelOf = (token: string) => `admin ${createHash('sha256').update(token).digest('hex').slice(0, 6)}`;

function setSessionCookie(request: Request, cookies: AstroCookies, token: string): void {
  const { name, secure } = sessionCookie(request);
  cookies.set(name, token, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: SESSION_HOURS * 3600 });
}

/** Opens a session under the configured shared password, hands its token to the browser, and answers its label. */
export async function startSession(request: Request, cookies: AstroCookies): Promise<string> {
  const { db } = await getDb();
  const token = await createSession(db, passwordTag(serverSettings()));
  setSessionCookie(request, cookies, token);
  return labelOf(token);
}

/** Opens a session for a person who proved both factors, and answers how the trail names them. */
export async function startAccountSession(request: Request, cookies: AstroCookies, account: Account, client: string): Promise<string> {
  const { db } = await getDb();
  const token = await createAccountSession(db, account.id, { device: describeDevice(request.headers.get('user-agent')), client });
  setSessionCookie(request, cookies, token);
  return personLabel(account);
}

/** Deletes the session's row, so a copy of the cookie is worthless, and then the cookie. */
export async function endSession(request: Request, cookies: AstroCookies): Promise<void> {
  const token = sessionToken(request, cookies);
  if (token) await revokeSession((await getDb()).db, token);
  const { name, secure } = sessionCookie(request);
  cookies.delete(name, { path: '/', secure, httpOnly: true, sameSite: 'strict' });
}

/**
 * An admin page's language: the locale (`?lang=` naming a locale, else the signed-in person's own language,
 * else the browser's, else Korean), `lang` when the address named one, and the query that keeps it on the page's links.
 */
export function adminLanguage(url: URL, locals?: App.Locals): { locale: Locale; lang: Locale | undefined; langQuery: string } {
  const locale = adminLocale(url, locals);
  const lang = isLocale(url.searchParams.get('lang')) ? locale : undefined;
  return { locale, lang, langQuery: lang ? `?lang=${lang}` : '' };
}

/** The admin's language: the locale ?lang= names, else the signed-in person's, else the browser's (Accept-Language), else Korean. */
export function adminLocale(url: URL, locals?: App.Locals): Locale {
  const lang = url.searchParams.get('lang');
  return isLocale(lang) ? lang : (locals?.admin?.locale ?? locals?.browserLocale ?? DEFAULT_LOCALE);
}

/** A 303 back to an admin page (after a form post: `/admin` unless named), keeping its language. */
export function backToAdmin(url: URL, query = '', page = '/admin'): Response {
  const lang = url.searchParams.get('lang');
  const params = new URLSearchParams(query);
  if (isLocale(lang)) params.set('lang', lang);
  const search = params.toString();
  return new Response(null, { status: 303, headers: { Location: `${page}${search ? `?${search}` : ''}`, ...NO_STORE } });
}
