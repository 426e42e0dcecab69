// A release keeps every file the studio writes as it was built from them, and a restore puts all
// of them back: facts, articles (written, renamed, deleted), galleries, photos, the home poster.
// The publish here is the real one but for its build: a stand-in build runner in the site copy
// writes the two files a release needs, after emptying its output folder as Astro does.
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ensureInitialRelease, publishSettled, publishStatus, restoreRelease, startPublish, type PublishContext } from '../../src/server/services/publish/publisher';
import { STUDIO_CHANGES } from '../../src/server/services/studio/changes';
import { listReleases } from '../../src/server/services/publish/release-list';
import { completeReleases, readHistory, readManifest, releasesDir, writeManifest } from '../../src/server/services/publish/release-store';
import { hashOf, SOURCE_DIR } from '../../src/server/site-files/snapshot';
import { buildDist, installFakeBuild } from '../support/fake-build';
import { writeFileAtomic } from '../../src/server/site-files/atomic-write';
import { readArticle } from '../../src/server/services/studio/articles/source';
import { renameArticle } from '../../src/server/services/studio/articles/rename';
import { readStudioFiles } from '../../src/server/site-files/files';
import { saveGalleryOrder } from '../../src/server/services/studio/photos/galleries';
import { readGallery } from '../../src/server/services/studio/photos/gallery-data';
import type { ReleaseSwitch } from '../../src/server/http/host-bridge';
import { studioSiteCopy, type StudioSite } from '../support/studio';

const BLOG = 'src/content/blog';
const EDITED = 'massage-hue';
// A district guide: the home page's top-25 list links it (src/content/home/locations.yaml, guides).
const RENAMED = 'massage-quan-1-kingstone-best';
const RENAMED_TO = 'massage-quan-1-kingstone';
const DELETED = 'massage-hanoi';
const CREATED = 'bai-viet-moi';
const SERVICE = 'thai-massage';
const PHOTO = 'src/assets/media/gallery/thai-massage-1.jpg';
const GALLERY_DATA = `src/content/service-pages/${SERVICE}/data.yaml`;
const POSTER = 'src/assets/media/home-hero.jpg';
const NOTICE = 'src/content/notice/notice.yaml';
const HOME_LINKS = 'src/content/home/locations.yaml';
const REDIRECTS = 'src/content/redirects/removed-articles.yaml';

interface TestSwitch extends ReleaseSwitch {
  failNext: boolean;
}

/** The host's release switch, without a server: it can be told to fail the next switch. */
function testSwitch(first: string): TestSwitch {
  let live = first;
  const releases: TestSwitch = {
    failNext: false,
    liveDir: () => live,
    switchTo: async (dir) => {
      if (releases.failNext) {
        releases.failNext = false;
        throw new Error('the build would not load');
      }
      live = dir;
    },
  };
  return releases;
}

const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-C', root, '-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { encoding: 'utf8' });

let site: StudioSite;
let releases: TestSwitch;
let context: PublishContext;

beforeEach(() => {
  site = studioSiteCopy('publish-restore-', { photos: true, articles: true });
  installFakeBuild(site.root);
  const dist = buildDist(site.root);
  writeFileSync(path.join(site.root, '.gitignore'), 'node_modules/\ndist/\nreleases/\n');
  git(site.root, 'init', '--quiet');
  git(site.root, 'add', '-A');
  git(site.root, 'commit', '--quiet', '-m', 'start');
  releases = testSwitch(dist);
  context = { root: site.root, releases, by: 'admin 3f9a0c', describe: STUDIO_CHANGES };
});
// A test that failed or timed out mid-publish leaves the job running: the next test would find
// the publisher busy, so wait for it before the site copy goes.
afterEach(async () => {
  await publishSettled();
  site.remove();
});

async function publish(): Promise<string> {
  expect(startPublish(context)).toBe('started');
  await publishSettled();
  const status = publishStatus();
  if (status.state !== 'done' || !status.release) throw new Error(`the publish did not finish: ${JSON.stringify(status)}`);
  return status.release;
}

/** Every file of a folder under the site root with its bytes (base64), by name. */
function folder(relative: string): Record<string, string> {
  const dir = path.join(site.root, relative);
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name)).toString('base64')]));
}

