// A restore's work on the site's files: put back what a release was built from, make it live,
// and if it cannot go live, put back what was there.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { readStudioFiles, writeStudioFiles } from '../../site-files/files';
import { withStudioLock } from '../../site-files/lock';
import { isStudioPath } from '../../site-files/paths';
import { workDir, type ReleaseManifest } from './release-store';
import { applySnapshot, snapshotProblems, SOURCE_DIR, takeSnapshot } from '../../site-files/snapshot';

/** A release's snapshot or manifest failed its checks (tampered with, or damaged): nothing was written. */
export class SnapshotRefusedError extends Error {
  override name = 'SnapshotRefusedError';
  constructor(readonly problems: string[]) {
    super(`The release's files cannot be restored: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (+${problems.length - 5})` : ''}`);
  }
}

/**
 * Puts back the files the release in `dir` was built from, then runs `goLive`; if that (or the
 * putting back) fails, the files go back as they were and the error is thrown. A release with a
 * snapshot has the studio's whole tree restored (facts, articles, galleries, photos), under the
 * studio's lock held until it is live, so no save lands in between; one made before snapshots has
 * its facts restored, as then. Throws SnapshotRefusedError, having written nothing, when the
 * manifest or the snapshot names a path the studio does not own or bytes that do not match.
 */
export async function restoreFiles(root: string, dir: string, manifest: ReleaseManifest, goLive: () => Promise<void>): Promise<void> {
  const { source } = manifest;
  if (!source) {
    const refused = Object.keys(manifest.content).filter((file) => !isStudioPath(file));
    if (refused.length > 0) throw new SnapshotRefusedError(refused.map((file) => `${JSON.stringify(file.slice(0, 200))} is not a file the studio owns`));
    const current = readStudioFiles(root);
    await writeStudioFiles(root, manifest.content);
    try {
      await goLive();
    } catch (error) {
      await writeStudioFiles(root, current);
      throw error;
    }
    return;
  }
  const snapshot = path.join(dir, SOURCE_DIR);
  await withStudioLock(root, async () => {
    const problems = snapshotProblems(snapshot, source);
    if (problems.length > 0) throw new SnapshotRefusedError(problems);
    const undoDir = workDir(root, 'undo');
    try {
      const undo = takeSnapshot(root, undoDir);
      try {
        await applySnapshot(root, snapshot, source);
        await goLive();
      } catch (error) {
        await applySnapshot(root, undoDir, undo);
        throw error;
      }
    } finally {
      rmSync(undoDir, { recursive: true, force: true, maxRetries: 3 });
    }
  });
}
