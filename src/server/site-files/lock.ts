import path from 'node:path';
import lockfile from 'proper-lockfile';
import { CONTENT_DIR } from './paths';

/** The lock could not be had in time: another save, a restore or a publish taking its snapshot holds it. */
export class StudioBusyError extends Error {
  override name = 'StudioBusyError';
}

/**
 * Runs `work` while holding the studio's one lock over its files. One lock for all of them, not
 * one per file: the catalogue's rules span files (an option id used in two services), so two
 * saves of different services must not both check against the old state. proper-lockfile's lock
 * is a folder (atomic mkdir) kept fresh while held and taken over when stale, so it also holds
 * between processes and a crashed holder does not block the studio for good. Not reentrant.
 */
export async function withStudioLock<T>(root: string, work: () => Promise<T>): Promise<T> {
  const target = path.join(root, CONTENT_DIR);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(target, {
      lockfilePath: path.join(target, '.studio.lock'),
      stale: 10_000,
      retries: { retries: 40, minTimeout: 10, maxTimeout: 100, factor: 1.3 },
      // Compromised means another process took the lock over as stale; the default throws from
      // a timer and would end the server. The work under way finishes; the next save re-checks.
      onCompromised: (error) => console.error(JSON.stringify({ event: 'studio.lock.compromised', message: error.message })),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new StudioBusyError('The studio lock is held');
    throw error;
  }
  try {
    return await work();
  } finally {
    await release().catch(() => undefined);
  }
}
