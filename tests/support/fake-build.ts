// A publish without Astro: a stand-in build runner that writes the two files a release needs, and
// the host's release switch without a server. A real build takes minutes and both cores.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pointCurrentAt } from '../../src/server/host/release';
import { BUILD_RUNNER } from '../../src/server/services/publish/build-sandbox';
import type { ReleaseSwitch } from '../../src/server/http/host-bridge';

/**
 * Stands in for the build runner (BUILD_RUNNER): ordered over IPC like the real one, or given
 * --outDir as `npm start` builds dist/; empties the folder as Astro does, then writes a release.
 */
const FAKE_RUNNER = `import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const build = (out) => {
  // Emptied, not removed: the folder is the build user's, its parent is not (build-sandbox.ts).
  for (const name of existsSync(out) ? readdirSync(out) : []) rmSync(path.join(out, name), { recursive: true, force: true });
  mkdirSync(path.join(out, 'server'), { recursive: true });
  mkdirSync(path.join(out, 'client'), { recursive: true });
  writeFileSync(path.join(out, 'server/entry.mjs'), 'export {};\\n');
  writeFileSync(path.join(out, 'client/index.html'), '<!doctype html><title>Kingstone</title>\\n');
};
const flag = process.argv.indexOf('--outDir');
if (flag > 0) build(process.argv[flag + 1]);
else process.once('message', ({ outDir }) => { build(outDir); process.exit(0); });
`;

/** Puts the stand-in runner into the site copy at `root`. */
export function installFakeBuild(root: string): void {
  const runner = path.join(root, BUILD_RUNNER);
  mkdirSync(path.dirname(runner), { recursive: true });
  writeFileSync(runner, FAKE_RUNNER);
}

/** Builds dist/ from the sources as `npm start` does when they are newer than it; returns its folder. */
export function buildDist(root: string): string {
  const dist = path.join(root, 'dist');
  execFileSync(process.execPath, [path.join(root, BUILD_RUNNER), '--outDir', dist]);
  return dist;
}

/** The host's release switch serving `first`, pointing releases/current at each release it switches to, as the host does. */
export function hostSwitch(root: string, first: string): ReleaseSwitch {
  let live = first;
  return {
    liveDir: () => live,
    switchTo: async (dir) => {
      live = dir;
      pointCurrentAt(root, dir);
    },
  };
}
