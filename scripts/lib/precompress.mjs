// @ts-check
// Writes a .br copy of each built text file (HTML, CSS, JS, XML, SVG, JSON, TXT) next to it, so
// the Node server and nginx (brotli_static) send compressed bytes without compressing per request.
// A copy is kept only when it saves at least 10%. No .gz copies: every current browser takes
// Brotli, and writing both doubled the time of large builds; the few clients that take only gzip
// get it compressed on the fly (our server, and nginx's `gzip on`).
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
/** The text formats the build compresses (and the server, lacking a copy, may gzip on the fly). */
export const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;
const MIN_BYTES = 1024;
// Quality 5 compresses ~20× faster than 11 for ~10% larger files: builds of thousands of pages stay fast.
const QUALITY = Number(process.env.BROTLI_QUALITY ?? 5);

/**
 * The text files under `dir`, listed at once: what other build steps write later is not taken.
 * @param {string} dir @param {string[]} [into]
 */
function listCompressible(dir, into = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listCompressible(full, into);
    else if (COMPRESSIBLE.test(entry.name)) into.push(full);
  }
  return into;
}

/**
 * Compresses every text file under `dir` with Brotli (QUALITY);
 * the work runs on libuv's thread pool, a few files at a time.
 * @param {string} dir
 * @param {(file: string) => boolean} [include] which files to take
 * @returns {Promise<{ files: number, bytes: number, brBytes: number }>}
 */
export async function precompressDir(dir, include = (/** @type {string} */ _file) => true) {
  const files = listCompressible(dir).filter(include);
  let bytes = 0;
  let brBytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = /** @type {string} */ (files[next++]);
      const data = await readFile(file);
      if (data.length < MIN_BYTES) continue;
      const br = await brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      bytes += data.length;
      if (br.length < data.length * 0.9) {
        await writeFile(`${file}.br`, br);
        brBytes += br.length;
      } else brBytes += data.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, bytes, brBytes };
}

/**
 * Two Astro integrations around the other build steps: `start` (placed first) begins compressing
 * the pages as soon as they are written, on libuv's thread pool, while the search index, the
 * sitemap and the link check run; `finish` (placed last) waits for it and compresses what was
 * written since (sitemap, search index files).
 */
export function precompression() {
  /** @type {Set<string>} */
  const done = new Set();
  /** @type {Promise<{ files: number, bytes: number, brBytes: number }> | undefined} */
  let pages;
  let started = 0;
  return {
    start: {
      name: 'kingstone:precompress-start',
      hooks: {
        'astro:build:done': (/** @type {{ dir: URL }} */ { dir }) => {
          started = performance.now();
          pages = precompressDir(new URL(dir).pathname, (file) => {
            done.add(file);
            return true;
          });
          // Failures are reported by `finish`; keep Node from flagging an unhandled rejection meanwhile.
          pages.catch(() => {});
        },
      },
    },
    finish: {
      name: 'kingstone:precompress',
      hooks: {
        'astro:build:done': async (/** @type {{ dir: URL, logger: { info: (m: string) => void } }} */ { dir, logger }) => {
          if (!pages) throw new Error('precompress: the start integration did not run');
          const a = await pages;
          const b = await precompressDir(new URL(dir).pathname, (file) => !done.has(file));
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          logger.info(
            `precompressed ${a.files + b.files} files: ${((a.bytes + b.bytes) / 1e6).toFixed(1)} MB → ${((a.brBytes + b.brBytes) / 1e6).toFixed(1)} MB brotli (${seconds} s, alongside the other build steps)`,
          );
        },
      },
    },
  };
}
