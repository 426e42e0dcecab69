// Putting one part of the studio's files (an article's folder, a gallery, the home poster) back as
// the live release was built from them (issue 40): the pending list's Discard for articles and
// photos. The live release's snapshot is handed in by the caller (the publisher keeps it,
// src/server/services/publish/pending.ts `liveSource`), so the studio does not import the publisher.
import { readFileSync } from 'node:fs';
import type { SourceSide } from '../../site-files/change-describer';
import { applySnapshotPart, snapshotProblems, type SnapshotPart, type SourceHashes } from '../../site-files/snapshot';
import { isOwnedSourcePath, ownedPath } from '../../site-files/source-tree';

/**
 * The live release's files, asked for under the studio's lock (a publish switching meanwhile is
 * then seen): its snapshot, 'none' before the first release, 'no-snapshot' for a release made
 * before releases kept their files.
 */
export type LiveFiles = () => SourceSide | 'none' | 'no-snapshot';

/**
 * A discard's outcome: 'discarded' (files written or removed), 'unchanged' (they already were as
 * live, or nothing is live yet), 'missing' (no such article or gallery, now or live), 'not-live'
 * (the live release has nothing to go back to), 'linked' (a new article other files link to: it
 * cannot go while they do, as a delete cannot).
 */
export type DiscardOutcome = { kind: 'discarded' | 'unchanged' | 'missing' | 'not-live' } | { kind: 'linked'; files: string[] };

/** The live snapshot failed its checks (tampered with, or damaged): nothing was written. */
export class LiveSnapshotError extends Error {
  override name = 'LiveSnapshotError';
  constructor(readonly problems: string[]) {
    super(`The live release's files cannot be put back: ${problems.slice(0, 5).join('; ')}`);
  }
}

/** The side's files the studio owns, spelled exactly: a manifest is read from disk and may have been tampered with. */
export function ownedFiles(side: SourceSide): SourceHashes {
  return Object.fromEntries(Object.entries(side.files).filter(([relative]) => isOwnedSourcePath(relative)));
}

/** A file's bytes in the live snapshot, checked against its hash; undefined when the release has no such file. */
export function readLive(side: SourceSide, relative: string): Buffer | undefined {
  const hash = side.files[relative];
  if (!isOwnedSourcePath(relative) || typeof hash !== 'string' || !Object.hasOwn(side.files, relative)) return undefined;
  const problems = snapshotProblems(side.dir, { [relative]: hash });
  if (problems.length > 0) throw new LiveSnapshotError(problems);
  return readFileSync(ownedPath(side.dir, relative));
}

/**
 * Makes the part's files under `root` what the live snapshot has (missing ones written, others
 * removed) and writes `also` with them; the part of the snapshot is checked first. Call it
 * holding the studio's lock.
 */
export async function putBackPart(root: string, side: SourceSide, part: SnapshotPart): Promise<DiscardOutcome> {
  const files = Object.fromEntries(Object.entries(ownedFiles(side)).filter(([relative]) => part.within(relative)));
  const problems = snapshotProblems(side.dir, files);
  if (problems.length > 0) throw new LiveSnapshotError(problems);
  const applied = await applySnapshotPart(root, side.dir, files, part);
  return { kind: applied.written.length + applied.removed.length > 0 ? 'discarded' : 'unchanged' };
}
