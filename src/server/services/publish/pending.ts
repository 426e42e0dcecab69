// What is saved and not live yet (issue 40): the studio's files as they are, told against the
// release the site serves, the same way a publish tells its changes; the undoing of one
// document's saved changes, back to what is live; and the live release's snapshot, from which
// the studio puts an article or a gallery back (src/server/services/studio/live-part.ts).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DocumentId, PendingChanges } from '../../../studio/contract';
import { readStudioFiles } from '../../site-files/files';
import { withStudioLock } from '../../site-files/lock';
import { writeFileAtomic } from '../../site-files/atomic-write';
import { isStudioPath, studioPath } from '../../site-files/paths';
import { hashOf, SOURCE_DIR, type SourceHashes } from '../../site-files/snapshot';
import { listOwnedSource, ownedPath } from '../../site-files/source-tree';
import type { SourceSide } from '../../site-files/change-describer';
import { processWide } from '../process-state';
import { baseline, type PublishContext } from './publisher';


/** Hashes by path, size and modification time: the photos are megabytes and rarely change between two looks. */
const hashes = processWide('pending-hashes', () => new Map<string, { key: string; hash: string }>());

function currentHashes(root: string): SourceHashes {
  const files: SourceHashes = {};
  for (const relative of listOwnedSource(root)) {
    const file = ownedPath(root, relative);
    try {
      const stat = statSync(file);
      const key = `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
      const known = hashes.get(file);
      if (known?.key === key) {
        files[relative] = known.hash;
        continue;
      }
      const hash = hashOf(readFileSync(file));
      hashes.set(file, { key, hash });
      files[relative] = hash;
    } catch (error) {
      // Removed between the listing and the read: not part of the tree any more.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return files;
}

/** The changes saved since the live release, facts then articles and photos. */
export function pendingChanges({ root, releases, describe }: Omit<PublishContext, 'by'>): PendingChanges {
  const live = baseline(root, releases);
  if (!live) return { since: undefined, facts: [], content: [] };
  const facts = describe.facts(live.manifest.content, readStudioFiles(root));
  const content = live.manifest.source ? describe.content({ dir: path.join(live.dir, SOURCE_DIR), files: live.manifest.source }, { dir: root, files: currentHashes(root) }) : [];
  return { since: live.manifest.createdAt, facts, content };
}

/**
 * Puts one document's file back as the live release has it. 'unchanged' when it already is (or no
 * release is live), 'unknown' when the live release does not have that file.
 */
export async function discardDocument({ root, releases }: Omit<PublishContext, 'by' | 'describe'>, document: { id: DocumentId; file: string }): Promise<'discarded' | 'unchanged' | 'unknown'> {
  const live = baseline(root, releases);
  const text = live?.manifest.content[document.file];
  if (!live) return 'unchanged';
  if (typeof text !== 'string' || !isStudioPath(document.file)) return 'unknown';
  return withStudioLock(root, async () => {
    const file = studioPath(root, document.file);
    if (readFileSync(file, 'utf8') === text) return 'unchanged';
    await writeFileAtomic(file, text);
    return 'discarded';
  });
}

/**
 * The files the live release was built from, as a side to put back from: its snapshot's folder
 * and hashes. 'none' before the first release; 'no-snapshot' for a release made before releases
 * kept their files (its articles and photos cannot be told apart from now).
 */
export function liveSource({ root, releases }: Pick<PublishContext, 'root' | 'releases'>): SourceSide | 'none' | 'no-snapshot' {
  const live = baseline(root, releases);
  if (!live) return 'none';
  return live.manifest.source ? { dir: path.join(live.dir, SOURCE_DIR), files: live.manifest.source } : 'no-snapshot';
}
