import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { GET as listRoute, POST as createRoute } from '../../../src/pages/admin/api/studio/articles';
import { GET as schemasRoute } from '../../../src/pages/admin/api/studio/articles/schemas';
import { GET as readRoute, POST as saveRoute } from '../../../src/pages/admin/api/studio/articles/[slug]';
import { POST as checkedRoute } from '../../../src/pages/admin/api/studio/articles/[slug]/checked';
import { POST as deleteRoute } from '../../../src/pages/admin/api/studio/articles/[slug]/delete';
import { POST as renameRoute } from '../../../src/pages/admin/api/studio/articles/[slug]/rename';
import { POST as tagRoute } from '../../../src/pages/admin/api/studio/tags';
import { BLOCK_NAMES } from '../../../src/blocks/block-tags';
import type { ArticleBody, ArticleSchemas, ArticleSummary } from '../../../src/studio/article-contract';
import { HOSTILE_ARTICLE_SLUGS, studioSiteCopy, type StudioSite } from '../../support/studio';
import { koreanText, NEW_SLUG, newArticleRequest } from '../../support/studio-articles';
import { callRoute as callStudioRoute, useStudioSession, type StudioRoute } from '../../support/studio-routes';

useStudioSession();

/** A call as the article API's client makes it: a path under /admin/api/studio/, a JSON body. */
interface RouteCall {
  path: string;
  params?: Record<string, string | undefined>;
  method?: 'GET' | 'POST';
  session?: boolean;
  /** "?lang=vi" */
  query?: string;
  origin?: string;
  contentType?: string;
  contentLength?: string;
  /** A string is sent as it is; anything else as JSON. */
  body?: unknown;
}

/** Without a session unless asked: `call` below adds it. */
function callRoute(route: StudioRoute, options: RouteCall) {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = method === 'POST' ? { 'content-type': options.contentType ?? 'application/json' } : {};
  if (options.contentLength) headers['content-length'] = options.contentLength;
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return Promise.resolve(
    callStudioRoute(route, {
      path: `/admin/api/studio/${options.path}`,
      query: Object.fromEntries(new URLSearchParams(options.query ?? '')),
      params: options.params ?? {},
      method,
      session: options.session ?? false,
      ...(options.origin ? { origin: options.origin } : {}),
      headers,
      ...(body === undefined ? {} : { body }),
    }),
  );
}
let site: StudioSite;
beforeEach(() => {
  site = studioSiteCopy('kingstone-article-routes-', { articles: true });
  vi.stubEnv('KINGSTONE_SITE_ROOT', site.root);
});
afterEach(() => site.remove());

type Route = Parameters<typeof callRoute>[0];
const call = (route: Route, options: RouteCall) => callRoute(route, { session: true, ...options });
const at = (slug: string, rest = '') => ({ path: `articles/${slug}${rest}`, params: { slug } });
const json = async <T>(res: Response) => (await res.json()) as T;
const current = async (slug: string) => json<ArticleBody>(await call(readRoute, at(slug)));

