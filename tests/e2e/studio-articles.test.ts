// Articles in the owner's studio end to end, through its HTTP API, on a copy of the site served
// like `npm start` serves it (scripts/lib/site-workspace.ts): write a new Vietnamese article with
// a ranking table and an English draft, add a Korean translation, change the Vietnamese original
// (the Korean is then out of date), rename the article, and publish once: the article is on
// /vi/blog, in its category with the right count, in the search index and the Vietnamese feed,
// its draft is nowhere, and its old address answers 301.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { startServer, type KingstoneServer } from '../../host/index.ts';
import { createSiteWorkspace, type SiteWorkspace } from '../../scripts/lib/site-workspace.ts';
import { StudioClient } from '../../scripts/lib/studio-client.ts';
import { LOCALE_PREFIXES } from '../../src/http/on-demand-routes.ts';
import { createT } from '../../src/i18n/t';
import type { ArticleText } from '../../src/studio/article-contract';
import { contentArticles } from '../support/content.ts';
import { alternatesOf, decode, metaContent } from '../support/html.ts';
import { ROOT } from '../support/paths.ts';
import { koreanText, NEW_SLUG, newArticleRequest, vietnameseText } from '../support/studio-articles.ts';

const PASSWORD = 'studio-articles-e2e-password';
const RENAMED = 'tra-thao-moc-sau-buoi-massage';
const ENGLISH_DRAFT: ArticleText = {
  title: 'Five herbal teas to drink after a massage',
  description: 'After a massage the body wants water and a slow rest. Five herbal teas that are easy to find in Ho Chi Minh City, ranked, with how to brew them.',
  heroAlt: 'A ceramic teapot and a cup of herbal tea on a wooden table by a window',
  keywords: [],
  body: 'A draft the translator has not finished.\n\n<RankingTable id="top5" />\n',
  draft: true,
};

let workspace: SiteWorkspace;
let server: KingstoneServer;
let origin: string;
let dataDir: string;
let studio: StudioClient;
let release = '';

const get = (p: string) => fetch(`${origin}${p}`, { redirect: 'manual' });
const page = async (p: string) => {
  const res = await get(p);
  return { status: res.status, html: await res.text() };
};

