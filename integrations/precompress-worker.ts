// One precompression thread (precompress.ts starts one per core): compresses the files it is
// sent with synchronous Brotli, which does here what the thread-pool API does at a third of the
// cost (the async API hands every 16 KB back and forth between threads).
// With a cache folder, a file whose bytes were compressed before (at the same quality) gets the
// stored copy instead: a publish that changes a price rewrites a few dozen pages, and compressing
// all 470 files again at quality 11 was most of its build time.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';

const { quality, largeQuality, largeBytes, minBytes, cacheDir } = workerData as {
  quality: number;
  largeQuality: number;
  largeBytes: number;
  minBytes: number;
  cacheDir: string | undefined;
};
const port = parentPort as MessagePort;

/** What a cached entry says besides the bytes: ".br" a copy worth keeping, ".skip" none. */
function cached(key: string): { kind: 'br' | 'skip'; file: string } | undefined {
  if (!cacheDir) return undefined;
  for (const kind of ['br', 'skip'] as const) {
    const file = path.join(cacheDir, `${key}.${kind}`);
    if (existsSync(file)) return { kind, file };
  }
  return undefined;
}

/** Writes a cache entry by rename, so a killed build never leaves half an entry behind. */
function store(key: string, kind: 'br' | 'skip', data: Buffer) {
  if (!cacheDir) return;
  const file = path.join(cacheDir, `${key}.${kind}`);
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, file);
}

port.on('message', (files: string[]) => {
  let bytes = 0;
  let brBytes = 0;
  let reused = 0;
  for (const file of files) {
    const data = readFileSync(file);
    if (data.length < minBytes) continue;
    const level = data.length > largeBytes ? largeQuality : quality;
    bytes += data.length;
    const key = createHash('sha256').update(data).update(`q${level}`).digest('base64url');
    const hit = cached(key);
    if (hit) {
      reused += 1;
      // Touched on use, so pruning by age removes only what no recent build needed.
      const now = new Date();
      utimesSync(hit.file, now, now);
      if (hit.kind === 'br') {
        copyFileSync(hit.file, `${file}.br`);
        brBytes += readFileSync(hit.file).length;
      } else brBytes += data.length;
      continue;
    }
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    // A copy is worth a file only when it saves at least 10%.
    if (br.length < data.length * 0.9) {
      writeFileSync(`${file}.br`, br);
      store(key, 'br', br);
      brBytes += br.length;
    } else {
      store(key, 'skip', Buffer.alloc(0));
      brBytes += data.length;
    }
  }
  port.postMessage({ bytes, brBytes, reused });
});