const exists = (relative: string) => {
  try {
    lstatSync(path.join(site.root, relative));
    return true;
  } catch {
    return false;
  }
};

/** The owner's work after the first release, each through the studio's own writes (atomic renames). */
async function editEverything() {
  const root = site.root;
  // An article's Vietnamese text.
  const vi = `${BLOG}/${EDITED}/vi.mdx`;
  await writeFileAtomic(path.join(root, vi), site.read(vi).replace('## Cố đô và nhịp sống chậm', '## Cố đô, chậm rãi'));
  // A new article, made complete under a hidden name, then renamed into place (as createArticle does).
  const staging = path.join(root, BLOG, '.new-bai-viet-moi');
  mkdirSync(staging);
  for (const name of ['meta.yaml', 'vi.mdx', 'hero.jpg']) writeFileSync(path.join(staging, name), readFileSync(path.join(root, BLOG, EDITED, name)));
  renameSync(staging, path.join(root, BLOG, CREATED));
  // An article deleted: its folder goes, its redirect is added (as deleteArticle does).
  rmSync(path.join(root, BLOG, DELETED), { recursive: true });
  await writeFileAtomic(path.join(root, REDIRECTS), stringify({ ...parse(site.read(REDIRECTS)), [DELETED]: '/blog' }));
  // An article renamed through the studio: its links in other articles and on the home page follow.
  const renamed = await renameArticle(root, RENAMED, { version: (await readArticle(root, RENAMED)).version, to: RENAMED_TO }, 'en');
  if (renamed === 'missing' || renamed.body.kind !== 'renamed') throw new Error('the rename failed');
  // A gallery photo replaced, the gallery reordered and an alt text changed, the home poster replaced.
  await writeFileAtomic(path.join(root, PHOTO), Buffer.from('new photo bytes'));
  const gallery = await readGallery(root, SERVICE);
  if (!gallery) throw new Error('no gallery');
  const names = gallery.entries.map((entry) => entry.name);
  const saved = await saveGalleryOrder(root, SERVICE, { version: gallery.version, order: [...names].reverse(), alt: { [names[1] ?? '']: { en: 'A new description' } } }, 'en');
  expect(saved !== 'missing' && saved.status).toBe(200);
  await writeFileAtomic(path.join(root, POSTER), Buffer.from('new poster bytes'));
  // And a fact.
  await writeFileAtomic(path.join(root, NOTICE), site.read(NOTICE).replace(/show: (true|false)/, (_, v: string) => `show: ${v === 'true' ? 'false' : 'true'}`));
  return { names, rewritten: renamed.body.rewritten };
}