beforeAll(async () => {
  workspace = createSiteWorkspace(ROOT, { git: true });
  dataDir = mkdtempSync(path.join(tmpdir(), 'studio-articles-e2e-data-'));
  process.env['ADMIN_PASSWORD'] = PASSWORD;
  process.env['DATA_DIR'] = dataDir;
  server = await startServer({ distDir: path.join(ROOT, 'dist'), port: 0, host: '127.0.0.1', siteRoot: workspace.dir, logRequests: false });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  studio = new StudioClient(origin);
  await studio.login(PASSWORD);
  await studio.waitForReleases();
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  await server?.shutdown();
  workspace?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the studio writes, translates, renames and publishes an article', () => {
  it('creates a Vietnamese article with a ranking table and an English draft', async () => {
    const created = await studio.saveArticle(newArticleRequest({ texts: { vi: vietnameseText(), en: ENGLISH_DRAFT } }), 'vi');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'saved', slug: NEW_SLUG, languages: { vi: 'original', en: 'draft', ko: 'missing' } });
  });

  it('adds a Korean translation, then marks it out of date when the Vietnamese original changes', async () => {
    const read = async () => (await studio.article(NEW_SLUG)).body;
    let current = await read();
    const translated = await studio.saveArticle({ slug: NEW_SLUG, version: current.version, meta: current.meta, data: current.data, texts: { ko: koreanText() } });
    expect(translated.body).toMatchObject({ kind: 'saved', languages: { ko: 'current' } });

    current = await read();
    const changed = vietnameseText({ body: `${vietnameseText().body}\nTrà gừng hợp nhất với những ngày mưa ở Sài Gòn.\n` });
    const saved = await studio.saveArticle({ slug: NEW_SLUG, version: current.version, meta: current.meta, data: current.data, texts: { vi: changed } });
    expect(saved.body).toMatchObject({ kind: 'saved', languages: { ko: 'outdated', vi: 'original', en: 'draft' } });
    const listed = (await studio.articles('vi')).body.find((a) => a.slug === NEW_SLUG);
    expect(listed).toMatchObject({ title: changed.title, languages: { ko: 'outdated', vi: 'original', en: 'draft' } });
  });

  it('renames it: the old slug becomes an alias', async () => {
    const { version } = (await studio.article(NEW_SLUG)).body;
    const renamed = await studio.renameArticle(NEW_SLUG, version, RENAMED);
    expect(renamed.body).toMatchObject({ kind: 'renamed', slug: RENAMED });
    expect(parse(readFileSync(path.join(workspace.dir, `src/content/blog/${RENAMED}/meta.yaml`), 'utf8')).aliases).toEqual([NEW_SLUG]);
  });

  it('publishes: the article is on /vi/blog, in its category with the right count, in search and in the feed; the draft nowhere', async () => {
    expect((await studio.publish()).status).toBe(202);
    const done = await studio.waitForPublish();
    expect(done.state, `${done.error}\n${(done.detail ?? []).join('\n')}`).toBe('done');
    release = done.release ?? '';
    const title = vietnameseText().title;

    const blog = await page('/vi/blog');
    expect(blog.html).toContain(`href="/vi/blog/${RENAMED}"`);
    expect(decode(blog.html)).toContain(title);

    const article = await page(`/vi/blog/${RENAMED}`);
    expect(article.status).toBe(200);
    expect(article.html).toContain('Trà gừng hợp nhất với những ngày mưa ở Sài Gòn.');
    expect(decode(article.html)).toContain('Năm loại trà thảo mộc dễ tìm');
    expect([...alternatesOf(article.html).keys()].sort()).toEqual(['ko', 'vi', 'x-default']);

    const inCategory = contentArticles().filter((a) => a.category === 'massage-spa').length + 1;
    const category = await page('/vi/blog/category/massage-spa');
    expect(metaContent(category.html, 'description')).toBe(createT('vi')('blog.categoryDescription', { count: inCategory, category: 'Massage & Spa' }));
    expect(category.html).toContain(`href="/vi/blog/${RENAMED}"`);

    const fragments = readdirSync(path.join(workspace.dir, 'releases', release, 'client/pagefind/fragment')).map((file) => {
      const text = gunzipSync(readFileSync(path.join(workspace.dir, 'releases', release, 'client/pagefind/fragment', file))).toString('utf8');
      return JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
    });
    const found = fragments.find((f) => f.url.replace(/\/$/, '') === `/vi/blog/${RENAMED}`);
    expect(found?.content).toContain('Trà gừng hợp nhất');
    expect(fragments.some((f) => f.url.startsWith(`/en/blog/${RENAMED}`) || f.content.includes(ENGLISH_DRAFT.title))).toBe(false);

    const feed = await page('/vi/rss.xml');
    expect(feed.html).toContain(`/vi/blog/${RENAMED}</link>`);
    expect(feed.html).toContain(title);
    expect((await page('/en/rss.xml')).html).not.toContain(RENAMED);

    // The Korean translation is published (out of date is a note for the studio, not a draft);
    // the English draft is not: its address shows the Korean text, as an untranslated page does.
    expect(decode((await page(`/blog/${RENAMED}`)).html)).toContain(koreanText().title);
    const english = await page(`/en/blog/${RENAMED}`);
    expect(english.status).toBe(200);
    expect(english.html).not.toContain(ENGLISH_DRAFT.title);
    expect(decode(english.html)).toContain(koreanText().title);
  }, 300_000);

  it('answers the old address with 301 to the new one, in every language (server, _redirects, nginx include)', async () => {
    for (const prefix of LOCALE_PREFIXES) {
      const res = await get(`${prefix}/blog/${NEW_SLUG}`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`${prefix}/blog/${RENAMED}`);
    }
    const built = path.join(workspace.dir, 'releases', release);
    expect(readFileSync(path.join(built, 'client/_redirects'), 'utf8')).toContain(`/vi/blog/${NEW_SLUG} /vi/blog/${RENAMED} 301`);
    expect(readFileSync(path.join(built, 'nginx/redirects.conf'), 'utf8')).toContain(`location = /vi/blog/${NEW_SLUG} { return 301 /vi/blog/${RENAMED}; }`);
  });

  it('records the article in the publish’s git commit', () => {
    const log = execFileSync('git', ['-C', workspace.dir, 'log', '--format=%an|%s', '--name-only', '-1'], { encoding: 'utf8' });
    expect(log).toContain('Kingstone Studio|Studio: Publish');
    expect(log).toContain(`src/content/blog/${RENAMED}/vi.mdx`);
    expect(log).toContain(`src/content/blog/${RENAMED}/hero.jpg`);
  });

  it('lets nginx pass an article up to 256 KB to the studio, and no more', async () => {
    const nginx = inject('nginxURL');
    const post = (bytes: number) =>
      fetch(`${nginx}/admin/api/studio/articles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pad: 'x'.repeat(bytes) }) });
    expect((await post(100 * 1024)).status).not.toBe(413);
    expect((await post(300 * 1024)).status).toBe(413);
    const booking = await fetch(`${nginx}/api/booking`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(20 * 1024) });
    expect(booking.status).toBe(413);
  });
});
