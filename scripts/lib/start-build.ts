// The build `npm start` (and the tests and benches, through scripts/ensure-build.ts) run when
// dist/ is missing or older than the sources. It never writes into dist/: it builds beside it, by
// a studio publish's own build (src/server/services/publish/site-build.ts: the runner, the unprivileged
// user, no secrets) with full-quality compression, and swaps the result in only when it succeeded. A failed
// build leaves dist/ (and the studio's releases) as they were, says why in one line and records
// it for the studio (src/server/services/publish/start-failure.ts).
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BuildFailure } from '../../src/server/services/publish/build-failure.ts';
import { buildSite } from '../../src/server/services/publish/site-build.ts';
import { clearStartFailure, recordStartFailure } from '../../src/server/services/publish/start-failure.ts';
import { BUILD_ENTRY, RELEASES_DIR } from '../../src/server/http/releases.ts';
import { isBuildStale } from './build-state.ts';

/** Where a start's build is made before it replaces dist/ (same file system: the swap is a rename). */
export const NEXT_DIST = '.dist-next';
/** A cold build (every image encoded) takes minutes; a publish's limit is for warm ones. */
const START_BUILD_TIMEOUT_MS = 60 * 60_000;

export type StartBuild = { kind: 'fresh' } | { kind: 'built' } | { kind: 'failed'; failure: BuildFailure };

/** The publish's own build (runner, build user, no secrets) into `outDir`, its output echoed; the failure, if any. */
async function runBuild(root: string, outDir: string): Promise<BuildFailure | undefined> {
  rmSync(outDir, { recursive: true, force: true });
  const failure = await buildSite(root, outDir, (line) => console.log(line), { quickCompression: false, timeoutMs: START_BUILD_TIMEOUT_MS });
  if (failure) return failure;
  return existsSync(path.join(outDir, BUILD_ENTRY)) ? undefined : { kind: 'build', detail: ['the build finished without writing the site'] };
}

/** Puts the new build in dist/'s place: two renames, then the old one is removed. */
function swapIn(root: string, next: string): void {
  const dist = path.join(root, 'dist');
  const old = path.join(root, `.dist-old-${process.pid}`);
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(next, dist);
  rmSync(old, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Builds when dist/ is missing or older than the sources (or `force`), beside dist/, and swaps it
 * in on success. A failure is recorded for the studio and returned; dist/ is untouched then.
 */
export async function buildWhenStale(root: string, { force = false } = {}): Promise<StartBuild> {
  if (!force && !isBuildStale(root)) return { kind: 'fresh' };
  console.log('Building the site (dist/ is missing or older than the sources)…');
  const next = path.join(root, NEXT_DIST);
  const releases = path.join(root, RELEASES_DIR);
  const failure = await runBuild(root, next);
  if (failure) {
    rmSync(next, { recursive: true, force: true, maxRetries: 3 });
    recordStartFailure(releases, { at: new Date().toISOString(), ...failure });
    return { kind: 'failed', failure };
  }
  swapIn(root, next);
  clearStartFailure(releases);
  return { kind: 'built' };
}

/** A failure in one line: its kind and the line that names what to fix (with the field, when it follows on the next line). */
export function failureLine(failure: BuildFailure): string {
  const lines = failure.detail.map((line) => line.trim()).filter(Boolean);
  const first = lines[0] ?? 'no output';
  const said = first.endsWith(':') && lines[1] ? `${first} ${lines[1]}` : first;
  return `${failure.kind}: ${said.length > 300 ? `${said.slice(0, 300)}…` : said}`;
}
