// `node integrations/precompress-refine.ts <release folder> <cache folder>`: the second half of a
// publish's precompression. The build gave the files its cache lacked a quick Brotli copy
// (precompress.ts, PRECOMPRESS_FAST) so the release could go live sooner; once it is live, this
// redoes each at full quality, stores it in the cache (the next publish copies it) and replaces
// the quick copy by rename, so a reader gets one whole file or the other. At the lowest CPU
// priority: the server's visitors and a next build come first. Stopped early, it leaves valid
// quick copies and its list, and a later run finishes.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCopy, cachedCopy, cacheKey, storeCopy, writeByRename } from './brotli-cache.ts';
import { PENDING_COMPRESSION } from '../src/server/http/releases.ts';
import { qualityFor } from './precompress.ts';

/** A listed path we would write beside: relative, inside client/, no parent steps. */
const LISTED = /^(?!.*(?:^|\/)\.\.(?:\/|$))[A-Za-z0-9._~\-/]+$/;

export function refineRelease(releaseDir: string, cacheDir: string): { refined: number } {
  const list = path.join(releaseDir, PENDING_COMPRESSION);
  if (!existsSync(list)) return { refined: 0 };
  const client = path.join(releaseDir, 'client');
  mkdirSync(cacheDir, { recursive: true });
  const files = (JSON.parse(readFileSync(list, 'utf8')) as unknown[]).filter((f): f is string => typeof f === 'string' && LISTED.test(f));
  let refined = 0;
  for (const relative of files) {
    const file = path.join(client, relative);
    if (!existsSync(file)) continue;
    const data = readFileSync(file);
    const quality = qualityFor(data.length);
    const key = cacheKey(data, quality);
    const hit = cachedCopy(cacheDir, key);
    let br: Buffer | undefined;
    if (hit) br = hit.kind === 'br' ? readFileSync(hit.file) : undefined;
    else {
      br = brotliCopy(data, quality);
      storeCopy(cacheDir, key, br ? 'br' : 'skip', br ?? Buffer.alloc(0));
    }
    // Not worth a copy at full quality: the quick one (if any) stays, it is valid.
    if (br) writeByRename(`${file}.br`, br);
    refined += 1;
  }
  rmSync(list, { force: true });
  return { refined };
}

if (import.meta.main) {
  const [releaseDir, cacheDir] = process.argv.slice(2);
  if (!releaseDir || !cacheDir) {
    console.error('usage: node integrations/precompress-refine.ts <release folder> <cache folder>');
    process.exit(2);
  }
  os.setPriority(19);
  try {
    refineRelease(releaseDir, cacheDir);
  } catch (error) {
    // The release was pruned (or the site folder removed) meanwhile: nothing is left to refine.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') process.exit(0);
    console.error(`precompress-refine: ${(error as Error).message}`);
    process.exit(1);
  }
}
