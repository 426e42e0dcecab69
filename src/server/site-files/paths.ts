import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The files the studio owns, relative to the site's root with "/" separators. */
export const BUSINESS_FILE = 'src/content/business/spa.yaml';
export const NOTICE_FILE = 'src/content/notice/notice.yaml';
export const SERVICES_DIR = 'src/content/services';
/** The folder the studio's lock lives in (src/server/site-files/lock.ts). */
export const CONTENT_DIR = 'src/content';

/** A catalogue file's name: the service id and ".yaml", nothing that could leave the folder. */
const SERVICE_FILE = /^([a-z0-9-]{1,100})\.yaml$/;

export function serviceFile(id: string): string {
  return `${SERVICES_DIR}/${id}.yaml`;
}

/**
 * The service ids the catalogue folder holds, sorted. Ids come from this listing only, never
 * from a request: a name that does not match, or an entry that is not a plain file (a link, a
 * folder), is not a service.
 */
export function listServiceIds(root: string): string[] {
  return readdirSync(path.join(root, SERVICES_DIR), { withFileTypes: true })
    .flatMap((entry) => {
      const match = entry.isFile() ? SERVICE_FILE.exec(entry.name) : null;
      return match?.[1] ? [match[1]] : [];
    })
    .sort();
}

/** Whether `relative` is a path the studio may write: one of its own files, spelled exactly. */
export function isStudioPath(relative: string): boolean {
  if (relative === BUSINESS_FILE || relative === NOTICE_FILE) return true;
  const prefix = `${SERVICES_DIR}/`;
  return relative.startsWith(prefix) && SERVICE_FILE.test(relative.slice(prefix.length));
}

/** The absolute path of one of the studio's files; throws for anything else. */
export function studioPath(root: string, relative: string): string {
  if (!isStudioPath(relative)) throw new Error(`Not a studio file: ${JSON.stringify(relative.slice(0, 200))}`);
  return path.join(root, ...relative.split('/'));
}
