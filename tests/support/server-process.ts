import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
  /** The server's latest stdout lines (request log and messages), at most 5,000. */
  logLines: () => string[];
}

/**
 * Starts the production server (`scripts/start.mjs`, as `npm start` does) in its own process on
 * a free port and resolves with its URL once it says it is listening.
 */
export function startProductionServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const lines: string[] = [];
    let partial = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    const keepLines = (chunk: Buffer) => {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
      if (lines.length > 5000) lines.splice(0, lines.length - 5000);
    };
    const onStart = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving on (http:\/\/[\w.:]+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      // From here on only the latest lines are kept (the request log grows with every test).
      child.stdout?.off('data', onStart);
      child.stdout?.on('data', keepLines);
      resolve({
        url: match[1],
        process: child,
        logLines: () => [...lines],
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onStart);
  });
}
