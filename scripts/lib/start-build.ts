// The build `npm start` (and the tests and benches, through scripts/ensure-build.ts) run when
// dist/ is missing or older than the sources. It never writes into dist/: it builds beside it, by
// the same runner and as the same unprivileged user as a studio publish
// (src/backend/publish/build-sandbox.ts), and swaps the result in only when it succeeded. A failed
// build leaves dist/ (and the studio's releases) as they were, says why in one line and records
// it for the studio (src/backend/publish/start-failure.ts).
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { explainBuildFailure, type BuildFailure } from '../../src/backend/publish/build-failure.ts';
import { BUILD_RUNNER, buildProcessOptions, buildUser, prepareBuild, prepareOutput, reclaimOutput } from '../../src/backend/publish/build-sandbox.ts';
import { scrubbedEnv } from '../../src/backend/publish/scrubbed-env.ts';
import { clearStartFailure, recordStartFailure } from '../../src/backend/publish/start-failure.ts';
import { RELEASES_DIR } from '../../src/http/releases.ts';
import { isBuildStale } from './build-state.ts';

/** Where a start's build is made before it replaces dist/ (same file system: the swap is a rename). */
export const NEXT_DIST = '.dist-next';
/** Lines of the build's output kept to explain a failure. */
const KEPT_LINES = 400;

export type StartBuild = { kind: 'fresh' } | { kind: 'built' } | { kind: 'failed'; failure: BuildFailure };

/** Runs the build runner into `outDir` as the build user, echoing its output; the failure, if any. */
function runBuild(root: string, outDir: string): Promise<BuildFailure | undefined> {
  let user;
  try {
    user = buildUser();
    prepareBuild(root, user);
    rmSync(outDir, { recursive: true, force: true });
    prepareOutput(outDir, user);
  } catch (error) {
    return Promise.resolve({ kind: 'build', detail: [(error as Error).message] });
  }
  const sandbox = buildProcessOptions(root, user);
  const child = spawn(process.execPath, [path.join(root, BUILD_RUNNER)], {
    cwd: root,
    ...(user ? { uid: sandbox.uid, gid: sandbox.gid } : {}),
    // Under Vitest (the e2e global setup) NODE_ENV is "test", and Astro keeps a NODE_ENV it finds:
    // the pages then shipped React's development build. What visitors get is always production.
    env: { ...scrubbedEnv(process.env), ...sandbox.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      process.stdout.write(chunk);
      lines.push(...chunk.split('\n'));
      if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
    });
  }
  child.send({ outDir });
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ kind: 'build', detail: [error.message] }));
    child.once('close', (code, signal) => {
      if (code !== 0) return resolve(explainBuildFailure(lines, signal));
      try {
        reclaimOutput(outDir, user);
        resolve(existsSync(path.join(outDir, 'server', 'entry.mjs')) ? undefined : { kind: 'build', detail: ['the build finished without writing the site'] });
      } catch (error) {
        resolve({ kind: 'build', detail: [(error as Error).message] });
      }
    });
  });
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
