import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroCookies } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_ROUTES } from '../../src/server/web/admin/admin-routes';
import { adminGate } from '../../src/server/web/admin/gate';
import { signedIn } from '../../src/server/web/admin/person';
import { SITE } from '../../src/config/site';
import { sessionToken, useStudioSession } from '../support/studio-routes';

// The one gate in front of the admin (src/server/web/admin/gate.ts, run by src/middleware.ts):
// every admin route is declared with what it needs, and nothing undeclared ever runs.

const pagesDir = fileURLToPath(new URL('../../src/pages/admin', import.meta.url));

/** The route patterns Astro makes of the files under src/pages/admin. */
function routeFiles(dir: string, pattern = '/admin'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), `${pattern}/${entry.name}`);
    const name = entry.name.replace(/\.(astro|ts)$/, '');
    return [name === 'index' ? pattern : `${pattern}/${name}`];
  });
}

useStudioSession();

function gate(pathname: string, routePattern: string, { session = false } = {}) {
  const url = new URL(pathname, SITE.url);
  const cookies = { get: () => (session ? { value: sessionToken() } : undefined) } as unknown as AstroCookies;
  return adminGate({ request: new Request(url), url, cookies, routePattern });
}

describe('the admin routes', () => {
  it('are each declared with the access they need, and every declaration is a route', () => {
    expect(routeFiles(pagesDir).sort()).toEqual(Object.keys(ADMIN_ROUTES).sort());
  });
});

describe('the admin gate', () => {
  it('answers 404 for every admin route while the admin is off', async () => {
    vi.stubEnv('ADMIN_PASSWORD', '');
    vi.stubEnv('ADMIN_PASSWORD_HASH', '');
    try {
      for (const pattern of Object.keys(ADMIN_ROUTES)) {
        const verdict = await gate(pattern, pattern, { session: true });
        expect(verdict instanceof Response && verdict.status, pattern).toBe(404);
      }
    } finally {
      vi.stubEnv('ADMIN_PASSWORD', 'owner-password');
    }
  });

  it('answers 404 for an admin route no one declared, even signed in', async () => {
    const verdict = await gate('/admin/api/studio/secrets', '/admin/api/studio/secrets', { session: true });
    expect(verdict instanceof Response && verdict.status).toBe(404);
  });

  it('turns the signed-out away as each route declares: to the sign-in, 401, or the studio’s JSON in the admin’s language', async () => {
    const page = await gate('/admin/studio/photos?lang=vi', '/admin/studio/photos');
    expect(page instanceof Response && [page.status, page.headers.get('location')]).toEqual([303, '/admin?lang=vi']);
    const data = await gate('/admin/bookings.csv', '/admin/bookings.csv');
    expect(data instanceof Response && [data.status, data.headers.get('cache-control')]).toEqual([401, 'no-store']);
    const api = await gate('/admin/api/studio/publish?lang=en', '/admin/api/studio/publish');
    expect(api instanceof Response && api.status).toBe(401);
    expect(await (api as Response).json()).toEqual({ kind: 'error', status: 401, message: 'You need to log in. Please log in again.' });
  });

  it('lets the signed-out reach the sign-in form, and hands a signed-in route who acts', async () => {
    expect(await gate('/admin', '/admin')).toEqual({ admin: undefined });
    const verdict = await gate('/admin/api/studio/publish', '/admin/api/studio/publish', { session: true });
    if (verdict instanceof Response) throw new Error(`refused with ${verdict.status}`);
    expect(verdict.admin?.label).toMatch(/^admin [0-9a-f]{6}$/);
    expect(verdict.admin?.label).not.toContain(sessionToken().slice(0, 6));
  });

  it('refuses a forged or ended session like none', async () => {
    const url = new URL('/admin/status', SITE.url);
    const cookies = { get: () => ({ value: 'f'.repeat(64) }) } as unknown as AstroCookies;
    const verdict = await adminGate({ request: new Request(url), url, cookies, routePattern: '/admin/status' });
    expect(verdict instanceof Response && verdict.status).toBe(401);
  });

  it('makes a route that somehow ran without the gate fail closed', () => {
    expect(() => signedIn({})).toThrow(/without the admin gate/);
  });
});
