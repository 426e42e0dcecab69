// Where the studio's releases live, for the host (which serves and switches them) and the
// publisher (which builds them). Each release is a whole build (client/, server/, _headers.json)
// in releases/<id>/ inside the site folder, where the server bundle finds node_modules; it is
// complete once its manifest is written, and `current` is a symbolic link to the live one,
// replaced by rename, so a restart serves what was live.

import { readlinkSync } from 'node:fs';
import path from 'node:path';

/** The folder of releases, relative to the site folder. */
export const RELEASES_DIR = 'releases';

/** The link naming the live release (relative target: the release's id). */
export const CURRENT_LINK = 'current';

/** Written last into a release folder: without it, the folder is an unfinished build. */
export const RELEASE_MANIFEST = 'release.json';

/** A release id: its UTC build time and a random tag, e.g. "20261124-231501-k3f9". */
export const RELEASE_ID = /^\d{8}-\d{6}-[a-z0-9]{4}$/;

/** The file in a build's output that proves it is a build (and whose time is the build's). */
export const BUILD_ENTRY = 'server/entry.mjs';

/**
 * Beside client/ in a release built by a publish: the files whose Brotli copy is a quick one
 * (relative to client/), redone at full quality once the release is live
 * (integrations/precompress-refine.ts).
 */
export const PENDING_COMPRESSION = 'precompress-pending.json';

/** The cache of Brotli copies, relative to the site folder, beside the image cache. */
export const PRECOMPRESS_CACHE_DIR = '.cache/precompress';

/** The folder of the release `releases/current` names (the last one made live), if it names one. */
export function linkedReleaseDir(siteRoot: string): string | undefined {
  const releases = path.join(siteRoot, RELEASES_DIR);
  let id: string;
  try {
    id = readlinkSync(path.join(releases, CURRENT_LINK));
  } catch {
    return undefined;
  }
  return RELEASE_ID.test(id) ? path.join(releases, id) : undefined;
}