describe('a publish followed by a restore of the release before it', () => {
  it('puts back every article folder, photo, gallery and fact byte for byte, and commits them all', async () => {
    await ensureInitialRelease(context);
    const initial = completeReleases(site.root)[0];
    if (!initial) throw new Error('no initial release');
    expect(initial.source).toBeDefined();
    const before = {
      edited: folder(`${BLOG}/${EDITED}`),
      renamed: folder(`${BLOG}/${RENAMED}`),
      deleted: folder(`${BLOG}/${DELETED}`),
      photo: site.bytes(PHOTO),
      gallery: site.read(GALLERY_DATA),
      poster: site.bytes(POSTER),
      home: site.read(HOME_LINKS),
      redirects: site.read(REDIRECTS),
      facts: readStudioFiles(site.root),
    };
    await editEverything();
    const published = await publish();
    expect(readManifest(path.join(releasesDir(site.root), published))?.source?.[`${BLOG}/${CREATED}/vi.mdx`]).toMatch(/^[0-9a-f]{64}$/);

    expect(await restoreRelease({ ...context, id: initial.id })).toBe('restored');
    expect(releases.liveDir()).toBe(path.join(releasesDir(site.root), initial.id));
    expect(folder(`${BLOG}/${EDITED}`)).toEqual(before.edited);
    expect(folder(`${BLOG}/${RENAMED}`)).toEqual(before.renamed);
    expect(folder(`${BLOG}/${DELETED}`)).toEqual(before.deleted);
    expect(exists(`${BLOG}/${CREATED}`)).toBe(false);
    expect(exists(`${BLOG}/${RENAMED_TO}`)).toBe(false);
    expect(site.bytes(PHOTO).equals(before.photo)).toBe(true);
    expect(site.read(GALLERY_DATA)).toBe(before.gallery);
    expect(site.bytes(POSTER).equals(before.poster)).toBe(true);
    expect(site.read(HOME_LINKS)).toBe(before.home);
    expect(site.read(REDIRECTS)).toBe(before.redirects);
    expect(readStudioFiles(site.root)).toEqual(before.facts);
    // What the studio did not write stays: the copy's stand-ins outside the tree.
    expect(site.read('outside/x.yaml')).toBe('id: x\n');

    const log = git(site.root, 'log', '-1', '--format=%s', '--name-status');
    expect(log).toMatch(/^Studio: Restore \d{8}-\d{6}-[a-z0-9]{4} \(\d+ changes: 1 fact, \d+ articles or photos; admin 3f9a0c\)/);
    for (const file of [`${BLOG}/${EDITED}/vi.mdx`, `${BLOG}/${CREATED}/meta.yaml`, `${BLOG}/${RENAMED}/meta.yaml`, `${BLOG}/${DELETED}/meta.yaml`, PHOTO, GALLERY_DATA, POSTER, HOME_LINKS, REDIRECTS, NOTICE]) {
      expect(log).toContain(file);
    }
    expect(git(site.root, 'status', '--porcelain', '--', 'src')).toBe('');
  }, 30_000);

  it('tells the articles and photos that changed, in the history and the commit', async () => {
    await ensureInitialRelease(context);
    const { names, rewritten } = await editEverything();
    const published = await publish();
    const entry = readHistory(site.root)[0];
    expect(entry?.release).toBe(published);
    const changes = entry?.contentChanges ?? [];
    const viTitle = expect.stringMatching(/^Massage ở Huế/);
    expect(changes).toContainEqual({ kind: 'article-text', slug: EDITED, titles: expect.objectContaining({ vi: viTitle }), locale: 'vi', change: 'changed' });
    // Its `related` list named the renamed article too: a rewritten link is the rename's, not an edit.
    expect(changes.filter((c) => 'slug' in c && c.slug === EDITED)).toHaveLength(1);
    expect(changes).toContainEqual({ kind: 'article', slug: CREATED, titles: { vi: viTitle }, change: 'added' });
    expect(changes).toContainEqual({ kind: 'article', slug: DELETED, titles: expect.objectContaining({ vi: expect.any(String) }), change: 'deleted' });
    const rename = changes.find((c) => c.kind === 'article-renamed');
    expect(rename).toEqual({ kind: 'article-renamed', slug: RENAMED_TO, from: RENAMED, titles: expect.objectContaining({ ko: expect.any(String) }), links: expect.any(Number) });
    // Every file whose links followed is counted there (not the edited text, nor the new article's), and named nowhere else.
    const followed = rewritten.filter((file) => file !== `${BLOG}/${EDITED}/vi.mdx` && !file.startsWith(`${BLOG}/${CREATED}/`));
    expect(rename?.kind === 'article-renamed' && rename.links).toBe(followed.length);
    expect(rewritten).toContain(HOME_LINKS);
    expect(changes.filter((c) => c.kind === 'article' && c.change === 'details')).toEqual([]);
    expect(changes.filter((c) => c.kind === 'file')).toEqual([]);
    expect(changes).toContainEqual({ kind: 'gallery-order', service: SERVICE });
    // The photo was the first; reversed, it is the last.
    expect(changes).toContainEqual({ kind: 'gallery-photo', service: SERVICE, photo: names.length, change: 'replaced' });
    expect(changes).toContainEqual({ kind: 'gallery-alt', service: SERVICE, photo: names.length - 1 });
    expect(changes).toContainEqual({ kind: 'home-poster' });
    expect(changes).toContainEqual({ kind: 'redirects' });
    // No file's text goes into the history: titles only.
    expect(readFileSync(path.join(releasesDir(site.root), 'history.jsonl'), 'utf8')).not.toContain('Cố đô, chậm rãi');
    expect(entry?.changes.map((c) => c.document)).toEqual(['notice']);
    expect(git(site.root, 'log', '-1', '--format=%s')).toBe(`Studio: Publish (${changes.length + 1} changes: 1 fact, ${changes.length} articles or photos; admin 3f9a0c)\n`);

    const [live] = listReleases(site.root, releases.liveDir());
    expect(live?.contentChanges).toEqual(changes);

    // A restore tells the same changes the other way round.
    const initial = completeReleases(site.root).find((m) => m.kind === 'initial');
    expect(await restoreRelease({ ...context, id: initial?.id ?? '' })).toBe('restored');
    const undone = readHistory(site.root)[0]?.contentChanges ?? [];
    expect(undone).toContainEqual({ kind: 'article', slug: CREATED, titles: { vi: viTitle }, change: 'deleted' });
    expect(undone).toContainEqual({ kind: 'article-renamed', slug: RENAMED, from: RENAMED_TO, titles: expect.any(Object), links: rename?.kind === 'article-renamed' ? rename.links : -1 });
    expect(undone).toContainEqual({ kind: 'gallery-photo', service: SERVICE, photo: 1, change: 'replaced' });
  }, 30_000);

  it('keeps the snapshot as hard links of the files, so a later save leaves it as it was', async () => {
    await ensureInitialRelease(context);
    const initial = completeReleases(site.root)[0];
    const snapshotFile = path.join(releasesDir(site.root), initial?.id ?? '', SOURCE_DIR, ...PHOTO.split('/'));
    expect(statSync(snapshotFile).ino).toBe(statSync(path.join(site.root, PHOTO)).ino);
    const old = site.bytes(PHOTO);
    await writeFileAtomic(path.join(site.root, PHOTO), Buffer.from('replaced'));
    expect(readFileSync(snapshotFile).equals(old)).toBe(true);
  });
});

