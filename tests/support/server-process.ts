import { spawn, type ChildProcess } from 'node:child_process';
import { startServerProcess } from '../../scripts/lib/server-process.ts';
import { ROOT } from './paths';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
  /** The server's latest stdout lines (request log and messages), at most 5,000. */
  logLines: () => string[];
  /** Everything it wrote to stderr. */
  stderr: () => string;
}

const START_TIMEOUT_MS = 120_000;
const KEPT_LINES = 5000;

/**
 * The production server in its own process on a free port, started by the one spawner the
 * benches use too (scripts/lib/server-process), with what tests need on top: a start-up time
 * limit, `stop()`, and its latest log lines.
 */
export async function startProductionServer(env: Record<string, string> = {}, cwd?: string): Promise<RunningServer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
  });
  const { url, child, stderr } = await Promise.race([startServerProcess(env, cwd), timeout]).finally(() => clearTimeout(timer));
  // Only the latest lines are kept: the request log grows with every test.
  const lines: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  });
  return {
    url,
    process: child,
    logLines: () => [...lines],
    stderr,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Runs the production start command (`scripts/start.mjs`, as `npm start` does) where it is
 * expected to refuse to start, and resolves with its exit code and what it wrote to stderr.
 */
export async function refusedStart(env: Record<string, string>, cwd = ROOT): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    // No publishing from the checkout under test: it must not grow a releases/ folder.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', STUDIO_PUBLISH: 'off', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  return { code, stderr };
}
