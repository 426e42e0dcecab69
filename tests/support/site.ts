import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CLIENT_DIR = path.join(ROOT, 'dist/client');

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

/** Every HTML page in the build, as the URL paths visitors use. */
export function builtPages(): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') walk(full);
      } else if (entry.name.endsWith('.html')) {
        const rel = path.relative(CLIENT_DIR, full).split(path.sep).join('/');
        const urlPath = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
        pages.push({ path: urlPath, isNotFound: /(^|\/)404$/.test(urlPath) });
      }
    }
  };
  walk(CLIENT_DIR);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** The locale a URL path belongs to. */
export function localeOf(urlPath: string): 'ko' | 'vi' | 'en' {
  const first = urlPath.split('/')[1];
  return first === 'vi' || first === 'en' ? first : 'ko';
}

export async function fetchPage(urlPath: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${baseURL()}${urlPath}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** "YYYY-MM-DD" a few days ahead in Ho Chi Minh City: always inside the booking window. */
export function dayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(Date.now() + days * 86_400_000));
}