describe('a restore it cannot do safely', () => {
  it('still restores the facts of a release made before snapshots, leaving the articles as they are', async () => {
    const id = '20260101-000000-abcd';
    const dir = path.join(releasesDir(site.root), id);
    mkdirSync(path.join(dir, 'server'), { recursive: true });
    writeFileSync(path.join(dir, 'server/entry.mjs'), '');
    writeManifest(dir, { id, createdAt: '2026-01-01T00:00:00Z', kind: 'publish', by: 'old', changes: [], content: readStudioFiles(site.root) });
    const facts = readStudioFiles(site.root);
    const vi = `${BLOG}/${EDITED}/vi.mdx`;
    const edited = `${site.read(vi)}\nMore.\n`;
    await writeFileAtomic(path.join(site.root, vi), edited);
    await writeFileAtomic(path.join(site.root, NOTICE), `${site.read(NOTICE)}# edited\n`);

    expect(await restoreRelease({ ...context, id })).toBe('restored');
    expect(readStudioFiles(site.root)).toEqual(facts);
    expect(site.read(vi)).toBe(edited);
    expect(readHistory(site.root)[0]).toMatchObject({ kind: 'restore', release: id, contentChanges: [] });
  });

  /** A release whose manifest or snapshot someone changed, and the site as it was before. */
  async function tampered(change: (dir: string, source: Record<string, string>) => Record<string, string> | void) {
    await ensureInitialRelease(context);
    const initial = completeReleases(site.root)[0];
    if (!initial?.source) throw new Error('no snapshot');
    const dir = path.join(releasesDir(site.root), initial.id);
    await writeFileAtomic(path.join(site.root, NOTICE), `${site.read(NOTICE)}# edited\n`);
    await publish();
    const source = change(path.join(dir, SOURCE_DIR), { ...initial.source });
    if (source) writeManifest(dir, { ...initial, source });
    return { id: initial.id, live: releases.liveDir(), files: site.snapshot() };
  }

  const outside = (root: string) => readFileSync(path.join(root, 'outside/x.yaml'));

  it.each([
    ['a path outside the folders the studio owns', (_: string, s: Record<string, string>) => ({ ...s, 'outside/x.yaml': hashOf(outside(site.root)) })],
    ['a path that climbs out of an owned folder', (_: string, s: Record<string, string>) => ({ ...s, [`${BLOG}/../../../outside/x.yaml`]: hashOf(outside(site.root)) })],
    ['an absolute path', (_: string, s: Record<string, string>) => ({ ...s, '/etc/hostname': '0'.repeat(64) })],
    ['a hidden file in an article folder', (_: string, s: Record<string, string>) => ({ ...s, [`${BLOG}/${EDITED}/.studio.lock`]: '0'.repeat(64) })],
    ['a hash that is not one', (_: string, s: Record<string, string>) => ({ ...s, [NOTICE]: 'x' })],
  ])('refuses a manifest naming %s, writing nothing and switching nothing', async (_, change) => {
    const { id, live, files } = await tampered(change);
    expect(await restoreRelease({ ...context, id })).toBe('damaged');
    expect(site.snapshot()).toEqual(files);
    expect(releases.liveDir()).toBe(live);
  });

  it('refuses a snapshot whose file was swapped for other bytes or for a link out of it', async () => {
    const swapped = await tampered((dir) => {
      const file = path.join(dir, ...NOTICE.split('/'));
      rmSync(file);
      writeFileSync(file, 'show: true\n');
    });
    expect(await restoreRelease({ ...context, id: swapped.id })).toBe('damaged');
    expect(site.snapshot()).toEqual(swapped.files);
    site.remove();
    site = studioSiteCopy('publish-restore-', { photos: true, articles: true });
    installFakeBuild(site.root);
    buildDist(site.root);
    releases = testSwitch(path.join(site.root, 'dist'));
    context = { root: site.root, releases, by: 'admin 3f9a0c', describe: STUDIO_CHANGES };
    const linked = await tampered((dir, source) => {
      // The link points outside the snapshot, at a file whose hash the manifest now names.
      const file = path.join(dir, ...NOTICE.split('/'));
      rmSync(file);
      symlinkSync(path.join(site.root, 'outside/x.yaml'), file);
      return { ...source, [NOTICE]: hashOf(outside(site.root)) };
    });
    expect(await restoreRelease({ ...context, id: linked.id })).toBe('damaged');
    expect(site.snapshot()).toEqual(linked.files);
  });

  it('refuses a release made before snapshots whose facts name another file', async () => {
    const id = '20260101-000000-abce';
    const dir = path.join(releasesDir(site.root), id);
    mkdirSync(path.join(dir, 'server'), { recursive: true });
    writeFileSync(path.join(dir, 'server/entry.mjs'), '');
    writeManifest(dir, { id, createdAt: '2026-01-01T00:00:00Z', kind: 'publish', by: 'old', changes: [], content: { ...readStudioFiles(site.root), 'outside/x.yaml': 'id: y\n' } });
    const files = site.snapshot();
    expect(await restoreRelease({ ...context, id })).toBe('damaged');
    expect(site.snapshot()).toEqual(files);
  });

  it('never writes through a link put where an article folder it restores was', async () => {
    await ensureInitialRelease(context);
    const initial = completeReleases(site.root)[0];
    rmSync(path.join(site.root, BLOG, DELETED), { recursive: true });
    symlinkSync(path.join(site.root, 'outside'), path.join(site.root, BLOG, DELETED));
    await publish();
    const live = releases.liveDir();
    const files = site.snapshot();
    await expect(restoreRelease({ ...context, id: initial?.id ?? '' })).rejects.toThrow(/in the way/);
    expect(readdirSync(path.join(site.root, 'outside'))).toEqual(['x.yaml']);
    expect(site.snapshot()).toEqual(files);
    expect(releases.liveDir()).toBe(live);
  });

  it('puts every file back as it was when the switch fails', async () => {
    await ensureInitialRelease(context);
    const initial = completeReleases(site.root)[0];
    await editEverything();
    await publish();
    const live = releases.liveDir();
    const files = site.snapshot();
    releases.failNext = true;
    await expect(restoreRelease({ ...context, id: initial?.id ?? '' })).rejects.toThrow(/would not load/);
    expect(site.snapshot()).toEqual(files);
    expect(releases.liveDir()).toBe(live);
    expect(readHistory(site.root)[0]?.kind).toBe('publish');
  }, 30_000);
});
