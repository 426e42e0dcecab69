// Issue 40: each pending article and gallery change can be thrown away on its own, as a fact
// document's can: the files go back as the live release's snapshot has them, every other pending
// change stays, and a request's slug or service id reaches no path it does not name.
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import type { APIContext } from 'astro';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as articleDiscardRoute } from '../../src/pages/admin/api/studio/articles/[slug]/discard';
import { POST as galleryDiscardRoute } from '../../src/pages/admin/api/studio/galleries/[id]/discard';
import { POST as posterDiscardRoute } from '../../src/pages/admin/api/studio/poster/discard';
import { createAccount } from '../../src/server/services/admin/accounts';
import { createInvite, findInvite } from '../../src/server/services/admin/invites';
import { createAccountSession } from '../../src/server/services/admin/session';
import { listTrail } from '../../src/server/services/admin/trail-read';
import { SITE } from '../../src/config/site';
import { HOST_BRIDGE, publishOnBridge } from '../../src/server/http/host-bridge';
import { REMOVED_ARTICLES_FILE } from '../../src/server/http/redirect-rules';
import { liveSource, pendingChanges } from '../../src/server/services/publish/pending';
import { baseline, ensureInitialRelease, type PublishContext } from '../../src/server/services/publish/publisher';
import { STUDIO_CHANGES } from '../../src/server/services/studio/changes';
import { deleteArticle } from '../../src/server/services/studio/articles/delete';
import { discardArticle } from '../../src/server/services/studio/articles/discard';
import { filesLinkingTo } from '../../src/server/services/studio/articles/links';
import { renameArticle } from '../../src/server/services/studio/articles/rename';
import { readArticle } from '../../src/server/services/studio/articles/source';
import { LiveSnapshotError } from '../../src/server/services/studio/live-part';
import { discardGallery, discardPoster } from '../../src/server/services/studio/photos/discard';
import { readGallery } from '../../src/server/services/studio/photos/gallery-data';
import { saveGalleryOrder } from '../../src/server/services/studio/photos/galleries';
import { writeFileAtomic } from '../../src/server/site-files/atomic-write';
import { BLOG_DIR, listArticleSlugs } from '../../src/server/site-files/article-paths';
import { HOME_POSTER_FILE } from '../../src/server/site-files/photo-files';
import { SOURCE_DIR } from '../../src/server/site-files/snapshot';
import { getDb } from '../../src/server/web/runtime';
import type { DiscardResponse, StudioApiError } from '../../src/studio/contract';
import { buildDist, installFakeBuild } from '../support/fake-build';
import { studioSiteCopy, type StudioSite } from '../support/studio';
import { throughGate, useStudioSession } from '../support/studio-routes';

const ARTICLE = 'massage-hue';
const ARTICLE_DIR = `${BLOG_DIR}/${ARTICLE}`;
const SERVICE = 'thai-massage';
const OTHER_SERVICE = 'body-massage';
const DATA = (service: string) => `src/content/service-pages/${service}/data.yaml`;
const NOTICE = 'src/content/notice/notice.yaml';
const NEW_SLUG = 'bai-viet-moi-chua-dang';

let site: StudioSite;
let context: PublishContext;
const live = () => liveSource(context);

beforeEach(async () => {
  site = studioSiteCopy('publish-discard-', { photos: true, articles: true });
  installFakeBuild(site.root);
  let served = buildDist(site.root);
  context = { root: site.root, releases: { liveDir: () => served, switchTo: async (dir) => void (served = dir) }, by: 'Lan (owner)', describe: STUDIO_CHANGES };
  await ensureInitialRelease(context);
});
afterEach(() => site.remove());

/** Every file of an article's folder, by name, as text or base64. */
function folder(relative: string): Record<string, string> {
  const files = site.snapshot();
  return Object.fromEntries(Object.entries(files).filter(([file]) => file.startsWith(`${relative}/`)).map(([file, bytes]) => [file.slice(relative.length + 1), bytes]));
}
const pendingContent = () => pendingChanges(context).content;
const flipNotice = async () => {
  const flipped = site.read(NOTICE).replace(/show: (true|false)/, (_, v: string) => `show: ${v === 'true' ? 'false' : 'true'}`);
  await writeFileAtomic(path.join(site.root, NOTICE), flipped);
  return flipped;
};
/** An article nothing else links to (the studio refuses to delete one that is linked). */
const unlinkedArticle = () => {
  const slug = listArticleSlugs(site.root).find((s) => s !== ARTICLE && filesLinkingTo(site.root, s, `${BLOG_DIR}/${s}`).length === 0);
  if (!slug) throw new Error('every article is linked from another');
  return slug;
};

