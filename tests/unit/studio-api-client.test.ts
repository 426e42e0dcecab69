import { describe, expect, it } from 'vitest';
import { ApiError, createStudioApi, documentPath } from '../../src/components/studio/studio-api';
import { fakeFetch } from '../support/fake-fetch';

describe('the studio API client', () => {
  it('builds a document URL in one place, with the id as one path segment', () => {
    expect(documentPath('service:thai-massage')).toBe('/admin/api/studio/documents/service%3Athai-massage');
    expect(documentPath('business')).toBe('/admin/api/studio/documents/business');
  });

  it('saves with the version as JSON, same-origin, in the admin language, and hands back a conflict or errors as answers', async () => {
    const { calls, fetcher } = fakeFetch([
      { status: 409, body: { kind: 'conflict', current: { id: 'notice', title: 'n', version: 'v2', data: {}, schema: {} } } },
      { status: 422, body: { kind: 'invalid', errors: [{ path: 'to', message: 'x' }] } },
    ]);
    const api = createStudioApi('vi', fetcher);
    expect((await api.save('notice', 'v1', { show: true })).kind).toBe('conflict');
    expect((await api.save('notice', 'v1', { show: true })).kind).toBe('invalid');
    const [first] = calls;
    expect(first?.url).toBe('/admin/api/studio/documents/notice?lang=vi');
    expect(first?.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: JSON.stringify({ version: 'v1', data: { show: true } }) });
    expect(first?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('tells a started publish from one already running, and posts JSON', async () => {
    const { calls, fetcher } = fakeFetch([{ status: 202, body: { state: 'running' } }, { status: 409, body: {} }]);
    const api = createStudioApi('ko', fetcher);
    expect(await api.publish()).toBe(true);
    expect(await api.publish()).toBe(false);
    expect(calls[0]).toMatchObject({ url: '/admin/api/studio/publish?lang=ko', init: { method: 'POST', body: '{}' } });
  });

  it('restores a release by its id as one path segment, and tells when a job is already running', async () => {
    const { calls, fetcher } = fakeFetch([{ status: 202, body: {} }, { status: 409, body: {} }]);
    const api = createStudioApi('en', fetcher);
    expect(await api.restore('2026-11-24/x')).toBe(true);
    expect(await api.restore('r-1')).toBe(false);
    expect(calls[0]?.url).toBe('/admin/api/studio/releases/2026-11-24%2Fx/restore?lang=en');
  });

  it('names a lost session, another status and a network failure apart', async () => {
    const failure = async (answers: { status: number; body?: unknown }[]) =>
      createStudioApi('en', fakeFetch(answers).fetcher)
        .releases()
        .then(
          () => undefined,
          (error: unknown) => (error instanceof ApiError ? error.failure : undefined),
        );
    expect(await failure([{ status: 401 }])).toEqual({ kind: 'session' });
    expect(await failure([{ status: 500, body: {} }])).toEqual({ kind: 'status', status: 500 });
    expect(await failure([])).toEqual({ kind: 'network' });
  });
});
