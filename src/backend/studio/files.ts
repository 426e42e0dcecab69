import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOVED_ARTICLES_FILE } from '../../http/redirect-rules';
import { writeFileAtomic } from './atomic-write';
import { withStudioLock } from './lock';
import { BLOG_DIR, TAXONOMY_FILES } from './articles/paths';
import { BUSINESS_FILE, isStudioPath, listServiceIds, NOTICE_FILE, serviceFile, studioPath } from './paths';

/**
 * The studio's files for a publish: what a release snapshots and what a restore puts back.
 * Relative paths with "/" separators, business facts first, then the notice, then the services.
 */
export function studioFiles(root: string): string[] {
  return [BUSINESS_FILE, NOTICE_FILE, ...listServiceIds(root).map(serviceFile)].filter((file) => existsSync(studioPath(root, file)));
}

/**
 * What a publish commits to git besides the facts (studioFiles): the articles' folders (texts,
 * data, meta, images; a deleted or renamed folder's removal too), the tags the studio adds and the
 * deleted articles' redirects. A restore puts back facts only, and commits only them.
 */
export function studioCommitPaths(root: string): string[] {
  const articles = [BLOG_DIR, TAXONOMY_FILES.tags, REMOVED_ARTICLES_FILE].filter((file) => existsSync(path.join(root, file)));
  return [...studioFiles(root), ...articles];
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
