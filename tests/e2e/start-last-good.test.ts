// Issue 34, finding 2: sources the build refuses (a hand edit's typo, a save gone wrong) must not
// take the site down at the next `npm start`. On a copy of the site whose dist/ is the checkout's
// build, a price made into words: the start builds beside dist/, fails, says why in one line,
// serves the last good build untouched, and the studio shows the owner the same failure. Without
// any good build the start refuses, in one line.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteWorkspace, type SiteWorkspace } from '../../scripts/lib/site-workspace.ts';
import { StudioClient } from '../../scripts/lib/studio-client.ts';
import { NEXT_DIST } from '../../scripts/lib/start-build.ts';
import { DICTIONARIES } from '../../src/i18n/t';
import type { PublishStatus } from '../../src/studio/contract';
import { ROOT } from '../support/paths';
import { refusedStart, startProductionServer, type RunningServer } from '../support/server-process';

const PASSWORD = 'start-last-good-password';
const SERVICE_FILE = 'src/content/services/thai-massage.yaml';

let workspace: SiteWorkspace;
let dataDir: string;
let server: RunningServer;
let distEntryTime: number;

/** The service file with its first option's price written as words: the schema refuses it. */
function breakPrice(root: string) {
  const file = path.join(root, SERVICE_FILE);
  const text = readFileSync(file, 'utf8');
  const broken = text.replace(/(\bprice:\s*)\d+/, '$1one million');
  expect(broken).not.toBe(text);
  writeFileSync(file, broken);
}

beforeAll(async () => {
  workspace = createSiteWorkspace(ROOT);
  // The last good build: the checkout's, in hard links, older than the edit that follows.
  execFileSync('cp', ['-al', path.join(ROOT, 'dist'), path.join(workspace.dir, 'dist')]);
  // The build marker is a copy of its own: a hard link's time is the checkout's too, and ageing it
  // would make the checkout's dist/ look older (or newer) than it is to the next npm test.
  const entry = path.join(workspace.dir, 'dist/server/entry.mjs');
  copyFileSync(entry, `${entry}.copy`);
  renameSync(`${entry}.copy`, entry);
  const old = new Date(Date.now() - 60_000);
  utimesSync(entry, old, old);
  distEntryTime = statSync(path.join(workspace.dir, 'dist/server/entry.mjs')).mtimeMs;
  breakPrice(workspace.dir);
  dataDir = mkdtempSync(path.join(tmpdir(), 'start-last-good-data-'));
  server = await startProductionServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, STUDIO_PUBLISH: 'on' }, workspace.dir);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  workspace?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start with sources that do not build', () => {
  it('says why in one line and serves the last good build, which no build wrote into', async () => {
    const lines = server.stderr().split('\n').filter((line) => line.includes('the sources do not build'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('thai-massage.yaml');
    expect(lines[0]).toContain('serving the last good build');
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    expect(statSync(path.join(workspace.dir, 'dist/server/entry.mjs')).mtimeMs).toBe(distEntryTime);
    expect(existsSync(path.join(workspace.dir, NEXT_DIST))).toBe(false);
  });

  it('shows the owner the same failure in the studio, in their language', async () => {
    const studio = new StudioClient(server.url);
    await studio.login(PASSWORD);
    const { status, body } = await studio.call<PublishStatus>('GET', 'publish', undefined, 'vi');
    expect(status).toBe(200);
    expect(body.startFailure?.error).toBe(DICTIONARIES.vi['publish.error.data']);
    expect(body.startFailure?.detail.join('\n')).toContain('thai-massage.yaml');
  });

  it('refuses to start, in one line, when there is no good build to serve', async () => {
    const bare = createSiteWorkspace(ROOT);
    try {
      breakPrice(bare.dir);
      const { code, stderr } = await refusedStart({ DATA_DIR: path.join(bare.dir, 'data') }, bare.dir);
      expect(code).toBe(1);
      expect(stderr).toMatch(/^Kingstone Spa did not start: the site does not build \(data: .*thai-massage\.yaml/m);
      expect(readdirSync(bare.dir)).not.toContain('dist');
    } finally {
      bare.remove();
    }
  }, 240_000);
});
