// What the build's precompression and its later refinement share: one file's Brotli copy at a
// quality, and the cache of copies keyed by the bytes and the quality (a publish that changes a
// price rewrites most pages, but only their bytes decide whether an earlier copy fits).
import { createHash } from 'node:crypto';
import { existsSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export type CacheKind = 'br' | 'skip';

export function cacheKey(data: Buffer, quality: number): string {
  return createHash('sha256').update(data).update(`q${quality}`).digest('base64url');
}

/** The cached entry for `key`: ".br" a copy worth keeping, ".skip" none; touched on use. */
export function cachedCopy(cacheDir: string | undefined, key: string): { kind: CacheKind; file: string } | undefined {
  if (!cacheDir) return undefined;
  for (const kind of ['br', 'skip'] as const) {
    const file = path.join(cacheDir, `${key}.${kind}`);
    if (existsSync(file)) {
      // Pruning by age removes only what no recent build needed.
      const now = new Date();
      utimesSync(file, now, now);
      return { kind, file };
    }
  }
  return undefined;
}

/** Writes `data` to `file` by rename: a reader (or a killed build) never sees half of it. */
export function writeByRename(file: string, data: Buffer): void {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, file);
}

export function storeCopy(cacheDir: string | undefined, key: string, kind: CacheKind, data: Buffer): void {
  if (cacheDir) writeByRename(path.join(cacheDir, `${key}.${kind}`), data);
}

/** The Brotli copy of `data`, or undefined when it would not save at least 10%. */
export function brotliCopy(data: Buffer, quality: number): Buffer | undefined {
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  return br.length < data.length * 0.9 ? br : undefined;
}
