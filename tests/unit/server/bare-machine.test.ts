import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../../scripts/lib/require-node.mjs';
import { TEST_TOOLS } from '../../../scripts/lib/test-tools.mjs';
import pkg from '../../../package.json';

describe('a bare machine', () => {
  it('refuses to start the server on an older Node, in one line naming the way that works', () => {
    const problem = nodeVersionProblem('20.20.2', pkg.engines.node);
    expect(problem).toMatch(/needs Node 24 \(this is 20\.20\.2\).*npm start/);
    expect(problem?.split('\n')).toHaveLength(1);
    expect(nodeVersionProblem('24.21.0', pkg.engines.node)).toBeUndefined();
  });

  it('`node scripts/start.mjs` on an older Node exits with that one line before loading anything else', () => {
    // The machine's own Node may be new enough, so this Node plays an older one: a module run
    // before the script reports version 20 (an older Node could not load the .ts files at all).
    const older = `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'20.20.2'})`;
    const run = spawnSync(process.execPath, ['--import', older, path.join(import.meta.dirname, '../../../scripts/start.mjs')], {
      encoding: 'utf8',
      env: { ...process.env, PORT: '0' },
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Kingstone Spa needs Node 24 \(this is 20\.20\.2\)\./)]);
  });

  it('lists every program (and the Korean font) the end-to-end tests and benches use, with the Debian package that brings it', () => {
    expect(TEST_TOOLS.map((t) => t.debianPackage)).toEqual(
      expect.arrayContaining(['chromium', 'nginx', 'libnginx-mod-http-brotli-static', 'fonts-noto-cjk']),
    );
    // npm test and the browser benches install them through this script (CI and a developer's machine alike).
    for (const script of ['test:e2e', 'bench', 'bench:trace', 'bench:serve']) {
      expect(pkg.scripts[script as keyof typeof pkg.scripts]).toMatch(/^node scripts\/ensure-test-tools\.mjs && /);
    }
  });
});
