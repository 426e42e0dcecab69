// Issue 34: every publish and restore names what it changed, in the history, the release's
// manifest and the git commit, also the first one after a start. A start whose sources are newer
// than dist/ (every publish saved some) rebuilds dist/ and serves it (src/server/host/release.ts
// liveDirAtStart); the first publish then compared the files with themselves: "Publish (0 changes)".
// The publish is the real one but for its build (tests/support/fake-build.ts).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveDirAtStart } from '../../src/server/host/release';
import { ensureInitialRelease, publishSettled, publishStatus, restoreRelease, startPublish, type PublishContext } from '../../src/server/services/publish/publisher';
import { STUDIO_CHANGES } from '../../src/server/services/studio/changes';
import { readHistory, readManifest, releasesDir } from '../../src/server/services/publish/release-store';
import { findDocument } from '../../src/server/services/studio/documents';
import { readDocument, saveDocument } from '../../src/server/services/studio/store';
import { buildDist, hostSwitch, installFakeBuild } from '../support/fake-build';
import { studioSiteCopy, type StudioSite } from '../support/studio';

const SERVICE = 'service:thai-massage';
const BY = 'admin 3f9a0c';

const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-C', root, '-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { encoding: 'utf8' });

let site: StudioSite;

beforeEach(() => {
  site = studioSiteCopy('publish-changes-');
  installFakeBuild(site.root);
  buildDist(site.root);
  git(site.root, 'init', '--quiet');
  git(site.root, 'add', '-A');
  git(site.root, 'commit', '--quiet', '-m', 'start');
});
// A test that failed or timed out mid-publish leaves the job running: the next test would find
// the publisher busy, so wait for it before the site copy goes.
afterEach(async () => {
  await publishSettled();
  site.remove();
});

/** What the host does when `npm start` starts: serve what liveDirAtStart picks, keep a first release. */
async function start(): Promise<PublishContext> {
  const dist = path.join(site.root, 'dist');
  const context = { root: site.root, releases: hostSwitch(site.root, liveDirAtStart(dist, site.root)), by: BY, describe: STUDIO_CHANGES };
  await ensureInitialRelease(context);
  return context;
}

/** Saves the thai massage's first price through the studio's store, as the editor does; returns it before and after. */
async function savePrice(add: number): Promise<{ before: number; after: number }> {
  const doc = findDocument(site.root, SERVICE);
  if (!doc) throw new Error(`no ${SERVICE}`);
  const current = await readDocument(site.root, doc, 'en');
  const data = structuredClone(current.data) as { options: { price: number }[] };
  const before = data.options[0]!.price;
  data.options[0]!.price = before + add;
  expect((await saveDocument(site.root, doc, { version: current.version, data }, 'en')).status).toBe(200);
  return { before, after: before + add };
}

async function publish(context: PublishContext): Promise<string> {
  expect(startPublish(context)).toBe('started');
  await publishSettled();
  const status = publishStatus();
  if (status.state !== 'done' || !status.release) throw new Error(`the publish did not finish: ${JSON.stringify(status)}`);
  return status.release;
}

/** The history's newest entry, its release's manifest and the newest commit's subject all name `price`, and nothing else. */
function expectNamed(id: string, price: { before: number; after: number }, what: string) {
  const named = [{ document: SERVICE, path: 'options.0.price', ...price }];
  expect(readHistory(site.root)[0]).toMatchObject({ release: id, changes: named, contentChanges: [] });
  if (what === 'Publish') expect(readManifest(path.join(releasesDir(site.root), id))?.changes).toEqual(named);
  expect(git(site.root, 'log', '-1', '--format=%s')).toMatch(new RegExp(`^Studio: ${what}\\b.* \\(1 change: 1 fact, 0 articles or photos; ${BY}\\)\\n$`));
}

describe('the changes a publish names', () => {
  it('are the price saved since the first start, on a site that never published', async () => {
    const context = await start();
    const price = await savePrice(100_000);
    expectNamed(await publish(context), price, 'Publish');
  }, 30_000);

  it('are the price saved since the last publish, at the first publish after a start that rebuilt dist/', async () => {
    const first = await publish(await start());
    // The publish saved sources after dist/ was built: `npm start` rebuilds dist/ and serves it.
    buildDist(site.root);
    const context = await start();
    expect(context.releases.liveDir()).toBe(path.join(site.root, 'dist'));
    const price = await savePrice(200_000);
    const second = await publish(context);
    expect(second).not.toBe(first);
    expectNamed(second, price, 'Publish');
  }, 30_000);

  it('are named by a restore after such a start too', async () => {
    const context = await start();
    const initial = readHistory(site.root)[0]!.release;
    const price = await savePrice(300_000);
    await publish(context);
    buildDist(site.root);
    const restarted = await start();
    expect(restarted.releases.liveDir()).toBe(path.join(site.root, 'dist'));
    expect(await restoreRelease({ ...restarted, id: initial })).toBe('restored');
    expectNamed(initial, { before: price.after, after: price.before }, `Restore ${initial}`);
  }, 30_000);
});