describe('the article routes', () => {
  it('create, read, save, mark checked, rename and delete, answering JSON that is never cached', async () => {
    const created = await call(createRoute, { path: 'articles', body: newArticleRequest() });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(await json(created)).toMatchObject({ kind: 'saved', slug: NEW_SLUG });

    const list = await call(listRoute, { path: 'articles', query: '?lang=vi' });
    expect(list.headers.get('x-robots-tag')).toContain('noindex');
    const summaries = await json<ArticleSummary[]>(list);
    expect(summaries[0]).toEqual({ slug: NEW_SLUG, category: 'massage-spa', published: '2026-11-20', original: 'vi', title: newArticleRequest().texts.vi?.title, languages: { ko: 'missing', vi: 'original', en: 'missing' } });

    const article = await current(NEW_SLUG);
    const saved = await call(saveRoute, { ...at(NEW_SLUG), body: { version: article.version, meta: article.meta, data: article.data, texts: { ko: koreanText() } } });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ kind: 'saved', languages: { ko: 'current' } });

    const stale = await call(saveRoute, { ...at(NEW_SLUG), body: { version: article.version, meta: article.meta, data: article.data, texts: {} } });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({ kind: 'conflict', current: { texts: { ko: { title: koreanText().title } } } });

    const checked = await call(checkedRoute, { ...at(NEW_SLUG, '/checked'), body: { version: (await current(NEW_SLUG)).version, locale: 'vi' }, query: '?lang=en' });
    expect(checked.status).toBe(422);

    const renamed = await call(renameRoute, { ...at(NEW_SLUG, '/rename'), body: { version: (await current(NEW_SLUG)).version, to: 'tra-sau-massage' } });
    expect(renamed.status).toBe(200);
    expect((await call(readRoute, at(NEW_SLUG))).status).toBe(404);
    expect((await current('tra-sau-massage')).meta['aliases']).toEqual([NEW_SLUG]);

    const deleted = await call(deleteRoute, { ...at('tra-sau-massage', '/delete'), body: { version: (await current('tra-sau-massage')).version } });
    expect(await json(deleted)).toEqual({ kind: 'deleted', redirect: '/blog/category/massage-spa' });
    expect((await call(readRoute, at('tra-sau-massage'))).status).toBe(404);
  }, 30_000);

  it('describes the editor’s forms with the build’s schemas, the blocks’ tags and the taxonomy in the admin’s language', async () => {
    const schemas = await json<ArticleSchemas>(await call(schemasRoute, { path: 'articles/schemas', query: '?lang=vi' }));
    const taxonomy = (file: string) => parse(site.read(`src/content/taxonomy/${file}.yaml`)) as { id: string; name: Record<string, string> | string }[];
    expect(schemas.categories).toEqual(taxonomy('categories').map((c) => ({ id: c.id, name: (c.name as Record<string, string>)['vi'] })));
    expect(schemas.tags).toHaveLength(taxonomy('tags').length);
    expect(schemas.authors).toContainEqual({ id: 'kingstone-editorial', name: 'Ban biên tập Kingstone' });
    const meta = schemas.meta as { properties: Record<string, { enum?: string[]; items?: { enum?: string[] } }>; required: string[] };
    expect(meta.properties['category']?.enum).toEqual(taxonomy('categories').map((c) => c.id));
    expect(meta.properties['tags']?.items?.enum).toEqual(taxonomy('tags').map((t) => t.id));
    expect(meta.required).toEqual(expect.arrayContaining(['original', 'category', 'tags', 'published', 'author', 'hero']));
    expect(Object.keys((schemas.text as { properties: object }).properties).sort()).toEqual(['body', 'description', 'draft', 'heroAlt', 'keywords', 'title']);
    expect(schemas.blocks.map((b) => b.tag)).toEqual(BLOCK_NAMES);
    expect(schemas.blocks[0]).toMatchObject({ type: 'ranking-table', tag: 'RankingTable', label: 'Bảng xếp hạng' });
    expect(schemas.blocks[0]?.schema).toHaveProperty('properties.rows');
  });

  it.each(HOSTILE_ARTICLE_SLUGS)('answers 404 to the slug %s on every route, and touches nothing', async (_, slug) => {
    const before = site.snapshot();
    const { version } = await current('massage-hcm-top');
    const params = { slug: slug.includes('%') ? decodeURIComponent(slug) : slug };
    const hostile = (rest: string) => ({ path: `articles/${encodeURIComponent(slug)}${rest}`, params });
    expect((await call(readRoute, hostile(''))).status).toBe(404);
    const answers = [
      await call(saveRoute, { ...hostile(''), body: { version, meta: {}, data: {}, texts: {} } }),
      await call(renameRoute, { ...hostile('/rename'), body: { version, to: 'x' } }),
      await call(deleteRoute, { ...hostile('/delete'), body: { version } }),
      await call(checkedRoute, { ...hostile('/checked'), body: { version, locale: 'en' } }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ kind: 'error', status: 404, message: '그런 글은 없습니다.' });
    }
    expect(site.snapshot()).toEqual(before);
  }, 30_000);
});