describe('discarding an article', () => {
  it('puts an edited article’s folder back as live (text, data, hero, a new photo gone), and only its own', async () => {
    const before = folder(ARTICLE_DIR);
    const other = unlinkedArticle();
    const otherText = `${BLOG_DIR}/${other}/${Object.keys(folder(`${BLOG_DIR}/${other}`)).find((name) => /\.mdx?$/.test(name))}`;
    await writeFileAtomic(path.join(site.root, ARTICLE_DIR, 'vi.mdx'), `${site.read(`${ARTICLE_DIR}/vi.mdx`)}\nMột dòng mới.\n`);
    await writeFileAtomic(path.join(site.root, ARTICLE_DIR, 'data.yaml'), `${site.read(`${ARTICLE_DIR}/data.yaml`)}\n# edited\n`);
    await writeFileAtomic(path.join(site.root, ARTICLE_DIR, 'hero.jpg'), site.bytes(HOME_POSTER_FILE));
    writeFileSync(path.join(site.root, ARTICLE_DIR, 'extra-photo.jpg'), site.bytes(HOME_POSTER_FILE));
    const otherEdited = `${site.read(otherText)}\nAnother edit.\n`;
    await writeFileAtomic(path.join(site.root, otherText), otherEdited);
    const notice = await flipNotice();
    expect(pendingContent().filter((c) => 'slug' in c && c.slug === ARTICLE).length).toBeGreaterThanOrEqual(3);

    expect(await discardArticle(site.root, ARTICLE, live)).toEqual({ kind: 'discarded' });
    expect(folder(ARTICLE_DIR)).toEqual(before);
    // The other article's edit and the notice are still pending, untouched.
    expect(site.read(otherText)).toBe(otherEdited);
    expect(site.read(NOTICE)).toBe(notice);
    expect(pendingContent()).toEqual([expect.objectContaining({ kind: 'article-text', slug: other })]);
    expect(pendingChanges(context).facts.map((c) => c.document)).toEqual(['notice']);
    // Nothing left to throw away.
    expect(await discardArticle(site.root, ARTICLE, live)).toEqual({ kind: 'unchanged' });
  });

  it('deletes a new, never published article, and refuses while another file links to it', async () => {
    cpSync(path.join(site.root, ARTICLE_DIR), path.join(site.root, BLOG_DIR, NEW_SLUG), { recursive: true });
    expect(pendingContent()).toContainEqual(expect.objectContaining({ kind: 'article', slug: NEW_SLUG, change: 'added' }));

    const linking = `${ARTICLE_DIR}/vi.mdx`;
    const liveText = site.read(linking);
    await writeFileAtomic(path.join(site.root, linking), `${liveText}\n[Bài mới](/blog/${NEW_SLUG})\n`);
    expect(await discardArticle(site.root, NEW_SLUG, live)).toEqual({ kind: 'linked', files: [linking] });
    expect(existsSync(path.join(site.root, BLOG_DIR, NEW_SLUG, 'meta.yaml'))).toBe(true);

    await writeFileAtomic(path.join(site.root, linking), liveText);
    expect(await discardArticle(site.root, NEW_SLUG, live)).toEqual({ kind: 'discarded' });
    expect(existsSync(path.join(site.root, BLOG_DIR, NEW_SLUG))).toBe(false);
    expect(pendingContent()).toEqual([]);
  });

  it('brings a deleted article back, its lines gone from the deleted articles’ redirects', async () => {
    const slug = unlinkedArticle();
    const before = folder(`${BLOG_DIR}/${slug}`);
    const redirects = existsSync(path.join(site.root, REMOVED_ARTICLES_FILE)) ? site.read(REMOVED_ARTICLES_FILE) : undefined;
    const { version } = await readArticle(site.root, slug);
    expect(await deleteArticle(site.root, slug, { version }, 'vi')).toMatchObject({ status: 200 });
    expect(existsSync(path.join(site.root, BLOG_DIR, slug))).toBe(false);
    expect(site.read(REMOVED_ARTICLES_FILE)).toContain(`${slug}:`);
    expect(pendingContent()).toContainEqual(expect.objectContaining({ kind: 'article', slug, change: 'deleted' }));

    expect(await discardArticle(site.root, slug, live)).toEqual({ kind: 'discarded' });
    expect(folder(`${BLOG_DIR}/${slug}`)).toEqual(before);
    expect(existsSync(path.join(site.root, REMOVED_ARTICLES_FILE)) ? site.read(REMOVED_ARTICLES_FILE) : undefined).toBe(redirects);
    expect(pendingContent()).toEqual([]);
  });

  it('undoes a rename, named by either slug: the old folder back, the new gone, the links that followed it back', async () => {
    const linked = listArticleSlugs(site.root).find((s) => filesLinkingTo(site.root, s, `${BLOG_DIR}/${s}`).length > 0);
    if (!linked) throw new Error('no article is linked from another');
    const linking = filesLinkingTo(site.root, linked, `${BLOG_DIR}/${linked}`);
    const texts = Object.fromEntries(linking.map((file) => [file, site.read(file)]));
    const before = folder(`${BLOG_DIR}/${linked}`);
    for (const named of ['new', 'old'] as const) {
      const to = `${linked}-doi-ten`;
      const { version } = await readArticle(site.root, linked);
      expect(await renameArticle(site.root, linked, { version, to }, 'vi')).toMatchObject({ status: 200 });
      expect(linking.some((file) => site.read(file) !== texts[file])).toBe(true);
      expect(pendingContent()).toContainEqual(expect.objectContaining({ kind: 'article-renamed', slug: to, from: linked }));

      expect(await discardArticle(site.root, named === 'new' ? to : linked, live)).toEqual({ kind: 'discarded' });
      expect(existsSync(path.join(site.root, BLOG_DIR, to))).toBe(false);
      expect(folder(`${BLOG_DIR}/${linked}`)).toEqual(before);
      for (const file of linking) expect(site.read(file)).toBe(texts[file]);
      expect(pendingContent()).toEqual([]);
    }
  });

  it('refuses hostile or unknown slugs, writing nothing', async () => {
    await writeFileAtomic(path.join(site.root, ARTICLE_DIR, 'vi.mdx'), 'edited\n');
    const before = site.snapshot();
    for (const slug of ['', '.', '..', '../services', `${ARTICLE}/..`, `${ARTICLE}/../../notice`, '%2e%2e', 'Massage-Hue', `${ARTICLE}\0`, 'a'.repeat(5000), 'no-such-article', 'src/content/blog/massage-hue']) {
      expect(await discardArticle(site.root, slug, live), JSON.stringify(slug.slice(0, 40))).toEqual({ kind: 'missing' });
    }
    expect(site.snapshot()).toEqual(before);
  });

  it('refuses a live snapshot that was tampered with, writing nothing', async () => {
    await writeFileAtomic(path.join(site.root, ARTICLE_DIR, 'vi.mdx'), 'edited\n');
    const found = baseline(site.root, context.releases);
    if (!found) throw new Error('no live release');
    writeFileSync(path.join(found.dir, SOURCE_DIR, ARTICLE_DIR, 'vi.mdx'), 'tampered\n');
    await expect(discardArticle(site.root, ARTICLE, live)).rejects.toBeInstanceOf(LiveSnapshotError);
    expect(site.read(`${ARTICLE_DIR}/vi.mdx`)).toBe('edited\n');
  });
});

