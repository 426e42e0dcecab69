// Writes a .br copy of each built text file (HTML, CSS, JS, XML, SVG, JSON, TXT) next to it, so
// the Node server and nginx (brotli_static) send compressed bytes without compressing per request.
// A copy is kept only when it saves at least 10%. No .gz copies: every current browser takes
// Brotli, and writing both doubled the time of large builds; the few clients that take only gzip
// get it compressed on the fly (our server, and nginx's `gzip on`).
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { COMPRESSIBLE } from '../src/server/http/compressible.ts';
import { PENDING_COMPRESSION } from '../src/server/http/releases.ts';
import { buildSettings } from '../src/server/settings/read-settings.ts';

const MIN_BYTES = 1024;
// Quality 11 makes every page ~11% smaller than quality 5 (home 18.6 → 16.5 KB: the first round
// trip of a new connection carries ~14 KB, so each KB over it costs phones a round trip); it takes
// ~13 s more per build on two cores (measured on 477 files, 19 MB). Files over LARGE_BYTES (the
// lazily loaded form schema, search UI, sitemap) keep quality 5, which is ~40× faster on them.
const QUALITY = Number(buildSettings().BROTLI_QUALITY ?? 11);
const LARGE_BYTES = 256 * 1024;
const LARGE_QUALITY = Math.min(QUALITY, 5);
/**
 * A publish (PRECOMPRESS_FAST=1, set by the studio's build) compresses the files the cache lacks
 * at this quality, ~40× faster: a price change rewrites ~440 pages (every blog page's sidebar
 * lists prices), which at quality 11 took 13–22 s of a publish. Those files are listed in the
 * release's PENDING_COMPRESSION (src/server/http/releases.ts), and precompress-refine.ts redoes them at
 * full quality once it is live.
 */
const FAST_QUALITY = 5;

/** The quality a file of `size` bytes is kept at. */
export function qualityFor(size: number): number {
  return size > LARGE_BYTES ? LARGE_QUALITY : QUALITY;
}


/** The text files under `dir`. */
function listCompressible(dir: string, into: string[] = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listCompressible(full, into);
    else if (COMPRESSIBLE.test(entry.name)) into.push(full);
  }
  return into;
}

/** Files sent to a thread at a time: few messages, yet the threads finish close together. */
const BATCH = 64;

/** Cache entries no build has used for this long are deleted after a build. */
const CACHE_DAYS = 14;

/** Deletes cache entries untouched for CACHE_DAYS (every use touches an entry). */
function pruneCache(cacheDir: string) {
  const oldest = Date.now() - CACHE_DAYS * 86_400_000;
  for (const name of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (statSync(file).mtimeMs < oldest) rmSync(file, { force: true });
  }
}

/**
 * Compresses every text file under `dir` with Brotli (QUALITY), on one thread per core. With
 * `cacheDir`, bytes compressed by an earlier build are copied from there instead.
 */
export async function precompressDir(
  dir: string,
  cacheDir?: string,
  { fast = false }: { fast?: boolean } = {},
): Promise<{ files: number; bytes: number; brBytes: number; reused: number; pending: string[] }> {
  const files = listCompressible(dir);
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  let bytes = 0;
  let brBytes = 0;
  let reused = 0;
  const pending: string[] = [];
  let next = 0;
  const thread = async () => {
    const worker = new Worker(new URL('./precompress-worker.ts', import.meta.url), {
      workerData: {
        quality: QUALITY,
        largeQuality: LARGE_QUALITY,
        largeBytes: LARGE_BYTES,
        minBytes: MIN_BYTES,
        cacheDir,
        fastQuality: fast ? FAST_QUALITY : undefined,
      },
    });
    try {
      while (next < files.length) {
        const batch = files.slice(next, next + BATCH);
        next += batch.length;
        const done = await new Promise<{ bytes: number; brBytes: number; reused: number; pending: string[] }>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.postMessage(batch);
        });
        worker.removeAllListeners('error');
        bytes += done.bytes;
        brBytes += done.brBytes;
        reused += done.reused;
        pending.push(...done.pending.map((file) => path.relative(dir, file).split(path.sep).join('/')));
      }
    } finally {
      await worker.terminate();
    }
  };
  const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(files.length / BATCH)));
  await Promise.all(Array.from({ length: threads }, thread));
  if (cacheDir) pruneCache(cacheDir);
  if (pending.length > 0) writeFileSync(path.join(dir, '..', PENDING_COMPRESSION), `${JSON.stringify(pending.sort())}\n`);
  return { files: files.length, bytes, brBytes, reused, pending };
}

/**
 * The Astro integration, placed last: every text file the build wrote, search index included,
 * gets its .br copy. (Run alongside Pagefind, the two slowed each other down: each takes both
 * cores; one after the other was faster.)
 */
export function precompression({ cacheDir }: { cacheDir?: string } = {}) {
  return {
    name: 'kingstone:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }: { dir: URL; logger: { info: (m: string) => void } }) => {
        const started = performance.now();
        const fast = buildSettings().PRECOMPRESS_FAST === '1';
        const { files, bytes, brBytes, reused, pending } = await precompressDir(new URL(dir).pathname, cacheDir, { fast });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const later = pending.length > 0 ? `, ${pending.length} at quality ${FAST_QUALITY} until refined` : '';
        logger.info(
          `precompressed ${files} files (${reused} from the cache${later}): ${(bytes / 1e6).toFixed(1)} MB → ${(brBytes / 1e6).toFixed(1)} MB brotli (${seconds} s)`,
        );
      },
    },
  };
}
