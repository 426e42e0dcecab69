// Starts the production server (`scripts/start.mjs`, as `npm start` does) in a child process on a
// free port of 127.0.0.1, for the benches. Resolves with its URL once it says it is listening;
// after that its stdout (the request log) is drained unread.
import { type ChildProcess, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { childEnv } from '../../src/server/settings/read-settings.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @param env added to this process's environment
 * @param cwd the site to start (default: this checkout)
 */
export function startServerProcess(env: Record<string, string>, cwd = root): Promise<{ url: string; child: ChildProcess; stderr: () => string }> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    // No publishing from the checkout under test: it must not grow a releases/ folder.
    env: childEnv({ PORT: '0', HOST: '127.0.0.1', STUDIO_PUBLISH: 'off', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What the server says of itself (a start's build failing, a notification's error): passed on, and kept.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-100_000);
    process.stderr.write(chunk);
  });
  const stdout = child.stdout as Readable;
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk;
      const m = /serving on (http:\/\/[\w.:]+)/.exec(out);
      if (!m?.[1]) return;
      stdout.off('data', onData);
      stdout.resume();
      resolve({ url: m[1], child, stderr: () => stderr });
    };
    stdout.on('data', onData);
    child.once('exit', () => reject(new Error(`server exited:\n${out}`)));
  });
}
