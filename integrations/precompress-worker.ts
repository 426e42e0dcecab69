// One precompression thread (precompress.ts starts one per core): compresses the files it is
// sent with synchronous Brotli, which does here what the thread-pool API does at a third of the
// cost (the async API hands every 16 KB back and forth between threads).
// With a cache folder, a file whose bytes were compressed before (at the same quality) gets the
// stored copy instead. With `fastQuality` (a publish), a file the cache lacks gets a quick copy
// at that quality now and is reported as pending: precompress-refine.ts redoes it at full
// quality once the release is live.
import { copyFileSync, readFileSync, statSync } from 'node:fs';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { brotliCopy, cachedCopy, cacheKey, storeCopy, writeByRename } from './brotli-cache.ts';

const { quality, largeQuality, largeBytes, minBytes, cacheDir, fastQuality } = workerData as {
  quality: number;
  largeQuality: number;
  largeBytes: number;
  minBytes: number;
  cacheDir: string | undefined;
  fastQuality: number | undefined;
};
const port = parentPort as MessagePort;

port.on('message', (files: string[]) => {
  let bytes = 0;
  let brBytes = 0;
  let reused = 0;
  const pending: string[] = [];
  for (const file of files) {
    const data = readFileSync(file);
    if (data.length < minBytes) continue;
    const level = data.length > largeBytes ? largeQuality : quality;
    bytes += data.length;
    const key = cacheKey(data, level);
    const hit = cachedCopy(cacheDir, key);
    if (hit) {
      reused += 1;
      if (hit.kind === 'br') {
        copyFileSync(hit.file, `${file}.br`);
        brBytes += statSync(hit.file).size;
      } else brBytes += data.length;
      continue;
    }
    if (fastQuality !== undefined && fastQuality < level) {
      const quick = brotliCopy(data, fastQuality);
      if (quick) writeByRename(`${file}.br`, quick);
      brBytes += quick?.length ?? data.length;
      pending.push(file);
      continue;
    }
    const br = brotliCopy(data, level);
    if (br) writeByRename(`${file}.br`, br);
    storeCopy(cacheDir, key, br ? 'br' : 'skip', br ?? Buffer.alloc(0));
    brBytes += br?.length ?? data.length;
  }
  port.postMessage({ bytes, brBytes, reused, pending });
});
