import type { AstroCookies } from 'astro';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales';
import { adminEnabled } from './password';
import { sessionCookie, validSession } from './session';

/** 5 login attempts per client per 15 minutes. */
export const loginLimiter = new RateLimiterMemory({ points: 5, duration: 15 * 60 });

export const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export function isAdminEnabled(): boolean {
  return adminEnabled(process.env);
}

export function isLoggedIn(request: Request, cookies: AstroCookies): boolean {
  return validSession(cookies.get(sessionCookie(request).name)?.value);
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
