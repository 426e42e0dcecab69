import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionResult, articlePath, createArticlesApi } from '../../src/components/studio/articles/article-api';
import { createPreviewScheduler, PREVIEW_DELAY_MS } from '../../src/components/studio/articles/preview-scheduler';
import { ApiError } from '../../src/components/studio/studio-api';
import type { ArticlePreviewResponse, ArticleSaveResponse } from '../../src/studio/article-contract';
import { fakeFetch } from '../support/fake-fetch';

describe('the articles API client', () => {
  it('creates without a version at the collection, saves with one at the article, JSON in the admin language', async () => {
    const saved: ArticleSaveResponse = { kind: 'saved', slug: 'pho-sau-spa', version: 'v1', languages: { ko: 'missing', vi: 'draft', en: 'missing' }, hero: './hero.jpg' };
    const { calls, fetcher } = fakeFetch([
      { status: 200, body: saved },
      { status: 422, body: { kind: 'invalid', errors: [{ path: 'texts.vi.title', message: 'x' }] } },
      { status: 409, body: { kind: 'conflict', current: { slug: 'pho-sau-spa', version: 'v2', meta: {}, data: {}, texts: {}, languages: saved.languages } } },
    ]);
    const api = createArticlesApi('vi', fetcher);
    expect(await api.save({ slug: 'pho-sau-spa', meta: {}, data: {}, texts: {} })).toEqual(saved);
    expect((await api.save({ version: 'v1', meta: {}, data: {}, texts: {} }, 'pho-sau-spa')).kind).toBe('invalid');
    expect((await api.save({ version: 'v1', meta: {}, data: {}, texts: {} }, 'pho-sau-spa')).kind).toBe('conflict');
    expect(calls.map((c) => c.url)).toEqual(['/admin/api/studio/articles?lang=vi', '/admin/api/studio/articles/pho-sau-spa?lang=vi', '/admin/api/studio/articles/pho-sau-spa?lang=vi']);
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: JSON.stringify({ slug: 'pho-sau-spa', meta: {}, data: {}, texts: {} }) });
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('builds an article URL in one place, the slug as one path segment', () => {
    expect(articlePath('a/b?c')).toBe('/admin/api/studio/articles/a%2Fb%3Fc');
  });

  it('posts Mark as checked, rename and delete with the version they start from', async () => {
    const { calls, fetcher } = fakeFetch([{ status: 200, body: {} }, { status: 200, body: {} }, { status: 200, body: {} }]);
    const api = createArticlesApi('ko', fetcher);
    expect(await api.checked('massage-guide', 'v3', 'en')).toEqual({ kind: 'done' });
    expect(await api.rename('massage-guide', 'v3', 'massage-guide-2027')).toEqual({ kind: 'done' });
    expect(await api.remove('massage-guide', 'v3')).toEqual({ kind: 'done' });
    expect(calls.map((c) => [c.url, c.init.body])).toEqual([
      ['/admin/api/studio/articles/massage-guide/checked?lang=ko', JSON.stringify({ version: 'v3', locale: 'en' })],
      ['/admin/api/studio/articles/massage-guide/rename?lang=ko', JSON.stringify({ version: 'v3', to: 'massage-guide-2027' })],
      ['/admin/api/studio/articles/massage-guide/delete?lang=ko', JSON.stringify({ version: 'v3' })],
    ]);
  });

  it('hands back a refused delete with the API message in the owner language, a conflict, and field errors', async () => {
    const message = 'Hai bài khác liên kết tới bài này: massage-quan-1, spa-gan-day.';
    const { fetcher } = fakeFetch([
      { status: 409, body: { kind: 'error', status: 409, message } },
      { status: 409, body: { kind: 'conflict', current: {} } },
      { status: 422, body: { kind: 'invalid', errors: [{ path: 'to', message: 'đã có bài này' }] } },
    ]);
    const api = createArticlesApi('vi', fetcher);
    expect(await api.remove('massage-guide', 'v3')).toEqual({ kind: 'refused', errors: [{ path: '', message }] });
    expect(await api.remove('massage-guide', 'v3')).toEqual({ kind: 'conflict' });
    expect(await api.rename('massage-guide', 'v3', 'taken')).toEqual({ kind: 'refused', errors: [{ path: 'to', message: 'đã có bài này' }] });
    expect(actionResult(422, 'not json we know')).toEqual({ kind: 'refused', errors: [] });
  });

  it('creates a tag with its names, and reads its refusal; a lost session is an error, not an answer', async () => {
    const { calls, fetcher } = fakeFetch([
      { status: 200, body: { kind: 'saved', tag: { id: 'street-food', name: 'Street food' } } },
      { status: 422, body: { kind: 'invalid', errors: [{ path: 'id', message: 'taken' }] } },
      { status: 401, body: { kind: 'error', status: 401, message: 'log in' } },
    ]);
    const api = createArticlesApi('en', fetcher);
    const name = { ko: '길거리 음식', vi: 'Ẩm thực đường phố', en: 'Street food' };
    expect(await api.createTag({ id: 'street-food', name })).toEqual({ kind: 'saved', tag: { id: 'street-food', name: 'Street food' } });
    expect((await api.createTag({ id: 'street-food', name })).kind).toBe('invalid');
    await expect(api.list()).rejects.toBeInstanceOf(ApiError);
    expect(calls[0]).toMatchObject({ url: '/admin/api/studio/tags?lang=en', init: { method: 'POST', body: JSON.stringify({ id: 'street-food', name }) } });
  });
});

