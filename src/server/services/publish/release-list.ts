import type { ReleaseSummary } from '../../../studio/contract';
import { completeReleases, readHistory, readManifest } from './release-store';

/**
 * The history as the studio lists it, newest first: each publish, restore and the first build,
 * which one is live now (its newest entry), and which can be restored (still complete on disk).
 */
export function listReleases(root: string, liveDir: string): ReleaseSummary[] {
  const live = readManifest(liveDir)?.id;
  const onDisk = new Set(completeReleases(root).map((m) => m.id));
  let liveSeen = false;
  return readHistory(root).map((entry) => {
    const isLive = !liveSeen && entry.release === live;
    if (isLive) liveSeen = true;
    return {
      id: entry.release,
      createdAt: entry.at,
      kind: entry.kind,
      ...(entry.restoredFrom ? { restoredFrom: entry.restoredFrom } : {}),
      by: entry.by,
      changes: entry.changes as ReleaseSummary['changes'],
      contentChanges: entry.contentChanges,
      live: isLive,
      restorable: onDisk.has(entry.release) && entry.release !== live,
    };
  });
}
