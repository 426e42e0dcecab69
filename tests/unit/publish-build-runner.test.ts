// The publish's build process: started ahead while the owner is in the studio, then ordered to
// build once; its output reaches the progress bar (whole characters, however the bytes arrive)
// and, on failure, the report.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_RUNNER } from '../../src/server/services/publish/build-sandbox';
import { buildSite, warmUpBuild } from '../../src/server/services/publish/site-build';

/**
 * Stands in for build-runner.ts: records when it started and its pid, waits for the order like
 * the real one, prints a line, then builds (or, told so by the site, fails).
 */
const FAKE_RUNNER = `import { appendFileSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
// .cache: writable by the build user too, when the tests run as root (build-sandbox.ts).
mkdirSync('.cache', { recursive: true });
appendFileSync('.cache/started.log', process.pid + '\\n');
process.once('message', async ({ outDir }) => {
  console.log('[build] Building server entrypoints...');
  // A line whose first character's bytes arrive in two pieces.
  const split = Buffer.from('Đã dựng trang\\n');
  process.stdout.write(split.subarray(0, 1));
  await new Promise((resolve) => setTimeout(resolve, 100));
  process.stdout.write(split.subarray(1));
  if (existsSync('fail-next')) { console.error('[ERROR] src/content/services/thai-massage.yaml: price must be a number'); process.exit(1); }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'built-by.json'), JSON.stringify({ pid: process.pid, env: process.env.NODE_ENV, secret: process.env.ADMIN_PASSWORD ?? null }));
  process.exit(0);
});
process.once('disconnect', () => process.exit(0));
`;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function site() {
  const root = mkdtempSync(path.join(tmpdir(), 'publish-runner-'));
  // Open like a checkout: the build may run as another user (build-sandbox.ts).
  chmodSync(root, 0o755);
  roots.push(root);
  mkdirSync(path.dirname(path.join(root, BUILD_RUNNER)), { recursive: true });
  writeFileSync(path.join(root, BUILD_RUNNER), FAKE_RUNNER);
  return root;
}

const builtBy = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'built-by.json'), 'utf8')) as { pid: number; env: string; secret: string | null };
const startedLog = (root: string) => path.join(root, '.cache', 'started.log');
const startedPids = (root: string) => (existsSync(startedLog(root)) ? readFileSync(startedLog(root), 'utf8').trim().split('\n').map(Number) : []);

describe('the build process', () => {
  it('is started ahead, once, and the publish uses that one: its output reaches the progress', async () => {
    const root = site();
    process.env.ADMIN_PASSWORD = 'not-for-the-build';
    try {
      warmUpBuild(root);
      warmUpBuild(root);
      await expect.poll(() => startedPids(root).length).toBe(1);
      const lines: string[] = [];
      const out = path.join(root, 'out');
      expect(await buildSite(root, out, (line) => lines.push(line))).toBeUndefined();
      const run = builtBy(out);
      // The process started ahead did the build; no second one was started.
      expect(startedPids(root)).toEqual([run.pid]);
      expect(run.env).toBe('production');
      expect(run.secret).toBeNull();
      expect(lines).toContain('[build] Building server entrypoints...');
      expect(lines).toContain('Đã dựng trang');

      // Each process builds once: the next publish gets a new one.
      const next = path.join(root, 'next');
      expect(await buildSite(root, next, () => {})).toBeUndefined();
      expect(builtBy(next).pid).not.toBe(run.pid);
    } finally {
      delete process.env.ADMIN_PASSWORD;
    }
  });

  it('reports a failed build with the lines that say why, and writes nothing', async () => {
    const root = site();
    writeFileSync(path.join(root, 'fail-next'), '');
    const out = path.join(root, 'out');
    const failure = await buildSite(root, out, () => {});
    expect(failure?.detail.join('\n')).toContain('price must be a number');
    expect(existsSync(out)).toBe(false);
  });
});