describe('the article routes guard', () => {
  it('answers 404 with no body while the admin is switched off, and 401 without a session', async () => {
    vi.stubEnv('ADMIN_PASSWORD', '');
    try {
      for (const res of [await call(listRoute, { path: 'articles' }), await call(createRoute, { path: 'articles', body: {} }), await call(tagRoute, { path: 'tags', body: {} })]) {
        expect(res.status).toBe(404);
        expect(await res.text()).toBe('');
      }
    } finally {
      vi.stubEnv('ADMIN_PASSWORD', 'owner-password');
    }
    for (const res of [
      await callRoute(listRoute, { path: 'articles' }),
      await callRoute(readRoute, at('massage-hcm-top')),
      await callRoute(schemasRoute, { path: 'articles/schemas' }),
      await callRoute(saveRoute, { ...at('massage-hcm-top'), body: {} }),
      await callRoute(tagRoute, { path: 'tags', body: {} }),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it('refuses writes that are foreign (403), not JSON (415), over 256 KB (413), unreadable or of the wrong shape (400), writing nothing', async () => {
    const before = site.snapshot();
    const article = await current('massage-hcm-top');
    const good = { version: article.version, meta: article.meta, data: article.data, texts: {} };
    const save = (options: Partial<RouteCall>) => call(saveRoute, { ...at('massage-hcm-top'), ...options });
    expect((await save({ body: good, origin: 'https://evil.example' })).status).toBe(403);
    expect((await save({ body: good, contentType: 'text/plain' })).status).toBe(415);
    const huge = { ...good, texts: { vi: { ...article.texts.vi, body: 'x'.repeat(260 * 1024) } } };
    const tooLarge = await save({ body: huge, query: '?lang=en' });
    expect(tooLarge.status).toBe(413);
    expect(await json(tooLarge)).toEqual({ kind: 'error', status: 413, message: 'The request is too large (an article is at most 256 KB).' });
    expect((await save({ body: huge, contentLength: '100' })).status).toBe(413);
    expect((await save({ body: '{"version": ' })).status).toBe(400);
    for (const shape of [[], 'x', { version: article.version }, { ...good, version: 1 }, { ...good, meta: [] }, { ...good, texts: null }, { ...good, slug: NEW_SLUG, version: undefined }]) {
      expect((await save({ body: shape })).status).toBe(400);
    }
    const create = await call(createRoute, { path: 'articles', body: { ...newArticleRequest(), version: 'v' }, query: '?lang=en' });
    expect(create.status).toBe(400);
    expect(await json(create)).toEqual({ kind: 'error', status: 400, message: 'The request is not in the right form. It needs: meta, data, texts, slug.' });
    expect((await call(renameRoute, { ...at('massage-hcm-top', '/rename'), body: { version: article.version } })).status).toBe(400);
    expect(site.snapshot()).toEqual(before);
  }, 30_000);

  it('takes an article body larger than the facts API’s 16 KB', async () => {
    const article = await current('massage-hcm-top');
    // As long as one body may be (src/markdown/size-guard.ts), and well over 16 KB in bytes.
    const long = `${article.texts.vi?.body}\n${'Một đoạn văn dài về các khu massage. '.repeat(650)}\n`;
    expect(Buffer.byteLength(long)).toBeGreaterThan(28 * 1024);
    const res = await call(saveRoute, { ...at('massage-hcm-top'), body: { version: article.version, meta: article.meta, data: article.data, texts: { vi: { ...article.texts.vi, body: long } } } });
    expect(res.status).toBe(200);
  });

  it('answers 503 without a site folder', async () => {
    vi.stubEnv('KINGSTONE_SITE_ROOT', '');
    expect((await call(listRoute, { path: 'articles' })).status).toBe(503);
  });
});

describe('POST /admin/api/studio/tags', () => {
  it('adds a tag named in every language at the end of tags.yaml, keeping every other line', async () => {
    const before = site.read('src/content/taxonomy/tags.yaml');
    const res = await call(tagRoute, { path: 'tags', body: { id: 'herbal-tea', name: { ko: '허브차', vi: 'Trà thảo mộc', en: 'Herbal tea' } }, query: '?lang=vi' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ kind: 'saved', tag: { id: 'herbal-tea', name: 'Trà thảo mộc' } });
    expect(site.read('src/content/taxonomy/tags.yaml')).toBe(`${before}- { id: herbal-tea, name: { ko: 허브차, vi: Trà thảo mộc, en: Herbal tea } }\n`);
    const schemas = await json<ArticleSchemas>(await call(schemasRoute, { path: 'articles/schemas', query: '?lang=en' }));
    expect(schemas.tags).toContainEqual({ id: 'herbal-tea', name: 'Herbal tea' });
  });

  it('refuses a taken id, an id that is not a slug and a missing name, writing nothing', async () => {
    const before = site.read('src/content/taxonomy/tags.yaml');
    const tag = (body: unknown) => call(tagRoute, { path: 'tags', body, query: '?lang=en' });
    expect(await json(await tag({ id: 'wellness', name: { ko: '웰', vi: 'W', en: 'W' } }))).toEqual({ kind: 'invalid', errors: [{ path: 'id', message: 'The tag "wellness" already exists.' }] });
    expect(await json(await tag({ id: 'Herbal Tea', name: { ko: '허브차', vi: 'Trà', en: 'Tea' } }))).toEqual({ kind: 'invalid', errors: [{ path: 'id', message: 'Use only lowercase letters, digits and dashes (-).' }] });
    const missing = await tag({ id: 'herbal-tea', name: { ko: '허브차', vi: ' ', en: 'Tea' } });
    expect(missing.status).toBe(422);
    expect(await json(missing)).toEqual({ kind: 'invalid', errors: [{ path: 'name.vi', message: 'The Tiếng Việt text is missing.' }] });
    expect(site.read('src/content/taxonomy/tags.yaml')).toBe(before);
  });
});
