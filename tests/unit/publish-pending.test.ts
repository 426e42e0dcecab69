// Before Publish, the studio tells what is saved and not live (issue 40), the way the publish will
// tell it, and one document's saved changes can be thrown away: its file goes back to the live one.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discardDocument, pendingChanges } from '../../src/server/services/publish/pending';
import { ensureInitialRelease, publishSettled, publishStatus, startPublish, type PublishContext } from '../../src/server/services/publish/publisher';
import { STUDIO_CHANGES } from '../../src/server/services/studio/changes';
import { findDocument } from '../../src/server/services/studio/documents';
import { readDocument, saveDocument } from '../../src/server/services/studio/store';
import { writeFileAtomic } from '../../src/server/site-files/atomic-write';
import { buildDist, installFakeBuild } from '../support/fake-build';
import { studioSiteCopy, type StudioSite } from '../support/studio';

const SERVICE = 'src/content/services/thai-massage.yaml';
const NOTICE = 'src/content/notice/notice.yaml';
const ARTICLE_TEXT = 'src/content/blog/massage-hue/vi.mdx';

let site: StudioSite;
let context: PublishContext;
beforeEach(async () => {
  site = studioSiteCopy('publish-pending-', { photos: true, articles: true });
  installFakeBuild(site.root);
  let live = buildDist(site.root);
  context = { root: site.root, releases: { liveDir: () => live, switchTo: async (dir) => void (live = dir) }, by: 'Lan (owner)', describe: STUDIO_CHANGES };
  await ensureInitialRelease(context);
});
// A test that failed or timed out mid-publish leaves the job running: the next test would find
// the publisher busy, so wait for it before the site copy goes.
afterEach(async () => {
  await publishSettled();
  site.remove();
});

async function savePrice(price: number) {
  const doc = findDocument(site.root, 'service:thai-massage');
  if (!doc) throw new Error('no service');
  const body = await readDocument(site.root, doc, 'vi');
  const data = structuredClone(body.data) as { options: { price: number }[] };
  const before = data.options[0]?.price;
  (data.options[0] as { price: number }).price = price;
  expect((await saveDocument(site.root, doc, { version: body.version, data }, 'vi')).status).toBe(200);
  return before;
}

describe('the changes not published yet', () => {
  it('are none right after a release', () => {
    const pending = pendingChanges(context);
    expect(pending.since).toMatch(/^\d{4}-/);
    expect(pending.facts).toEqual([]);
    expect(pending.content).toEqual([]);
  });

  it('name a saved price, the notice and an article’s text, and a publish takes them live', async () => {
    const before = await savePrice(1_800_000);
    await writeFileAtomic(path.join(site.root, NOTICE), site.read(NOTICE).replace(/show: (true|false)/, (_, v: string) => `show: ${v === 'true' ? 'false' : 'true'}`));
    await writeFileAtomic(path.join(site.root, ARTICLE_TEXT), `${site.read(ARTICLE_TEXT)}\nMột dòng mới.\n`);
    const pending = pendingChanges(context);
    expect(pending.facts).toEqual([
      expect.objectContaining({ document: 'notice', path: 'show' }),
      { document: 'service:thai-massage', path: 'options.0.price', before, after: 1_800_000 },
    ]);
    expect(pending.content).toEqual([expect.objectContaining({ kind: 'article-text', slug: 'massage-hue', locale: 'vi', change: 'changed' })]);

    expect(startPublish(context)).toBe('started');
    await publishSettled();
    expect(publishStatus().state).toBe('done');
    expect(pendingChanges(context)).toMatchObject({ facts: [], content: [] });
  });

  it('of one document are thrown away by putting its live file back, the others kept', async () => {
    const liveService = site.read(SERVICE);
    await savePrice(1_800_000);
    const flipped = site.read(NOTICE).replace(/show: (true|false)/, (_, v: string) => `show: ${v === 'true' ? 'false' : 'true'}`);
    await writeFileAtomic(path.join(site.root, NOTICE), flipped);
    const service = findDocument(site.root, 'service:thai-massage');
    if (!service) throw new Error('no service');
    expect(await discardDocument(context, service)).toBe('discarded');
    expect(site.read(SERVICE)).toBe(liveService);
    expect(site.read(NOTICE)).toBe(flipped);
    expect(pendingChanges(context).facts.map((change) => change.document)).toEqual(['notice']);
    // Again: nothing left to throw away.
    expect(await discardDocument(context, service)).toBe('unchanged');
  });

  it('can only put back a file the live release has', async () => {
    expect(await discardDocument(context, { id: 'service:new-one', file: 'src/content/services/new-one.yaml' })).toBe('unknown');
    expect(await discardDocument(context, { id: 'notice', file: '../../etc/passwd' })).toBe('unknown');
  });
});
