import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { listPages } from '../../integrations/link-check.ts';
import { specialHoursOn } from '../../src/config/special-hours';
import { TIME_ZONE, type Locale } from '../../src/i18n/locales';
import { splitLocale } from '../../src/i18n/routing';
import { CLIENT_DIR } from './paths';

export const baseURL = () => inject('baseURL');

/** The public origin the build wrote into canonical URLs (astro.config `site`). */
export function siteOrigin(): string {
  const robots = readFileSync(path.join(CLIENT_DIR, 'robots.txt'), 'utf8');
  const match = /Sitemap: (https?:\/\/[^/\s]+)/.exec(robots);
  if (!match?.[1]) throw new Error('robots.txt names no sitemap');
  return match[1];
}

export interface BuiltPage {
  /** URL path the page is served at, e.g. "/vi/services". */
  path: string;
  /** Whether it is one of the not-found pages (served with status 404). */
  isNotFound: boolean;
}

/** Every HTML page in the build, as the URL paths visitors use (listed as the link check lists them). */
export function builtPages(): BuiltPage[] {
  return (listPages(CLIENT_DIR) as [string, string][])
    .map(([urlPath]) => ({ path: urlPath, isNotFound: /(^|\/)404$/.test(urlPath) }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The locale a URL path belongs to. */
export const localeOf = (urlPath: string): Locale => splitLocale(urlPath).locale;

export async function fetchPage(urlPath: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${baseURL()}${urlPath}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** "YYYY-MM-DD" a few days ahead in Ho Chi Minh City: always inside the booking window. */
export function dayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(Date.now() + days * 86_400_000));
}

/** The first day at least `days` ahead with the regular hours (none of spa.yaml's special hours). */
export function regularDayAhead(days: number): string {
  for (let ahead = days; ; ahead += 1) if (!specialHoursOn(dayAhead(ahead))) return dayAhead(ahead);
}
