import { randomBytes } from 'node:crypto';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** A file's new text, written beside it under a temporary name and flushed, not yet in place. */
interface Staged {
  file: string;
  temp: string;
}

async function stage(file: string, text: string | Uint8Array): Promise<Staged> {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const mode = await stat(file).then((s) => s.mode & 0o777, () => 0o644);
  const handle = await open(temp, 'wx', mode);
  try {
    await handle.writeFile(text, typeof text === 'string' ? 'utf8' : undefined);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  return { file, temp };
}

async function syncFolder(dir: string): Promise<void> {
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Replaces each file with its text so that a reader sees the old bytes or the new ones, never
 * half: every text is first written to a temporary file in the same folder (same file system, so
 * the rename is atomic) and flushed to disk; only when all are, each is renamed over its file and
 * the folders are flushed so the renames survive a crash. A failure while writing leaves every
 * file as it was; the renames themselves do not fail short of a broken disk.
 */
export async function writeFilesAtomic(files: readonly { file: string; text: string | Uint8Array }[]): Promise<void> {
  const staged: Staged[] = [];
  try {
    for (const { file, text } of files) staged.push(await stage(file, text));
  } catch (error) {
    await Promise.all(staged.map(({ temp }) => rm(temp, { force: true })));
    throw error;
  }
  for (const [i, { file, temp }] of staged.entries()) {
    try {
      await rename(temp, file);
    } catch (error) {
      await Promise.all(staged.slice(i).map((s) => rm(s.temp, { force: true })));
      throw error;
    }
  }
  for (const dir of new Set(staged.map(({ file }) => path.dirname(file)))) await syncFolder(dir);
}

/** Replaces one file atomically (writeFilesAtomic): a text, or a photo's bytes. */
export async function writeFileAtomic(file: string, text: string | Uint8Array): Promise<void> {
  await writeFilesAtomic([{ file, text }]);
}
