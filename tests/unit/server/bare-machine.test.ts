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
