import type { Locale } from '../../../i18n/locales';
import { createT, type UIKey } from '../../../i18n/t';
import type { SaveRequest, StudioApiError } from '../../../studio/contract';
import { adminLocale, NO_STORE } from '../admin/session';
import { signedIn } from '../admin/person';
import { readJson } from '../form';
import { allowedOrigins } from '../origins';
import { publishContext } from './publish-context';
import { warmUpBuild } from '../../services/publish/site-build';
import { studioSiteRoot } from '../../site-files/site-root';

export interface StudioRequest {
  url: URL;
  locals: App.Locals;
}

/** A JSON answer that is never cached nor indexed. */
export function studioJson(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE } });
}

const ERROR_KEYS = {
  400: 'studioApi.error.badJson',
  401: 'studioApi.error.unauthorized',
  403: 'studioApi.error.origin',
  404: 'studioApi.error.notFound',
  409: 'publish.busy',
  413: 'studioApi.error.tooLarge',
  415: 'studioApi.error.contentType',
  500: 'studioApi.error.unreadable',
  503: 'studioApi.error.noSiteRoot',
} as const satisfies Record<StudioApiError['status'], UIKey>;

/** An error answer: `{ kind: 'error', status, message }` with the message in the admin's language. */
export function studioError(status: StudioApiError['status'], locale: Locale, key: UIKey = ERROR_KEYS[status], vars?: Record<string, string>): Response {
  const body: StudioApiError = { kind: 'error', status, message: createT(locale)(key, vars) };
  return studioJson(status, body);
}

/** What a handler works with once the gate let the request through. */
export interface StudioContext {
  root: string;
  locale: Locale;
  /** Who acts, for the history: the signed-in admin's label. */
  by: string;
}

/**
 * What every studio route needs after the admin gate (src/server/web/admin/gate.ts) let the
 * request through: the signed-in person, the admin's language and the site's source folder (503
 * without one). The answer is a Response to send back, or the context to go on with.
 */
export async function openStudio({ url, locals }: StudioRequest, { warmsBuild = true }: { warmsBuild?: boolean } = {}): Promise<Response | StudioContext> {
  const { label } = signedIn(locals);
  const locale = adminLocale(url, locals);
  const root = studioSiteRoot();
  if (!root) return studioError(503, locale);
  // The owner is in the studio: a publish is likely to follow, and its build process can load
  // meanwhile (only where this server can publish: a host with releases). The publish status,
  // polled while and after a build runs, leaves it be.
  if (warmsBuild && publishContext('studio')) warmUpBuild(root);
  return { root, locale, by: label };
}

const MAX_VERSION_LENGTH = 100;

/**
 * A save's body after the write checks: a configured Origin (403; Astro's own check trusts the
 * Host header, which DNS rebinding controls), JSON (415), at most 16 KB (413), JSON that parses
 * (400), and the shape { version: string, data } (400).
 */
export async function readSaveRequest(request: Request, url: URL, locale: Locale): Promise<Response | SaveRequest> {
  const read = await readJson(request, allowedOrigins(url.origin));
  if (read.kind === 'refused') return studioError(read.status, locale);
  const value = read.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return studioError(400, locale, 'studioApi.error.badShape');
  const { version, data } = value as Record<string, unknown>;
  if (typeof version !== 'string' || version.length > MAX_VERSION_LENGTH || !Object.hasOwn(value, 'data')) return studioError(400, locale, 'studioApi.error.badShape');
  return { version, data };
}

/**
 * The write checks of a request whose body carries nothing but intent (publish, restore): a
 * configured Origin (403), JSON (415), at most 16 KB (413), JSON that parses (400).
 */
export async function readStudioWrite(request: Request, url: URL, locale: Locale): Promise<Response | undefined> {
  const read = await readJson(request, allowedOrigins(url.origin));
  return read.kind === 'refused' ? studioError(read.status, locale) : undefined;
}
