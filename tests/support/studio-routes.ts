import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, vi } from 'vitest';
import { createSession, passwordTag } from '../../src/backend/admin/session';
import { getDb, shutdownRuntime } from '../../src/backend/runtime';
import { SITE } from '../../src/config/site';

/**
 * A logged-in admin for tests that call the studio's route handlers directly: the admin switched
 * on, a session in a SQLite database of the file's own (set up before its tests, removed after).
 * Returns the session's cookie value once the tests run.
 */
export function studioAdminSession(): () => string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kingstone-studio-routes-'));
  let token = '';
  beforeAll(async () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('ADMIN_PASSWORD', 'owner-password');
    vi.stubEnv('INSTALL_SECRET', 'studio-routes-test-secret');
    token = await createSession((await getDb()).db, passwordTag(process.env));
  });
  afterAll(async () => {
    await shutdownRuntime();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => token;
}

export interface RouteCall {
  /** The path after /admin/api/studio/ ("articles/massage-hcm-top/rename"), as the URL spells it. */
  path: string;
  params?: Record<string, string | undefined>;
  method?: 'GET' | 'POST';
  session?: string | undefined;
  query?: string;
  origin?: string;
  contentType?: string;
  contentLength?: string;
  /** A string is sent as it is; anything else as JSON. */
  body?: unknown;
}

type Route = (context: APIContext) => Response | Promise<Response>;

/** A call to a studio route as the studio's browser makes it: the session cookie, the site's Origin, JSON. */
export function callRoute(route: Route, call: RouteCall): Promise<Response> {
  const { method = call.body === undefined ? 'GET' : 'POST', query = '', origin = SITE.url, contentType = 'application/json', contentLength, session } = call;
  const url = new URL(`/admin/api/studio/${call.path}${query}`, SITE.url);
  const headers: Record<string, string> = method === 'POST' ? { origin, 'content-type': contentType } : {};
  if (contentLength) headers['content-length'] = contentLength;
  const body = call.body === undefined ? undefined : typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
  const request = new Request(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const cookies = { get: () => (session ? { value: session } : undefined) };
  return Promise.resolve(route({ request, url, cookies, params: call.params ?? {} } as unknown as APIContext));
}
