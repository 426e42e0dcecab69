import { createHash } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n/locales';
import { processWide } from '../../services/process-state';
import { getDb } from '../runtime';
import { serverSettings } from '../../settings/read-settings';
import { createLoginLimiter } from '../../services/admin/login-limit';
import { adminEnabled } from '../../services/admin/password';
import { createSession, passwordTag, revokeSession, SESSION_HOURS, sessionCookie, validSession } from '../../services/admin/session';

/**
 * The process's one limiter of wrong passwords (src/server/services/admin/login-limit.ts): a publish
 * loads a new bundle, and the count of wrong guesses must not start again with it.
 */
export const loginLimiter = processWide('login-limiter', createLoginLimiter);

export const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export function isAdminEnabled(): boolean {
  return adminEnabled(serverSettings());
}

function sessionToken(request: Request, cookies: AstroCookies): string | undefined {
  return cookies.get(sessionCookie(request).name)?.value;
}

/**
 * The label of this request's live session ("admin 3fa2c1": a hash of the session id, never the id
 * itself, for the history and the log), or undefined without one.
 */
export async function currentSessionLabel(request: Request, cookies: AstroCookies): Promise<string | undefined> {
  const token = sessionToken(request, cookies);
  if (!token) return undefined;
  const { db } = await getDb();
  if (!(await validSession(db, token, passwordTag(serverSettings())))) return undefined;
  return labelOf(token);
}

/** A session's name in the history and the trail: "admin " and six hex digits of its token's hash. */
const labelOf = (token: string) => `admin ${createHash('sha256').update(token).digest('hex').slice(0, 6)}`;

/** Opens a session under the configured password, hands its token to the browser, and answers its label. */
export async function startSession(request: Request, cookies: AstroCookies): Promise<string> {
  const { db } = await getDb();
  const token = await createSession(db, passwordTag(serverSettings()));
  const { name, secure } = sessionCookie(request);
  cookies.set(name, token, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: SESSION_HOURS * 3600 });
  return labelOf(token);
}

/** Deletes the session's row, so a copy of the cookie is worthless, and then the cookie. */
export async function endSession(request: Request, cookies: AstroCookies): Promise<void> {
  const token = sessionToken(request, cookies);
  if (token) await revokeSession((await getDb()).db, token);
  const { name, secure } = sessionCookie(request);
  cookies.delete(name, { path: '/', secure, httpOnly: true, sameSite: 'strict' });
}

/**
 * An admin page's language: the locale (`?lang=vi|en`, Korean by default), `lang` when the address
 * named one, and the query that keeps it on the page's links.
 */
export function adminLanguage(url: URL): { locale: Locale; lang: Locale | undefined; langQuery: string } {
  const locale = adminLocale(url);
  const lang = url.searchParams.get('lang') ? locale : undefined;
  return { locale, lang, langQuery: lang ? `?lang=${lang}` : '' };
}

/** The admin's language: ?lang=vi|en, Korean by default. */
export function adminLocale(url: URL): Locale {
  const lang = url.searchParams.get('lang');
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** A 303 back to the admin page (after a form post), keeping its language. */
export function backToAdmin(url: URL, query = ''): Response {
  const lang = url.searchParams.get('lang');
  const params = new URLSearchParams(query);
  if (lang) params.set('lang', lang);
  const search = params.toString();
  return new Response(null, { status: 303, headers: { Location: `/admin${search ? `?${search}` : ''}`, ...NO_STORE } });
}