describe('discarding a gallery or the poster', () => {
  it('puts a gallery’s order, alt texts and replaced photo back as live, other galleries and the page’s other data kept', async () => {
    const liveData = site.read(DATA(SERVICE));
    const gallery = await readGallery(site.root, SERVICE);
    const otherGallery = await readGallery(site.root, OTHER_SERVICE);
    if (!gallery || !otherGallery) throw new Error('no gallery');
    const first = `src/assets/media/gallery/${gallery.entries[0]?.name}`;
    const firstBytes = site.bytes(first);
    const order = gallery.entries.map((entry) => entry.name).reverse();
    expect(await saveGalleryOrder(site.root, SERVICE, { version: gallery.version, order, alt: { [order[0] ?? '']: { vi: 'Mô tả mới' } } }, 'vi')).toMatchObject({ status: 200 });
    await writeFileAtomic(path.join(site.root, first), site.bytes(HOME_POSTER_FILE));
    const otherOrder = otherGallery.entries.map((entry) => entry.name).reverse();
    expect(await saveGalleryOrder(site.root, OTHER_SERVICE, { version: otherGallery.version, order: otherOrder }, 'vi')).toMatchObject({ status: 200 });
    const otherData = site.read(DATA(OTHER_SERVICE));
    // A part of the page that is not its gallery, changed meanwhile (as a rename's link rewrite would).
    const related = /^related: \[(.*)\]$/m;
    expect(site.read(DATA(SERVICE))).toMatch(related);
    await writeFileAtomic(path.join(site.root, DATA(SERVICE)), site.read(DATA(SERVICE)).replace(related, 'related: [couple-massage]'));
    expect(pendingContent()).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'gallery-order', service: SERVICE }), expect.objectContaining({ kind: 'gallery-order', service: OTHER_SERVICE })]));

    expect(await discardGallery(site.root, SERVICE, live)).toEqual({ kind: 'discarded' });
    expect((await readGallery(site.root, SERVICE))?.entries).toEqual(gallery.entries);
    expect(site.read(DATA(SERVICE))).toBe(liveData.replace(related, 'related: [couple-massage]'));
    expect(site.bytes(first).equals(firstBytes)).toBe(true);
    expect(site.read(DATA(OTHER_SERVICE))).toBe(otherData);
    // What is left: the other gallery, and the page's own edit (a file change, not the gallery's).
    expect(pendingContent()).toEqual([
      { kind: 'gallery-order', service: OTHER_SERVICE },
      { kind: 'file', path: DATA(SERVICE), change: 'changed' },
    ]);

    // The page's data as live but for the gallery: the live file itself comes back.
    await writeFileAtomic(path.join(site.root, DATA(SERVICE)), liveData);
    expect(await discardGallery(site.root, SERVICE, live)).toEqual({ kind: 'unchanged' });
  });

  it('puts the live home poster back', async () => {
    const poster = site.bytes(HOME_POSTER_FILE);
    await writeFileAtomic(path.join(site.root, HOME_POSTER_FILE), site.bytes(`${ARTICLE_DIR}/hero.jpg`));
    expect(pendingContent()).toEqual([{ kind: 'home-poster' }]);
    expect(await discardPoster(site.root, live)).toEqual({ kind: 'discarded' });
    expect(site.bytes(HOME_POSTER_FILE).equals(poster)).toBe(true);
    expect(pendingContent()).toEqual([]);
  });

  it('refuses hostile or unknown service ids, writing nothing', async () => {
    const gallery = await readGallery(site.root, SERVICE);
    if (!gallery) throw new Error('no gallery');
    await saveGalleryOrder(site.root, SERVICE, { version: gallery.version, order: gallery.entries.map((e) => e.name).reverse() }, 'vi');
    const before = site.snapshot();
    for (const id of ['', '..', '../services', `${SERVICE}/..`, `${SERVICE}/../../blog/${ARTICLE}`, 'Thai-Massage', 'no-such-service', 'home-poster', DATA(SERVICE)]) {
      expect(await discardGallery(site.root, id, live), id).toEqual({ kind: 'missing' });
    }
    expect(site.snapshot()).toEqual(before);
  });
});

