// Every file the studio writes, as one tree: what a release snapshots, what a restore puts back,
// and what a publish or restore commits. Relative paths with "/" separators.
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REMOVED_ARTICLES_FILE } from '../http/redirect-rules';
import { BLOG_DIR, TAXONOMY_FILES } from './article-paths';
import { BUSINESS_FILE, isStudioPath, NOTICE_FILE, SERVICES_DIR } from './paths';
import { GALLERY_DIR, HOME_POSTER_FILE, SERVICE_PAGES_DIR } from './photo-files';

/** Single files the studio writes besides the facts: the tags it adds, the deleted articles' redirects, the home poster. */
const OWNED_FILES = [TAXONOMY_FILES.tags, REMOVED_ARTICLES_FILE, HOME_POSTER_FILE] as const;

/**
 * Folders the studio writes into, and at which depths their files lie: 1 = in the folder, 2 = in
 * a folder of it (an article's, a service page's). The home and legal pages are here because an
 * article's rename rewrites their links to it (src/server/services/studio/articles/links.ts): restoring
 * the articles without them would leave links to a slug the restored blog no longer has.
 */
const OWNED_FOLDERS: readonly { dir: string; depths: readonly (1 | 2)[] }[] = [
  { dir: SERVICES_DIR, depths: [1] },
  { dir: BLOG_DIR, depths: [2] },
  { dir: SERVICE_PAGES_DIR, depths: [2] },
  { dir: GALLERY_DIR, depths: [1] },
  { dir: 'src/content/home', depths: [1] },
  { dir: 'src/content/legal', depths: [1, 2] },
];

/** A folder inside an owned folder: an article slug, a service id, a legal page. */
const FOLDER_NAME = /^[a-z0-9-]{1,100}$/;
/** A file's own name: no folder, not hidden (temporary files and the lock start with "."), no "..". */
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,150}$/;
const MAX_PATH_LENGTH = 400;

const isFileName = (name: string) => FILE_NAME.test(name) && !name.includes('..');

/**
 * Whether `relative` names a file the studio owns, spelled exactly: a manifest or a snapshot is
 * read from disk and may have been tampered with, so nothing else is ever written or deleted.
 */
export function isOwnedSourcePath(relative: unknown): relative is string {
  if (typeof relative !== 'string' || relative.length > MAX_PATH_LENGTH) return false;
  if (relative === BUSINESS_FILE || relative === NOTICE_FILE || (OWNED_FILES as readonly string[]).includes(relative)) return true;
  for (const { dir, depths } of OWNED_FOLDERS) {
    if (!relative.startsWith(`${dir}/`)) continue;
    if (dir === SERVICES_DIR) return isStudioPath(relative);
    const parts = relative.slice(dir.length + 1).split('/');
    if (parts.length === 1 && depths.includes(1)) return isFileName(parts[0] ?? '');
    if (parts.length === 2 && depths.includes(2)) return FOLDER_NAME.test(parts[0] ?? '') && isFileName(parts[1] ?? '');
    return false;
  }
  return false;
}

function isPlainFile(file: string): boolean {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false;
  }
}

/** Plain files (never links) under `relative` at `depth`, with owned names. */
function filesIn(root: string, relative: string, depths: readonly (1 | 2)[], depth: 1 | 2 = 1): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, relative), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const child = `${relative}/${entry.name}`;
    if (entry.isFile() && depths.includes(depth)) return isOwnedSourcePath(child) ? [child] : [];
    if (entry.isDirectory() && depth === 1 && depths.includes(2) && FOLDER_NAME.test(entry.name)) return filesIn(root, child, depths, 2);
    return [];
  });
}

/** Every file of the tree that is on disk under `root` now, sorted. */
export function listOwnedSource(root: string): string[] {
  const single = [BUSINESS_FILE, NOTICE_FILE, ...OWNED_FILES].filter((file) => isPlainFile(path.join(root, file)));
  const inFolders = OWNED_FOLDERS.flatMap(({ dir, depths }) => filesIn(root, dir, depths));
  return [...single, ...inFolders].sort();
}

/**
 * What git records after a publish or a restore: the owned files and folders that exist (a
 * folder's deleted files are staged as removed), as pathspecs relative to the root.
 */
export function sourceCommitPaths(root: string): string[] {
  const candidates = [BUSINESS_FILE, NOTICE_FILE, ...OWNED_FILES, ...OWNED_FOLDERS.map(({ dir }) => dir)];
  return candidates.filter((relative) => {
    try {
      lstatSync(path.join(root, relative));
      return true;
    } catch {
      return false;
    }
  });
}

/** The folder of an owned folder that holds `relative` ("src/content/blog/<slug>"), undefined for a file at depth 1. */
export function ownedSubfolder(relative: string): string | undefined {
  if (!isOwnedSourcePath(relative)) return undefined;
  const folder = OWNED_FOLDERS.find(({ dir }) => relative.startsWith(`${dir}/`));
  const parts = folder ? relative.slice(folder.dir.length + 1).split('/') : [];
  return folder && parts.length === 2 ? `${folder.dir}/${parts[0]}` : undefined;
}

/** The absolute path of an owned file under `base` (the site's root or a snapshot); throws for anything else. */
export function ownedPath(base: string, relative: string): string {
  if (!isOwnedSourcePath(relative)) throw new Error(`Not a studio path: ${JSON.stringify(String(relative).slice(0, 200))}`);
  return path.join(base, ...relative.split('/'));
}