describe('the live preview', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const preview = (html: string): { status: number; body: ArticlePreviewResponse } => ({ status: 200, body: { kind: 'preview', html } });
  const request = (body: string) => ({ slug: 'pho-sau-spa', locale: 'vi' as const, body, data: {} });

  it('is asked for once the writer pauses, with the last text of a burst of typing only', async () => {
    const { calls, fetcher } = fakeFetch([preview('<p>Phở</p>')]);
    const api = createArticlesApi('vi', fetcher);
    const answers: ArticlePreviewResponse[] = [];
    const scheduler = createPreviewScheduler((r) => api.preview(r), { onStart: () => {}, onAnswer: (a) => answers.push(a), onError: () => {} });
    scheduler.schedule(request('P'));
    await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS / 2);
    scheduler.schedule(request('Ph'));
    await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS / 2);
    scheduler.schedule(request('Phở'));
    await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/admin/api/studio/articles/preview?lang=vi', init: { method: 'POST', body: JSON.stringify(request('Phở')) } });
    await vi.runAllTimersAsync();
    expect(answers).toEqual([{ kind: 'preview', html: '<p>Phở</p>' }]);
  });

  it('shows only the newest answer: one that arrives after a newer request was sent is dropped', async () => {
    const resolvers: ((answer: ArticlePreviewResponse) => void)[] = [];
    const answers: ArticlePreviewResponse[] = [];
    const scheduler = createPreviewScheduler(() => new Promise((resolve) => resolvers.push(resolve)), { onStart: () => {}, onAnswer: (a) => answers.push(a), onError: () => {} });
    scheduler.schedule(request('old'));
    await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS);
    scheduler.schedule(request('new'));
    await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS);
    expect(resolvers).toHaveLength(2);
    resolvers[1]?.({ kind: 'preview', html: '<p>new</p>' });
    resolvers[0]?.({ kind: 'preview', html: '<p>old</p>' });
    await vi.runAllTimersAsync();
    expect(answers).toEqual([{ kind: 'preview', html: '<p>new</p>' }]);
  });

  it('reads the preview refusal (422) as field errors, and sends nothing once cancelled', async () => {
    const { calls, fetcher } = fakeFetch([{ status: 422, body: { kind: 'invalid', errors: [{ path: 'data.top10.caption', message: 'needs a text' }] } }]);
    const api = createArticlesApi('vi', fetcher);
    expect(await api.preview(request('x'))).toEqual({ kind: 'invalid', errors: [{ path: 'data.top10.caption', message: 'needs a text' }] });
    const scheduler = createPreviewScheduler((r) => api.preview(r), { onStart: () => {}, onAnswer: () => {}, onError: () => {} });
    scheduler.schedule(request('y'));
    scheduler.cancel();
    await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS * 2);
    expect(calls).toHaveLength(1);
  });
});
