import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, vi } from 'vitest';
import { createSession, passwordTag } from '../../src/server/services/admin/session';
import { getDb, shutdownRuntime } from '../../src/server/web/runtime';
import { SITE } from '../../src/config/site';
import { ADMIN_ROUTES } from '../../src/server/web/admin/admin-routes';
import { adminGate, recordAdminAction } from '../../src/server/web/admin/gate';

export type StudioRoute = (context: APIContext) => Response | Promise<Response>;

export interface RouteCall {
  method?: 'GET' | 'POST';
  /** The URL path, e.g. "/admin/api/studio/photos". */
  path: string;
  /** Query parameters, "lang" among them; encoded here. */
  query?: Record<string, string>;
  /** The route's parameters as Astro passes them ([id] → { id }). */
  params?: Record<string, string | undefined>;
  session?: boolean;
  /** The Origin header; the site's own by default. */
  origin?: string;
  headers?: Record<string, string>;
  /** A text, or bytes (a photo). */
  body?: string | Uint8Array;
}

let token = '';

/**
 * An admin session on the process's own database (SQLite in a folder of the file's), opened
 * before the file's tests and closed after them, with the admin switched on and `env` set besides.
 * Call once at the top of a test file that calls studio routes with `callRoute`, or another admin
 * route with `sessionToken()`.
 */
export function useStudioSession(env: Record<string, string> = {}): void {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kingstone-studio-routes-'));
  beforeAll(async () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('ADMIN_PASSWORD', 'owner-password');
    vi.stubEnv('INSTALL_SECRET', 'e7'.repeat(32));
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    token = await createSession((await getDb()).db, passwordTag(process.env));
  });
  afterAll(async () => {
    await shutdownRuntime();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/** The token of the session useStudioSession opened, for a test that builds its own request to a route. */
export function sessionToken(): string {
  if (!token) throw new Error('sessionToken: useStudioSession opens the session in beforeAll; use it inside a test');
  return token;
}

/**
 * Calls a studio route as the studio's browser does: the session cookie and, on a POST, the
 * site's Origin. Headers and body are the caller's (a photo's bytes, JSON…).
 */
export function callRoute(route: StudioRoute, call: RouteCall): Promise<Response> | Response {
  const { method = 'GET', session = true, origin = SITE.url, headers = {}, body, params = {} } = call;
  const url = new URL(call.path, SITE.url);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
  const request = new Request(url, {
    method,
    headers: { ...(method === 'POST' ? { origin } : {}), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]) }),
  });
  const cookies = { get: () => (session ? { value: token } : undefined) };
  return throughGate(route, { request, url, cookies, params } as unknown as APIContext);
}

const paramsOf = (pattern: string) => [...pattern.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1] ?? '').sort().join(',');

/**
 * The route pattern Astro would match for an admin path: its declared pattern, `[x]` one segment.
 * A test that hands a route a hostile parameter ("..", "") calls the route directly with a path
 * Astro would never route to it; it gets the declared pattern with the same parameters whose fixed
 * start the path has (documents/[id] for "/admin/api/studio/documents/"), or, where ".." took the
 * path elsewhere, any with the same parameters, which the gate must read alike.
 */
export function adminPatternOf(pathname: string, params: Record<string, string | undefined> = {}): string {
  const exact = Object.keys(ADMIN_ROUTES).find((pattern) => new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/\[[^\]]+\]/g, '[^/]+')}$`).test(pathname));
  if (exact) return exact;
  const names = Object.keys(params).sort().join(',');
  const fixedStart = (pattern: string) => pattern.slice(0, pattern.indexOf('['));
  const alike = Object.keys(ADMIN_ROUTES).filter((pattern) => names !== '' && paramsOf(pattern) === names);
  const [found] = alike.filter((pattern) => pathname.startsWith(fixedStart(pattern))).sort((a, b) => fixedStart(b).length - fixedStart(a).length);
  if (found) return found;
  // ".." took the path elsewhere: any of them does, if the gate would read them alike.
  const gateOf = (pattern: string) => `${ADMIN_ROUTES[pattern]?.access}/${ADMIN_ROUTES[pattern]?.signedOut}`;
  const [first] = alike;
  if (!first || alike.some((pattern) => gateOf(pattern) !== gateOf(first))) throw new Error(`no admin route is declared for ${pathname}`);
  return first;
}

/**
 * Calls an admin route as the server does: through the admin gate the middleware runs first
 * (src/server/web/admin/gate.ts), which may answer itself or hands the route `locals.admin`, and
 * then records what the route did in the trail, as the middleware does after it.
 */
export async function throughGate(route: StudioRoute, context: APIContext): Promise<Response> {
  const routePattern = adminPatternOf(context.url.pathname, context.params);
  const verdict = await adminGate({ request: context.request, url: context.url, cookies: context.cookies, routePattern });
  if (verdict instanceof Response) return verdict;
  const locals: App.Locals = { admin: verdict.admin };
  const routed = { ...context, routePattern, locals } as APIContext;
  const response = await route(routed);
  await recordAdminAction({ request: context.request, routePattern, params: context.params ?? {}, locals, clientAddress: undefined }, response);
  return response;
}
