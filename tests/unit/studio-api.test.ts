import type { APIContext } from 'astro';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { SITE } from '../../src/config/site';
import type { DocumentBody, DocumentSummary, SaveResponse } from '../../src/studio/contract';
import { GET as listRoute } from '../../src/pages/admin/api/studio/documents';
import { GET as readRoute, POST as saveRoute } from '../../src/pages/admin/api/studio/documents/[id]';
import { HOSTILE_DOCUMENT_IDS, studioSiteCopy, type StudioSite } from '../support/studio';
import { sessionToken, throughGate, useStudioSession } from '../support/studio-routes';

// The routes on the process's own database (for the session): SQLite in a folder of this file's.
useStudioSession();
let site: StudioSite;
beforeEach(() => {
  site = studioSiteCopy();
  vi.stubEnv('KINGSTONE_SITE_ROOT', site.root);
});
afterEach(() => site.remove());

interface Call {
  session?: boolean;
  query?: string;
  origin?: string;
  contentType?: string;
  contentLength?: string;
  body?: string;
}

/** A call to a studio route as the studio's browser makes it: the session cookie, the site's Origin, JSON. */
function call(route: (context: APIContext) => Response | Promise<Response>, method: 'GET' | 'POST', id: string | undefined, options: Call = {}) {
  const { session = true, query = '', origin = SITE.url, contentType = 'application/json', body, contentLength } = options;
  const url = new URL(`/admin/api/studio/documents${id === undefined ? '' : `/${encodeURIComponent(id)}`}${query}`, SITE.url);
  const headers: Record<string, string> = method === 'POST' ? { origin, 'content-type': contentType } : {};
  if (contentLength) headers['content-length'] = contentLength;
  const request = new Request(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const cookies = { get: () => (session ? { value: sessionToken() } : undefined) };
  // The segment as our host passes it on (encodeURIComponent) after Astro's decodeURI of the path.
  const params = { id: id === undefined ? undefined : decodeURI(encodeURIComponent(id)) };
  return throughGate(route, { request, url, cookies, params } as unknown as APIContext);
}

const list = (options?: Call) => call(listRoute, 'GET', undefined, options);
const read = (id: string, options?: Call) => call(readRoute, 'GET', id, options);
const save = (id: string, body: unknown, options?: Call) => call(saveRoute, 'POST', id, { body: JSON.stringify(body), ...options });

async function current(id: string): Promise<DocumentBody> {
  return (await (await read(id)).json()) as DocumentBody;
}

describe('GET /admin/api/studio/documents', () => {
  it('lists the documents with titles in the admin language, never cached', async () => {
    const res = await list({ query: '?lang=vi' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const docs = (await res.json()) as DocumentSummary[];
    expect(docs.slice(0, 2)).toEqual([
      { id: 'business', kind: 'business', title: 'Thông tin kinh doanh' },
      { id: 'notice', kind: 'notice', title: 'Thông báo trên trang' },
    ]);
    const thai = parse(site.read('src/content/services/thai-massage.yaml')) as { name: Record<string, string> };
    expect(docs).toContainEqual({ id: 'service:thai-massage', kind: 'service', title: thai.name['vi'] });
    const korean = (await (await list()).json()) as DocumentSummary[];
    expect(korean).toContainEqual({ id: 'service:thai-massage', kind: 'service', title: thai.name['ko'] });
    expect(korean[0]?.title).toBe('영업 정보');
  });
});

describe('GET and POST /admin/api/studio/documents/<id>', () => {
  it('reads a document by its id, URI-encoded (as our host passes it on) or raw (as astro dev may)', async () => {
    const body = await current('service:thai-massage');
    expect(body).toMatchObject({ id: 'service:thai-massage', data: parse(site.read('src/content/services/thai-massage.yaml')) });
    const url = new URL('/admin/api/studio/documents/service:thai-massage', SITE.url);
    const res = await throughGate(readRoute, { request: new Request(url), url, cookies: { get: () => ({ value: sessionToken() }) }, params: { id: 'service:thai-massage' } } as unknown as APIContext);
    expect(((await res.json()) as DocumentBody).version).toBe(body.version);
  });

  it('saves an edit and answers the new version and the changed facts', async () => {
    const body = await current('notice');
    const data = { ...(body.data as object), show: false };
    const res = await save('notice', { version: body.version, data });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = (await res.json()) as SaveResponse;
    expect(answer).toEqual({ kind: 'saved', version: (await current('notice')).version, changes: [{ document: 'notice', path: 'show', before: true, after: false }] });
    expect(parse(site.read('src/content/notice/notice.yaml'))).toEqual(data);
  });

  it('answers 422 with the localized field error, and 409 with the current document to a stale version', async () => {
    const body = await current('business');
    const invalid = await save('business', { version: body.version, data: { ...(body.data as object), hotline: '12345' } }, { query: '?lang=en' });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({ kind: 'invalid', errors: [{ path: 'hotline', message: 'Enter a valid phone number in international form, e.g. "+84 90 123 4567".' }] });
    expect((await save('business', { version: body.version, data: { ...(body.data as object), yearsOfExperience: 11 } })).status).toBe(200);
    const stale = await save('business', { version: body.version, data: { ...(body.data as object), yearsOfExperience: 12 } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ kind: 'conflict', current: { id: 'business', data: { yearsOfExperience: 11 } } });
  });

  it.each(HOSTILE_DOCUMENT_IDS)('answers 404 to the id %s, reading and writing, and touches nothing', async (_, id) => {
    const before = site.snapshot();
    const { version } = await current('business');
    const { version: outsideVersion } = await current('service:thai-massage');
    expect((await read(id)).status).toBe(404);
    for (const attempt of [version, outsideVersion]) {
      const res = await save(id, { version: attempt, data: { id: 'x', name: 'hostile' } });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('그런 문서는 없습니다.');
    }
    expect(site.snapshot()).toEqual(before);
  });
});

describe('the studio routes guard', () => {
  it('answers 404 with no body while the admin is switched off', async () => {
    vi.stubEnv('ADMIN_PASSWORD', '');
    try {
      for (const res of [await list(), await read('business'), await save('business', { version: 'v', data: {} })]) {
        expect(res.status).toBe(404);
        expect(await res.text()).toBe('');
      }
    } finally {
      vi.stubEnv('ADMIN_PASSWORD', 'owner-password');
    }
  });

  it('answers 401 in JSON without a session, before reading anything', async () => {
    const res = await list({ session: false, query: '?lang=en' });
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ kind: 'error', status: 401, message: 'You need to log in. Please log in again.' });
    expect((await save('business', { version: 'v', data: {} }, { session: false })).status).toBe(401);
  });

  it('answers 503 with the reason when the server has no site source folder', async () => {
    vi.stubEnv('KINGSTONE_SITE_ROOT', '');
    const res = await read('business');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe('스튜디오는 사이트의 소스 폴더가 필요합니다 (npm start로 시작하세요).');
  });

  it('refuses writes that are foreign (403), not JSON (415), too large (413), unreadable (400) or of the wrong shape (400), writing nothing', async () => {
    const before = site.read('src/content/business/spa.yaml');
    const { version, data } = await current('business');
    const good = JSON.stringify({ version, data: { ...(data as object), yearsOfExperience: 20 } });
    expect((await call(saveRoute, 'POST', 'business', { body: good, origin: 'https://evil.example' })).status).toBe(403);
    expect((await call(saveRoute, 'POST', 'business', { body: good, origin: 'null' })).status).toBe(403);
    expect((await call(saveRoute, 'POST', 'business', { body: good, contentType: 'text/plain' })).status).toBe(415);
    expect((await call(saveRoute, 'POST', 'business', { body: good, contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
    const huge = JSON.stringify({ version, data: { ...(data as object), priceRange: 'x'.repeat(20_000) } });
    expect((await call(saveRoute, 'POST', 'business', { body: huge })).status).toBe(413);
    expect((await call(saveRoute, 'POST', 'business', { body: huge, contentLength: '100' })).status).toBe(413);
    const broken = await call(saveRoute, 'POST', 'business', { body: '{"version": "', query: '?lang=en' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ kind: 'error', status: 400, message: "The request's JSON cannot be read." });
    for (const shape of [[], null, 'x', { version }, { data }, { version: 1, data }, { version: 'v'.repeat(101), data }]) {
      expect((await call(saveRoute, 'POST', 'business', { body: JSON.stringify(shape) })).status).toBe(400);
    }
    expect(site.read('src/content/business/spa.yaml')).toBe(before);
    // The same body from the site's own origin is saved: the refusals above were the checks.
    expect((await call(saveRoute, 'POST', 'business', { body: good })).status).toBe(200);
  });
});
