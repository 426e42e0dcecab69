// A release's copy of the files it was built from (src/server/site-files/source-tree.ts): the facts,
// the articles, the galleries and photos. Taken as hard links, so it costs no second copy of the
// photos and milliseconds of the publish: the studio replaces a file by renaming a new one over it
// (src/server/site-files/atomic-write.ts), which leaves the linked old bytes to the snapshot. A
// restore makes the site's tree equal to a snapshot again.
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, realpathSync, type Stats } from 'node:fs';
import { mkdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { writeFilesAtomic } from './atomic-write';
import { isOwnedSourcePath, listOwnedSource, ownedPath, ownedSubfolder } from './source-tree';
import { linkOrCopy } from './link-copy';

/** The snapshot's folder inside a release folder; laid out like the site's root. */
export const SOURCE_DIR = 'source';

/** A snapshot's files: relative path → SHA-256 of its bytes (hex). */
export type SourceHashes = Record<string, string>;

const SHA256 = /^[0-9a-f]{64}$/;

export function hashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Snapshots the studio's tree under `root` into `to` and returns each file's hash (hashed from the
 * link, so a file replaced meanwhile is hashed as it was linked). Take it under the studio's lock,
 * so no save lands halfway.
 */
export function takeSnapshot(root: string, to: string): SourceHashes {
  const hashes: SourceHashes = {};
  mkdirSync(to, { recursive: true });
  for (const relative of listOwnedSource(root)) {
    const target = ownedPath(to, relative);
    try {
      linkOrCopy(ownedPath(root, relative), target);
    } catch (error) {
      // Deleted between the listing and the link: it is not part of the tree any more.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    hashes[relative] = hashOf(readFileSync(target));
  }
  return hashes;
}

/**
 * Why the snapshot in `dir` cannot be restored, one line per file (empty when it can): every path
 * must be one the studio owns, spelled exactly, and be a plain file there (no link, no linked
 * folder on the way) with the bytes its hash says. The manifest and the folder are on disk and
 * may have been tampered with; nothing is written from a snapshot that fails.
 */
export function snapshotProblems(dir: string, files: unknown): string[] {
  if (files === null || typeof files !== 'object' || Array.isArray(files)) return ['the snapshot has no list of files'];
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return ['the snapshot folder is missing'];
  }
  return Object.entries(files).flatMap(([relative, hash]) => {
    const name = JSON.stringify(relative.slice(0, 200));
    if (!isOwnedSourcePath(relative)) return [`${name} is not a file the studio owns`];
    if (typeof hash !== 'string' || !SHA256.test(hash)) return [`${name} has no valid hash`];
    const file = ownedPath(dir, relative);
    try {
      if (!lstatSync(file).isFile() || realpathSync(file) !== ownedPath(real, relative)) return [`${name} is not a plain file in the snapshot`];
      return hashOf(readFileSync(file)) === hash ? [] : [`${name} does not have the bytes it had`];
    } catch {
      return [`${name} is missing from the snapshot`];
    }
  });
}

/**
 * Throws unless `relative` can be written under `root` as a plain file: the file, if there, is a
 * plain file, and an article's or service page's folder, if there, a real folder (a link there
 * would carry the write elsewhere; the listing never follows one either). The owned folders
 * themselves are the site's layout, as the studio's saves use it.
 */
function assertWritable(root: string, relative: string): void {
  const checks: [string, (stat: Stats) => boolean][] = [[relative, (stat) => stat.isFile()]];
  const folder = ownedSubfolder(relative);
  if (folder) checks.unshift([folder, (stat) => stat.isDirectory()]);
  for (const [at, fits] of checks) {
    let stat: Stats;
    try {
      stat = lstatSync(path.join(root, ...at.split('/')));
    } catch {
      continue;
    }
    if (!fits(stat)) throw new Error(`Cannot restore ${JSON.stringify(relative)}: ${JSON.stringify(at)} is in the way`);
  }
}

/** What a restore changed in the site's tree: files written (new or different) and files removed. */
export interface AppliedSnapshot {
  written: string[];
  removed: string[];
}

/**
 * Makes the studio's tree under `root` equal to the snapshot in `dir` (checked first with
 * snapshotProblems): files that differ or are missing are written, all together and atomically,
 * then files the snapshot lacks are removed, and a folder (an article's, a service page's) left
 * empty goes too. Nothing outside the tree is touched. Call it holding the studio's lock.
 */
export function applySnapshot(root: string, dir: string, files: SourceHashes): Promise<AppliedSnapshot> {
  return applySnapshotPart(root, dir, files, { within: () => true });
}

/** Which part of the tree applySnapshotPart puts back, and what it writes besides. */
export interface SnapshotPart {
  /** Whether a file (relative path) is in the part: only those are written from the snapshot or removed. */
  within: (relative: string) => boolean;
  /**
   * Owned files outside the part written in the same atomic step, with texts the caller made and
   * that differ from the file's (a file whose links to an article follow it back, a gallery put
   * back inside a page's data).
   */
  also?: readonly { relative: string; text: string | Uint8Array }[];
}

/**
 * applySnapshot for the files of one part of the tree (an article's folder, a gallery's photos):
 * the part's files are made equal to the snapshot's, and `also` written with them; every other
 * file is left as it is. Call it holding the studio's lock, the snapshot's part checked first.
 */
export async function applySnapshotPart(root: string, dir: string, files: SourceHashes, { within, also = [] }: SnapshotPart): Promise<AppliedSnapshot> {
  const current = new Map(listOwnedSource(root).filter(within).map((relative) => [relative, hashOf(readFileSync(ownedPath(root, relative)))]));
  const wanted = Object.keys(files).filter(within);
  const written = wanted.filter((relative) => current.get(relative) !== files[relative]).sort();
  const removed = [...current.keys()].filter((relative) => !Object.hasOwn(files, relative));
  const extra = [...also];
  if (extra.some(({ relative }) => within(relative))) throw new Error('applySnapshotPart: a file written besides is inside the part');
  for (const relative of [...written, ...extra.map((file) => file.relative)]) assertWritable(root, relative);

  // Folders a write needs (a deleted article's) are made first; if the writes fail, they go again.
  const made: string[] = [];
  try {
    for (const folder of new Set(written.map((relative) => path.dirname(ownedPath(root, relative))))) {
      const first = await mkdir(folder, { recursive: true });
      if (first) made.push(first);
    }
    const texts = await Promise.all(written.map(async (relative) => ({ file: ownedPath(root, relative), text: await readFile(ownedPath(dir, relative)) })));
    await writeFilesAtomic([...texts, ...extra.map(({ relative, text }) => ({ file: ownedPath(root, relative), text }))]);
  } catch (error) {
    for (const folder of made.reverse()) await rm(folder, { recursive: true, force: true });
    throw error;
  }
  for (const relative of removed) await rm(ownedPath(root, relative), { force: true });
  for (const folder of new Set(removed.flatMap((relative) => ownedSubfolder(relative) ?? []))) {
    // Only when empty: a file the studio does not own (a developer's) keeps its folder.
    await rmdir(path.join(root, ...folder.split('/'))).catch(() => undefined);
  }
  return { written: [...written, ...extra.map((file) => file.relative)].sort(), removed };
}
