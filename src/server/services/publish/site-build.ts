// Runs the site's build for a publish in a child process (./build-runner.ts), feeding its output
// to the progress bar and keeping its last lines for a failure report. One runner is started
// ahead (`warmUpBuild`, when the owner saves in the studio) so that a publish finds Node and the
// build's packages already loaded; a publish without one starts it then. The runner state is
// process-wide: the bundle that warms a runner may be replaced by a publish before it is used.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
// Imports name their .ts: scripts/lib/start-build.ts runs this module under Node, without a bundler.
import { processWide } from '../process-state.ts';
import { childEnv } from '../../settings/read-settings.ts';
import { BUILD_RUNNER, buildProcessOptions, buildUser, handOverCaches, prepareBuild, prepareOutput, reclaimOutput, type BuildUser } from './build-sandbox.ts';
import { explainBuildFailure, type BuildFailure } from './build-failure.ts';

/** A build that runs longer than this is stopped and reported. */
const BUILD_TIMEOUT_MS = 10 * 60_000;
/** A warm runner nobody used for this long is stopped: it holds memory and may predate an update. */
const IDLE_MS = 20 * 60_000;
/** Lines of the build's output kept for the failure report. */
const KEPT_LINES = 400;

interface Runner {
  child: ChildProcess;
  root: string;
  /** Who it runs as (./build-sandbox.ts): undefined when the server is not root. */
  user: BuildUser | undefined;
  /** Who reads its output lines: nobody until it is ordered to build. */
  onLine: (line: string) => void;
  idle: NodeJS.Timeout;
  exited: boolean;
}

const state = processWide('site-build', () => ({ warm: undefined as Runner | undefined, building: false }));

/** Throws when the build cannot be run as the build user (./build-sandbox.ts says why). */
function startRunner(root: string): Runner {
  const env = childEnv({}, { scrub: true });
  const user = buildUser();
  prepareBuild(root, user);
  const sandbox = buildProcessOptions(root, user);
  const child = spawn(process.execPath, [path.join(root, BUILD_RUNNER)], {
    cwd: root,
    ...(user ? { uid: sandbox.uid, gid: sandbox.gid } : {}),
    // A server started under a test runner has NODE_ENV=test, which Astro would keep: the release
    // would ship React's development build.
    env: { ...env, ...sandbox.env, FORCE_COLOR: '0', NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const runner: Runner = { child, root, user, onLine: () => {}, idle: setTimeout(() => child.kill('SIGTERM'), IDLE_MS), exited: false };
  runner.idle.unref();
  const split = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    // Decoded by the stream: a Vietnamese or Korean character split between two chunks stays whole.
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      rest += chunk;
      const parts = rest.split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) runner.onLine(line);
    });
    stream.on('end', () => {
      if (rest) runner.onLine(rest);
      rest = '';
    });
  };
  if (child.stdout) split(child.stdout);
  if (child.stderr) split(child.stderr);
  child.once('exit', () => {
    runner.exited = true;
    clearTimeout(runner.idle);
    if (state.warm === runner) state.warm = undefined;
  });
  // An idle runner must not keep a server from exiting.
  child.unref();
  return runner;
}

/**
 * Starts a runner for the next publish unless one is waiting already or a build is running (a
 * second process loading then would slow the build the owner is waiting for). A runner's own
 * parent going away (the server stopping) ends it: see build-runner.ts.
 */
export function warmUpBuild(root: string): void {
  if (state.building) return;
  const warm = state.warm;
  if (warm && !warm.exited && warm.root === root) return;
  if (warm) warm.child.kill('SIGTERM');
  try {
    state.warm = startRunner(root);
  } catch (error) {
    // The publish that follows starts its own and reports the same reason to the owner.
    console.error(`studio: the build could not be started ahead: ${(error as Error).message}`);
  }
}

export interface BuildOptions {
  /** A publish's: quick Brotli copies of what the cache lacks, redone once live (./refine-compression.ts). */
  quickCompression?: boolean;
  /** Stopped and reported past this. */
  timeoutMs?: number;
}

/**
 * Builds the site into `outDir`: undefined when it succeeded, else what went wrong. A publish's
 * build and the one `npm start` runs (scripts/lib/start-build.ts) alike.
 * @param onLine each line the build prints (the progress bar reads them)
 */
export function buildSite(root: string, outDir: string, onLine: (line: string) => void, { quickCompression = true, timeoutMs = BUILD_TIMEOUT_MS }: BuildOptions = {}): Promise<BuildFailure | undefined> {
  let runner = state.warm;
  state.warm = undefined;
  try {
    if (!runner || runner.exited || runner.root !== root || !runner.child.connected) {
      runner?.child.kill('SIGTERM');
      runner = startRunner(root);
    }
    // The runner may have been started before this server last wrote into the caches.
    handOverCaches(root, runner.user);
    prepareOutput(outDir, runner.user);
  } catch (error) {
    runner?.child.kill('SIGTERM');
    return Promise.resolve({ kind: 'build', detail: [(error as Error).message] });
  }
  const { child, user } = runner;
  state.building = true;
  clearTimeout(runner.idle);
  child.ref();
  const lines: string[] = [];
  runner.onLine = (line) => {
    onLine(line);
    lines.push(line);
    if (lines.length > KEPT_LINES) lines.shift();
  };
  const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (failure: BuildFailure | undefined) => {
      if (settled) return;
      settled = true;
      state.building = false;
      clearTimeout(timer);
      resolve(failure);
    };
    child.once('error', (error) => finish({ kind: 'build', detail: [error.message] }));
    // 'exit', not 'close': the search indexer's own process inherits the build's output pipes and
    // outlives the build by seconds, and 'close' waits for every holder of a pipe (measured: 7 s
    // of a 23 s publish). The last lines get a moment to arrive.
    child.once('exit', (code, signal) => {
      const settle = () => {
        if (settled) return;
        if (code !== 0) {
          // The folder prepareOutput made for the build user: a failed build leaves nothing behind.
          if (user) rmSync(outDir, { recursive: true, force: true, maxRetries: 3 });
          return finish(explainBuildFailure(lines, signal));
        }
        try {
          reclaimOutput(outDir, user);
          finish(undefined);
        } catch (error) {
          finish({ kind: 'build', detail: [`the build could not be taken back from its user: ${(error as Error).message}`] });
        }
      };
      const late = setTimeout(settle, 300);
      child.once('close', () => {
        clearTimeout(late);
        settle();
      });
    });
    if (runner.exited) return finish({ kind: 'build', detail: ['the build process ended before it was asked to build'] });
    child.send({ outDir, quickCompression }, (error) => {
      if (error) {
        child.kill('SIGTERM');
        finish({ kind: 'build', detail: [error.message] });
      }
    });
  });
}
