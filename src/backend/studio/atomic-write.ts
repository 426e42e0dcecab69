import { randomBytes } from 'node:crypto';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Replaces `file` with `text` (or bytes: a photo) so that a reader sees the old bytes or the new
 * ones, never half: a temporary file in the same folder (same file system, so the rename is
 * atomic), flushed to disk, renamed over the file, then the folder flushed so the rename itself
 * survives a crash.
 */
export async function writeFileAtomic(file: string, text: string | Uint8Array): Promise<void> {
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
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
