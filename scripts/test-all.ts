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
// with a time bound (the linear-time parsers', a release switch's). They run in two lanes at
// once (scripts/lib/e2e-lanes.ts), each a Vitest process with its own server; where DATABASE_URL
// is set each lane gets a PostgreSQL database of its own, so no earlier run's, unit file's or
// other lane's rows are in it. The first lane's output is shown as it comes, the second's when
// it ends (two reporters' lines mixed would not say which file failed).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eLanes } from './lib/e2e-lanes.ts';
import { createOwnDatabase, type OwnDatabase } from './lib/own-database.ts';
import { settingsOrExit } from './lib/tool-settings.ts';

const settings = settingsOrExit();
const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_LOG = path.join(tmpdir(), `kingstone-test-build-${process.pid}.log`);
const SECOND_LANE_LOG = path.join(tmpdir(), `kingstone-test-e2e-second-lane-${process.pid}.log`);
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
/** The steps running now (one, or the two e2e lanes): a signal to this process is passed to them. */
const foreground = new Set<ChildProcess>();
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
    for (const child of foreground) child.kill(signal);
    void stopBuild().then(() => process.exit(128 + constants.signals[signal]));
  });
}

/**
 * Runs one step with its output shown as it comes, or written to `log`; resolves its exit code.
 * The step gets this process's environment as it is when it starts.
 */
function run(command: string, args: string[], log?: string): Promise<number> {
  return new Promise((resolve) => {
    const out = log === undefined ? 'inherit' : openSync(log, 'w');
    const child = spawn(command, args, { cwd: root, stdio: out === 'inherit' ? 'inherit' : ['ignore', out, out] });
    if (typeof out === 'number') closeSync(out);
    foreground.add(child);
    child.once('error', (error) => {
      console.error(`${command} ${args.join(' ')}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      foreground.delete(child);
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
  const lanes = e2eLanes(root);
  const databases: OwnDatabase[] = [];
  const ends: Promise<number>[] = [];
  for (const [index, files] of lanes.entries()) {
    if (settings.DATABASE_URL) {
      const database = await createOwnDatabase(settings.DATABASE_URL, 'kingstone_e2e_');
      databases.push(database);
      // Handed to this lane's Vitest, started next with the environment as it is now.
      process.env.DATABASE_URL = database.url;
    }
    // Not `npm run test:e2e`: its first two steps are done, and with FORCE_BUILD=1 it would build again.
    ends.push(run(bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts', ...files], index === 0 ? undefined : SECOND_LANE_LOG));
  }
  console.log(`End-to-end files in two lanes at once: ${lanes[0].length} shown here as they run, ${lanes[1].length} after them (their output: ${SECOND_LANE_LOG}).\n`);
  const results = await Promise.all(ends);
  console.log('\nThe second lane of end-to-end files:\n');
  process.stdout.write(readFileSync(SECOND_LANE_LOG, 'utf8'));
  // Left behind, one is only a name on a test server: not worth failing a run that passed.
  for (const database of databases) await database.drop().catch((error: Error) => console.error(`An end-to-end database was not dropped: ${error.message}`));
  code = results.find((result) => result !== 0) ?? 0;
  if (code !== 0) return code;
  console.log(`\nnpm test passed in ${seconds(started)}: check ${checkTime}, unit tests ${unitTime}, end-to-end ${seconds(since)} (the build: ${buildOutcome.time}, beside the unit tests).`);
  return 0;
}

const code = await main();
// Not left running when a step before it failed.
await stopBuild();
process.exit(code);
