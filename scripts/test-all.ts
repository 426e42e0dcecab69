// `npm test`: the type check and lint, the unit tests and the end-to-end tests, with the
// production build the end-to-end tests need made while the unit tests run. The unit files run
// one at a time (CONTRIBUTING.md, "Tests") and leave the second core partly idle, so the build
// costs the run under half its time beside them, where after them it cost all of it.
// `npm run check` runs first, alone: its `astro sync` writes what the build's own sync writes (the
// generated types in .astro/, the content store in .cache/astro). Starting the build beside the
// check instead, after the build's sync, saved no more (measured: CONTRIBUTING.md, "Tests"). The
// unit tests write nothing there: they run through Vite's dev mode, and what they build is made
// in temporary folders.
// The build runs at the lowest priority (nice 19), so the unit tests come first. Its output goes
// to a log, shown whole if it fails and in one line if not. The first step that fails ends the
// run with its exit code, and the build is never left running.
// The e2e files start only after the unit tests: beside them (at nice 19, once the build was
// done) they made the unit phase 370 → 505–520 s on CI's two cores and failed two unit tests
// with a time bound (the linear-time parsers', a release switch's). Where DATABASE_URL is set
// they get a PostgreSQL database of their own, so no earlier run's or unit file's rows are in it.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOwnDatabase } from './lib/own-database.ts';
import { settingsOrExit } from './lib/tool-settings.ts';

const settings = settingsOrExit();
const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_LOG = path.join(tmpdir(), `kingstone-test-build-${process.pid}.log`);
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/** A child's exit code, or 128 + the signal's number, as a shell reports it. */
function exitCode(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  return signal ? 128 + constants.signals[signal] : 1;
}

const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;

/** The build in its own process group (ensure-build, the build's runner, Pagefind): stopped as one. */
let build: ChildProcess | undefined;
let buildRunning = false;
let foreground: ChildProcess | undefined;
/** The build's runner may finish a piece of work before it ends on SIGTERM (once 5 s, here). */
const STOP_GRACE_MS = 15_000;

/** Sends `signal` to the build's process group; false when none of it is left. */
function signalBuild(signal: NodeJS.Signals | 0): boolean {
  if (!build?.pid) return false;
  try {
    process.kill(-build.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the build, then SIGKILL to whatever of it is left after STOP_GRACE_MS. */
async function stopBuild(): Promise<void> {
  if (!buildRunning) return;
  buildRunning = false;
  signalBuild('SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (signalBuild(0)) {
    if (Date.now() > deadline) {
      signalBuild('SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// An exception that ends this process: no time to wait, SIGTERM only.
process.once('exit', () => {
  if (buildRunning) signalBuild('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    // A terminal's Ctrl-C reaches the foreground step itself; a signal sent to this process alone does not.
    foreground?.kill(signal);
    void stopBuild().then(() => process.exit(128 + constants.signals[signal]));
  });
}

/** Runs one step with its output shown as it comes; resolves its exit code. */
function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    foreground = child;
    child.once('error', (error) => {
      console.error(`${command} ${args.join(' ')}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      foreground = undefined;
      resolve(exitCode(code, signal));
    });
  });
}

/** Starts scripts/ensure-build.ts at nice 19 with its output in BUILD_LOG; resolves its exit code and time. */
function startBuild(): Promise<{ code: number; time: string }> {
  const since = performance.now();
  const log = openSync(BUILD_LOG, 'w');
  // Through nice(1), not os.setPriority after the spawn: Linux keeps a priority per thread, and
  // Node's threads, started as it loads, would keep the normal one.
  const child = spawn('nice', ['-n', '19', process.execPath, 'scripts/ensure-build.ts'], { cwd: root, stdio: ['ignore', log, log], detached: true });
  closeSync(log);
  build = child;
  buildRunning = true;
  return new Promise((resolve) => {
    child.once('error', (error) => {
      buildRunning = false;
      console.error(`scripts/ensure-build.ts: ${error.message}`);
      resolve({ code: 1, time: seconds(since) });
    });
    child.once('exit', (code, signal) => {
      buildRunning = false;
      resolve({ code: exitCode(code, signal), time: seconds(since) });
    });
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  // Chromium, nginx, Java: installed (as root) or named before anything else runs.
  let code = await run(process.execPath, ['scripts/ensure-test-tools.mjs']);
  if (code !== 0) return code;

  let since = performance.now();
  code = await run('npm', ['run', 'check']);
  if (code !== 0) return code;
  const checkTime = seconds(since);

  console.log(`\nThe production build for the end-to-end tests runs beside the unit tests (its output: ${BUILD_LOG}).\n`);
  since = performance.now();
  const built = startBuild();
  code = await run('npm', ['run', 'test:unit']);
  if (code !== 0) return code;
  const unitTime = seconds(since);
  const buildOutcome = await built;
  if (buildOutcome.code !== 0) {
    console.error(`\nThe production build failed (exit ${buildOutcome.code}). Its output (${BUILD_LOG}):\n`);
    process.stderr.write(readFileSync(BUILD_LOG, 'utf8'));
    return buildOutcome.code;
  }
  const buildLine = statSync(BUILD_LOG).size > 0 ? `the production build took ${buildOutcome.time} beside them` : 'dist/ was up to date';
  console.log(`\nUnit tests done in ${unitTime}; ${buildLine}.\n`);

  since = performance.now();
  const database = settings.DATABASE_URL ? await createOwnDatabase(settings.DATABASE_URL, 'kingstone_e2e_') : undefined;
  // Handed to the e2e run, started after this.
  if (database) process.env.DATABASE_URL = database.url;
  // Not `npm run test:e2e`: its first two steps are done, and with FORCE_BUILD=1 it would build again.
  code = await run(bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts']);
  // Left behind, it is only a name on a test server: not worth failing a run that passed.
  await database?.drop().catch((error: Error) => console.error(`The end-to-end database was not dropped: ${error.message}`));
  if (code !== 0) return code;
  console.log(`\nnpm test passed in ${seconds(started)}: check ${checkTime}, unit tests ${unitTime}, end-to-end ${seconds(since)} (the build: ${buildOutcome.time}, beside the unit tests).`);
  return 0;
}

const code = await main();
// Not left running when a step before it failed.
await stopBuild();
process.exit(code);
