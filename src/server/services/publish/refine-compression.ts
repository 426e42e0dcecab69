// After a publish's release is live, its quick Brotli copies are redone at full quality in a
// low-priority process of their own (integrations/precompress-refine.ts). A next publish stops a
// refinement still running: its build comes first, and the cache keeps what was already done.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PENDING_COMPRESSION, PRECOMPRESS_CACHE_DIR } from '../../http/releases';
import { processWide } from '../process-state';

const state = processWide('refine-compression', () => ({ running: undefined as ChildProcess | undefined }));

/** Starts refining `releaseDir`'s quick copies, if its build left any. */
export function refineCompression(root: string, releaseDir: string): void {
  if (!existsSync(path.join(releaseDir, PENDING_COMPRESSION))) return;
  stopRefining();
  const child = spawn(process.execPath, [path.join(root, 'integrations/precompress-refine.ts'), releaseDir, path.join(root, PRECOMPRESS_CACHE_DIR)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.once('error', (error) => console.error(`studio: could not refine the release's compression: ${error.message}`));
  child.once('exit', () => {
    if (state.running === child) state.running = undefined;
  });
  child.unref();
  state.running = child;
}

/** Stops a refinement still running (a build is about to start). */
export function stopRefining(): void {
  state.running?.kill('SIGTERM');
  state.running = undefined;
}
