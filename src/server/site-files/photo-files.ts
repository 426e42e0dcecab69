import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PhotoFormat } from './image-type';

/** Where the build reads the photos the studio replaces, relative to the site's root. */
export const ARTICLES_DIR = 'src/content/blog';
export const SERVICE_PAGES_DIR = 'src/content/service-pages';
/** The service pages' gallery photos (src/services/pages.ts globs this folder). */
export const GALLERY_DIR = 'src/assets/media/gallery';
/** The home page's hero poster (src/pages/[...lang]/index.astro imports it). */
export const HOME_POSTER_FILE = 'src/assets/media/home-hero.jpg';
/** An article's hero when its meta.yaml names none. */
export const DEFAULT_HERO_NAME = 'hero.jpg';

/** A folder name the studio looks up: an article slug or a service id. */
const FOLDER_NAME = /^[a-z0-9-]{1,100}$/;
/** A photo's own file name: no folder, no "..", one of the formats the studio writes. */
const PHOTO_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,150}$/;
const EXTENSIONS: Record<string, PhotoFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' };

/** The format a photo file is written in, from its name's extension; undefined for a name the studio does not write. */
export function formatOfName(name: string): PhotoFormat | undefined {
  if (!PHOTO_NAME.test(name) || name.includes('..')) return undefined;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? EXTENSIONS[name.slice(dot + 1).toLowerCase()] : undefined;
}

/**
 * The folders under `dir` (relative to `root`) named like a slug that hold `file` as a plain
 * file. Names come from this listing only, never from a request: a link, a file or an odd name
 * is not a folder here.
 */
function foldersWith(root: string, dir: string, file: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isDirectory() && FOLDER_NAME.test(entry.name))
    .filter((entry) => {
      try {
        return statSync(path.join(root, dir, entry.name, file)).isFile();
      } catch {
        return false;
      }
    })
    .map((entry) => entry.name)
    .sort();
}

/** The service ids with a page folder and its data.yaml. */
export function listServicePageIds(root: string): string[] {
  return foldersWith(root, SERVICE_PAGES_DIR, 'data.yaml');
}

/** Whether `slug` is an article folder with its meta.yaml. */
export function isArticleSlug(root: string, slug: string): boolean {
  return FOLDER_NAME.test(slug) && foldersWith(root, ARTICLES_DIR, 'meta.yaml').includes(slug);
}

/** A service page's data.yaml, relative to the root; only for an id listServicePageIds gave. */
export function servicePageDataFile(serviceId: string): string {
  return `${SERVICE_PAGES_DIR}/${serviceId}/data.yaml`;
}

/** The absolute path of a relative one the studio built itself (never a request's text). */
export function sitePath(root: string, relative: string): string {
  return path.join(root, ...relative.split('/'));
}
