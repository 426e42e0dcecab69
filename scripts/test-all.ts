// `npm test`: the type check and lint, the unit tests and the end-to-end tests, with the
// production build the end-to-end tests need made while the unit tests run. The unit files run
// one at a time (CONTRIBUTING.md, "Tests") and leave the second core partly idle, so the build
// costs the run under half its time beside them, where after them it cost all of it; once the
// build is done, the end-to-end files start beside the rest of the unit tests, on that core.
// `npm run check` runs first, alone: its `astro sync` writes what the build's own sync writes (the
// generated types in .astro/, the content store in .cache/astro). Starting the build beside the
// check instead, after the build's sync, saved no more (measured: CONTRIBUTING.md, "Tests"). The
// unit tests write nothing there: they run through Vite's dev mode, and what they build is made
// in temporary folders.
// The build and the end-to-end run are at the lowest priority (nice 19), so the unit tests come
// first: some of them have a time budget. The build's output goes to a log, shown whole if it
// fails and in one line if not; the end-to-end run's is held until the unit tests are done, then
// shown as it comes. The end-to-end server gets a PostgreSQL database of its own where
// DATABASE_URL is set, as unit files clear the shared one's tables. The first step that fails
// ends the run with its exit code, and nothing it started is left running.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOwnDatabase, type OwnDatabase } from './lib/own-database.ts';
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

/** A step in a process group of its own (the build: ensure-build, its runner, Pagefind; the e2e run: vitest, its server, nginx, Chromium). */
interface GroupStep {
  child: ChildProcess;
  running: boolean;
  /** Its exit code and how long it ran. */
  exit: Promise<{ code: number; time: string }>;
}

const groups = new Set<GroupStep>();
/** The build's runner may finish a piece of work before it ends on SIGTERM (once 5 s, here). */
const STOP_GRACE_MS = 15_000;

/** Sends `signal` to the step's process group; false when none of it is left. */
function signalGroup(step: GroupStep, signal: NodeJS.Signals | 0): boolean {
  if (!step.child.pid) return false;
  try {
    process.kill(-step.child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the step's group, then SIGKILL to whatever of it is left after STOP_GRACE_MS. */
async function stopGroup(step: GroupStep): Promise<void> {
  if (!step.running) return;
  step.running = false;
  signalGroup(step, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (signalGroup(step, 0)) {
    if (Date.now() > deadline) {
      signalGroup(step, 'SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts `args` at nice 19 in a process group of its own. Through nice(1), not os.setPriority after
 * the spawn: Linux keeps a priority per thread, and Node's threads, started as it loads, would keep
 * the normal one.
 */
function startGroup(args: string[], stdio: ('ignore' | 'pipe' | number)[]): GroupStep {
  const since = performance.now();
  const child = spawn('nice', ['-n', '19', ...args], { cwd: root, stdio, detached: true });
  const step: GroupStep = { child, running: true, exit: Promise.resolve({ code: 1, time: '' }) };
  step.exit = new Promise((resolve) => {
    child.once('error', (error) => {
      step.running = false;
      console.error(`${args.join(' ')}: ${error.message}`);
      resolve({ code: 1, time: seconds(since) });
    });
    child.once('exit', (code, signal) => {
      step.running = false;
      groups.delete(step);
      resolve({ code: exitCode(code, signal), time: seconds(since) });
    });
  });
  groups.add(step);
  return step;
}

async function stopAll(): Promise<void> {
  await Promise.all([...groups].map(stopGroup));
}

let foreground: ChildProcess | undefined;

// An exception that ends this process: no time to wait, SIGTERM only.
process.once('exit', () => {
  for (const step of groups) if (step.running) signalGroup(step, 'SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    // A terminal's Ctrl-C reaches the foreground step itself; a signal sent to this process alone does not.
    foreground?.kill(signal);
    void stopAll().then(() => process.exit(128 + constants.signals[signal]));
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

/** scripts/ensure-build.ts at nice 19, its output in BUILD_LOG. */
function startBuild(): GroupStep {
  const log = openSync(BUILD_LOG, 'w');
  const step = startGroup([process.execPath, 'scripts/ensure-build.ts'], ['ignore', log, log]);
  closeSync(log);
  return step;
}

/**
 * The e2e files at nice 19 on the build (not `npm run test:e2e`: its first two steps are done, and
 * with FORCE_BUILD=1 it would build again). Their output is held while `held` is true; `release()`
 * writes what was held and the rest as it comes.
 */
function startEndToEnd(held: boolean) {
  const step = startGroup([bin('vitest'), 'run', '--config', 'vitest.e2e.config.ts'], ['ignore', 'pipe', 'pipe']);
  let holding: [NodeJS.WriteStream, Buffer][] | undefined = held ? [] : undefined;
  for (const [from, to] of [
    [step.child.stdout, process.stdout],
    [step.child.stderr, process.stderr],
  ] as const) {
    from?.on('data', (chunk: Buffer) => (holding ? holding.push([to, chunk]) : to.write(chunk)));
  }
  const release = () => {
    for (const [to, chunk] of holding ?? []) to.write(chunk);
    holding = undefined;
  };
  return { step, release };
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

  console.log(`\nThe production build for the end-to-end tests runs beside the unit tests (its output: ${BUILD_LOG}), then the end-to-end files do.\n`);
  since = performance.now();
  const build = startBuild();
  let unitDone = false;
  const unit = run('npm', ['run', 'test:unit']).then((unitCode) => {
    unitDone = true;
    return unitCode;
  });
  const built = await build.exit;
  if (built.code !== 0) {
    code = await unit;
    if (code !== 0) return code;
    console.error(`\nThe production build failed (exit ${built.code}). Its output (${BUILD_LOG}):\n`);
    process.stderr.write(readFileSync(BUILD_LOG, 'utf8'));
    return built.code;
  }

  let database: OwnDatabase | undefined;
  try {
    if (settings.DATABASE_URL) {
      database = await createOwnDatabase(settings.DATABASE_URL, 'kingstone_e2e_');
      // Handed to the e2e run, started after this; the unit tests keep the shared database.
      process.env.DATABASE_URL = database.url;
    }
    const endToEndSince = performance.now();
    const besideUnit = !unitDone;
    const endToEnd = startEndToEnd(besideUnit);
    code = await unit;
    if (code !== 0) return code;
    const unitTime = seconds(since);
    const buildLine = statSync(BUILD_LOG).size > 0 ? `the production build took ${built.time} beside them` : 'dist/ was up to date';
    const overlap = besideUnit ? `; the end-to-end files started beside them ${seconds(endToEndSince)} before the end (their output follows)` : '';
    console.log(`\nUnit tests done in ${unitTime}; ${buildLine}${overlap}.\n`);
    endToEnd.release();
    const ended = await endToEnd.step.exit;
    if (ended.code !== 0) return ended.code;
    console.log(`\nnpm test passed in ${seconds(started)}: check ${checkTime}, unit tests ${unitTime}, end-to-end ${ended.time} (the build: ${built.time}, beside the unit tests).`);
    return 0;
  } finally {
    await stopAll();
    // Left behind, it is only a name on a test server: not worth failing a run that passed.
    await database?.drop().catch((error: Error) => console.error(`The end-to-end database was not dropped: ${error.message}`));
  }
}

const code = await main();
// Not left running when a step before it failed.
await stopAll();
process.exit(code);
