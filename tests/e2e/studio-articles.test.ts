// Articles in the owner's studio end to end, through its HTTP API, on a copy of the site served
// like `npm start` serves it (scripts/lib/site-workspace.ts): write a new Vietnamese article with
// a ranking table and an English draft, add a Korean translation, change the Vietnamese original
// (the Korean is then out of date), rename the article. Nothing is published here: the browser's
// test (studio-articles-page.test.ts) leaves the same article behind (writeTranslateRename) and
// publishes once for both, checking what this file's writes look like on the site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import type { SiteWorkspace } from '../../scripts/lib/site-workspace.ts';
import { StudioClient } from '../../scripts/lib/studio-client.ts';
import { NEW_SLUG, RENAMED_SLUG, writeTranslateRename } from '../support/studio-articles.ts';
import { startStudioServer, type StudioServer } from '../support/studio-server.ts';

const PASSWORD = 'studio-articles-e2e-password';

let site: StudioServer | undefined;
let workspace: SiteWorkspace;
let studio: StudioClient;
let flow: Awaited<ReturnType<typeof writeTranslateRename>>;

beforeAll(async () => {
  site = await startStudioServer('studio-articles-e2e-data-', PASSWORD);
  workspace = site.workspace;
  studio = new StudioClient(site.origin);
  await studio.login(PASSWORD);
  flow = await writeTranslateRename(studio);
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

describe('the studio writes, translates and renames an article', () => {
  it('creates a Vietnamese article with a ranking table and an English draft', () => {
    expect(flow.created.status).toBe(201);
    expect(flow.created.body).toMatchObject({ kind: 'saved', slug: NEW_SLUG, languages: { vi: 'original', en: 'draft', ko: 'missing' } });
  });

  it('adds a Korean translation, then marks it out of date when the Vietnamese original changes', () => {
    expect(flow.translated.body).toMatchObject({ kind: 'saved', languages: { ko: 'current' } });
    expect(flow.changed.body).toMatchObject({ kind: 'saved', languages: { ko: 'outdated', vi: 'original', en: 'draft' } });
    expect(flow.listed).toMatchObject({ title: flow.changedText.title, languages: { ko: 'outdated', vi: 'original', en: 'draft' } });
  });

  it('renames it: the old slug becomes an alias', () => {
    expect(flow.renamed.body).toMatchObject({ kind: 'renamed', slug: RENAMED_SLUG });
    expect(parse(readFileSync(path.join(workspace.dir, `src/content/blog/${RENAMED_SLUG}/meta.yaml`), 'utf8')).aliases).toEqual([NEW_SLUG]);
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