describe('the discard routes', () => {
  useStudioSession();
  // Accounts: once one exists the shared password's session ends, so the editor acts with their own.
  const tokens = new Map<'editor' | 'front-desk', string>();
  beforeAll(async () => {
    const { db } = await getDb();
    for (const role of ['editor', 'front-desk'] as const) {
      const invite = await findInvite(db, await createInvite(db, { role, name: role, locale: 'vi', by: 'test' }));
      if (typeof invite === 'string') throw new Error(invite);
      const account = await createAccount(db, invite, { login: `person.${role}`, name: `Person ${role}`, locale: 'vi', secondFactor: { passwordHash: 'scrypt$00$00', totpSecret: 'JBSWY3DPEHPK3PXP', totpStep: 1 } });
      if (typeof account === 'string') throw new Error(account);
      tokens.set(role, await createAccountSession(db, account.id, { device: 'test', client: 'abcdef12' }));
    }
  });
  beforeEach(() => {
    vi.stubEnv('KINGSTONE_SITE_ROOT', site.root);
    publishOnBridge(HOST_BRIDGE.RELEASES, context.releases);
  });
  afterEach(() => {
    publishOnBridge(HOST_BRIDGE.RELEASES, undefined);
  });

  /** A POST of `{}` as the studio sends it, through the admin gate, with the role's session. */
  function post(route: (context: APIContext) => Response | Promise<Response>, pathname: string, params: Record<string, string>, { role = 'editor', origin = SITE.url }: { role?: 'editor' | 'front-desk'; origin?: string } = {}) {
    const url = new URL(`${pathname}?lang=vi`, SITE.url);
    const request = new Request(url, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: '{}' });
    const cookies = { get: () => ({ value: tokens.get(role) ?? '' }) };
    return throughGate(route, { request, url, cookies, params } as unknown as APIContext);
  }

  it('discard an article, a gallery and the poster for the editor, each recorded in the trail', async () => {
    await writeFileAtomic(path.join(site.root, ARTICLE_DIR, 'vi.mdx'), 'edited\n');
    await writeFileAtomic(path.join(site.root, HOME_POSTER_FILE), site.bytes(`${ARTICLE_DIR}/hero.jpg`));
    const res = await post(articleDiscardRoute, `/admin/api/studio/articles/${ARTICLE}/discard`, { slug: ARTICLE });
    expect(res.status).toBe(200);
    expect((await res.json()) as DiscardResponse).toEqual({ kind: 'discarded' });
    expect(site.read(`${ARTICLE_DIR}/vi.mdx`)).not.toBe('edited\n');
    const gallery = await post(galleryDiscardRoute, `/admin/api/studio/galleries/${SERVICE}/discard`, { id: SERVICE });
    expect((await gallery.json()) as DiscardResponse).toEqual({ kind: 'unchanged' });
    expect((await (await post(posterDiscardRoute, '/admin/api/studio/poster/discard', {})).json()) as DiscardResponse).toEqual({ kind: 'discarded' });
    expect(pendingContent()).toEqual([]);
    const rows = (await listTrail((await getDb()).db, {}, 50)).filter((row) => row.kind === 'studio.discard');
    expect(rows.map((row) => [row.actor, row.subject, row.outcome])).toEqual([
      ['Person editor (editor)', 'home-poster', 'ok'],
      ['Person editor (editor)', `gallery:${SERVICE}`, 'ok'],
      ['Person editor (editor)', `article:${ARTICLE}`, 'ok'],
    ]);
  });

  it('answer 404 in the admin’s language to a slug or id the site does not know, and 409 naming the files that link to a new article', async () => {
    for (const slug of ['..', 'no-such-article', '%2e%2e', '../../notice']) {
      const res = await post(articleDiscardRoute, `/admin/api/studio/articles/${encodeURIComponent(slug)}/discard`, { slug });
      expect(res.status).toBe(404);
      expect(((await res.json()) as StudioApiError).message).toBe('Không có bài viết này.');
    }
    expect((await post(galleryDiscardRoute, '/admin/api/studio/galleries/nope/discard', { id: '../nope' })).status).toBe(404);

    cpSync(path.join(site.root, ARTICLE_DIR), path.join(site.root, BLOG_DIR, NEW_SLUG), { recursive: true });
    await writeFileAtomic(path.join(site.root, ARTICLE_DIR, 'vi.mdx'), `${site.read(`${ARTICLE_DIR}/vi.mdx`)}\n[Bài mới](/vi/blog/${NEW_SLUG})\n`);
    const linked = await post(articleDiscardRoute, `/admin/api/studio/articles/${NEW_SLUG}/discard`, { slug: NEW_SLUG });
    expect(linked.status).toBe(409);
    expect(((await linked.json()) as StudioApiError).message).toContain(`${ARTICLE_DIR}/vi.mdx`);
    expect(existsSync(path.join(site.root, BLOG_DIR, NEW_SLUG, 'meta.yaml'))).toBe(true);
  });

  it('refuse the front desk (403) and a cross-site post, writing nothing', async () => {
    await writeFileAtomic(path.join(site.root, ARTICLE_DIR, 'vi.mdx'), 'edited\n');
    await writeFileAtomic(path.join(site.root, HOME_POSTER_FILE), site.bytes(`${ARTICLE_DIR}/hero.jpg`));
    const before = site.snapshot();
    expect((await post(articleDiscardRoute, `/admin/api/studio/articles/${ARTICLE}/discard`, { slug: ARTICLE }, { role: 'front-desk' })).status).toBe(403);
    expect((await post(galleryDiscardRoute, `/admin/api/studio/galleries/${SERVICE}/discard`, { id: SERVICE }, { role: 'front-desk' })).status).toBe(403);
    expect((await post(posterDiscardRoute, '/admin/api/studio/poster/discard', {}, { role: 'front-desk' })).status).toBe(403);
    expect((await post(articleDiscardRoute, `/admin/api/studio/articles/${ARTICLE}/discard`, { slug: ARTICLE }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(site.snapshot()).toEqual(before);
  });
});
