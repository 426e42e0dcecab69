// The operator's commands around a publish (README, "Several servers or a CDN").
import { spawn } from 'node:child_process';
import { childEnv } from '../../settings/read-settings';
import { scrubbedEnv } from './scrubbed-env';

/** How long the ship hook may take before the publish gives up on it. */
const HOOK_TIMEOUT_MS = 5 * 60_000;

/**
 * A shell command from the environment, run with KINGSTONE_RELEASE_DIR and KINGSTONE_RELEASE_ID:
 * PUBLISH_HOOK after a good build and before this server switches (it ships the release to other
 * servers or a CDN; a non-zero exit stops the publish with nothing switched), LIVE_HOOK after the
 * switch (README, "Several servers"). Undefined when it succeeded (or there is none), else its
 * last lines. It gets the environment without the server's secrets (./scrubbed-env.ts), as the
 * build does: shipping files needs none of them.
 */
export function runHook(name: 'PUBLISH_HOOK' | 'LIVE_HOOK', dir: string, id: string, env: Readonly<Record<string, string | undefined>> = childEnv()): Promise<string[] | undefined> {
  const command = env[name];
  if (!command) return Promise.resolve(undefined);
  const child = spawn('/bin/sh', ['-c', command], {
    env: { ...scrubbedEnv(env), KINGSTONE_RELEASE_DIR: dir, KINGSTONE_RELEASE_ID: id },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const timer = setTimeout(() => child.kill('SIGTERM'), HOOK_TIMEOUT_MS);
  return new Promise((resolve) => {
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve([error.message]);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const lines = output.split('\n').filter(Boolean).slice(-20);
      resolve(code === 0 ? undefined : [`${name} ended with ${signal ?? `exit code ${code}`}`, ...lines]);
    });
  });
}
