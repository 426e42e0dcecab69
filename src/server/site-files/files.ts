import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomic } from './atomic-write';
import { withStudioLock } from './lock';
import { BUSINESS_FILE, isStudioPath, listServiceIds, NOTICE_FILE, serviceFile, studioPath } from './paths';

/**
 * The facts' files: a release keeps their texts in its manifest, for the history's fact changes
 * (./fact-changes.ts) and to restore a release made before releases kept a snapshot of every
 * file the studio writes (./source-tree.ts). Relative paths with "/" separators, business facts
 * first, then the notice, then the services.
 */
export function studioFiles(root: string): string[] {
  return [BUSINESS_FILE, NOTICE_FILE, ...listServiceIds(root).map(serviceFile)].filter((file) => existsSync(studioPath(root, file)));
}

/** Every studio file's text by its relative path (a snapshot). */
export function readStudioFiles(root: string): Record<string, string> {
  return Object.fromEntries(studioFiles(root).map((file) => [file, readFileSync(studioPath(root, file), 'utf8')]));
}

/**
 * Puts a snapshot back: each file atomically, under the studio's lock (so do not call it while
 * holding withStudioLock). Refuses the whole snapshot, writing nothing, if any path is not one
 * the studio owns. Files the snapshot does not name are left as they are.
 */
export async function writeStudioFiles(root: string, files: Record<string, string>): Promise<void> {
  const refused = Object.entries(files).filter(([file, text]) => !isStudioPath(file) || typeof text !== 'string');
  if (refused.length > 0) throw new Error(`Not studio files: ${refused.map(([file]) => JSON.stringify(file.slice(0, 200))).join(', ')}`);
  await withStudioLock(root, async () => {
    for (const [file, text] of Object.entries(files)) await writeFileAtomic(studioPath(root, file), text);
  });
}
