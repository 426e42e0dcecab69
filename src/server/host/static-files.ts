// Serves the prerendered site (dist/client) ourselves rather than through the adapter: content
// types, cache rules (hashed assets immutable, everything else revalidated by ETag), the
// Brotli/gzip files precompressed at build, 304s, and byte ranges for the video loop.
import { closeSync, createReadStream, fstatSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { accepts } from '../http/accept-encoding.ts';
import { COMPRESSIBLE } from '../http/compressible.ts';
import { IMMUTABLE, REVALIDATE } from '../http/security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};


/** Build outputs for other hosts that live in dist/client but are not pages of the site. */
const HIDDEN = new Set(['/_headers', '/_redirects']);

/**
 * At most this many files' facts are kept. The cache is keyed by the normalised path, so it can
 * only hold files that exist (two names each: "/x" and "/x/index.html"); the bound is for builds
 * larger than any we make, where the oldest entries make room.
 */
export const MAX_CACHED_FILES = 50_000;

/** One encoding of a file on disk. */
export interface Variant {
  file: string;
  size: number;
  etag: string;
}

export interface StaticFile {
  urlPath: string;
  type: string;
  isHtml: boolean;
  immutable: boolean;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/** An ETag like nginx's: modification time and size in hex, plus the encoding. */
function etagOf(stat: import('node:fs').Stats, suffix = '') {
  return `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}${suffix}"`;
}

function statFile(file: string) {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The files of one build, looked up by normalised path (src/server/host/request-path.ts: decoded, no
 * empty, "." or ".." segment). A file's facts are read once, on first use; a missing path is not
 * remembered.
 * @param clientDir absolute path of dist/client
 */
export function createStaticFiles(clientDir: string, maxEntries = MAX_CACHED_FILES) {
  const cache = new Map<string, StaticFile>();

  /** @param urlPath a normalised path*/
  function lookup(urlPath: string): StaticFile | undefined {
    const hit = cache.get(urlPath);
    if (hit) return hit;
    if (HIDDEN.has(urlPath)) return undefined;
    // Normalised paths cannot climb out; this guards against a caller that forgot to normalise.
    const resolved = path.resolve(clientDir, `.${urlPath}`);
    if (resolved !== clientDir && !resolved.startsWith(clientDir + path.sep)) return undefined;
    let file = resolved;
    let stat = statFile(file);
    if (!stat) {
      file = path.join(resolved, 'index.html');
      stat = statFile(file);
    }
    if (!stat) return undefined;
    const ext = path.extname(file).toLowerCase();
    const entry: StaticFile = {
      urlPath,
      type: TYPES[ext] ?? 'application/octet-stream',
      isHtml: ext === '.html',
      // Vite names these by content hash: a changed file gets a new name.
      immutable: urlPath.startsWith('/_astro/'),
      identity: { file, size: stat.size, etag: etagOf(stat) },
    };
    if (COMPRESSIBLE.test(file)) {
      const br = statFile(`${file}.br`);
      const gz = statFile(`${file}.gz`);
      if (br) entry.br = { file: `${file}.br`, size: br.size, etag: etagOf(stat, '-br') };
      if (gz) entry.gzip = { file: `${file}.gz`, size: gz.size, etag: etagOf(stat, '-gz') };
    }
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    cache.set(urlPath, entry);
    return entry;
  }

  return { lookup, size: () => cache.size };
}

/**
 * The encoding to send: Brotli, then gzip, when the client accepts it and the build made it.
 */
export function chooseVariant(entry: StaticFile, acceptEncoding: string | undefined = ''): ['br' | 'gzip' | undefined, Variant] {
  if (entry.br && accepts(acceptEncoding, 'br')) return ['br', entry.br];
  if (entry.gzip && accepts(acceptEncoding, 'gzip')) return ['gzip', entry.gzip];
  return [undefined, entry.identity];
}

/** Text files worth compressing on the fly for a client that takes gzip but not Brotli. */
const GZIP_ON_THE_FLY_MIN = 1024;

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for it). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * A single "bytes=a-b" range within `size`, or 'unsatisfiable', or undefined (send it all).
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start;
  let end;
  if (match[1] === '') {
    // A suffix: the last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends a static file with its caching headers; 304 when the client's copy is current, 206 for
 * a byte range of an uncompressed file. `status` other than 200 (a 404 page) skips both.
 */
export function sendStatic(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, entry: StaticFile, status = 200) {
  const acceptEncoding = req.headers['accept-encoding'] ?? '';
  const [chosen, variant] = chooseVariant(entry, acceptEncoding);
  // The build writes only .br (gzip copies would double its compression time); the rare client
  // without Brotli gets gzip made on the fly.
  const gzipNow =
    chosen === undefined && COMPRESSIBLE.test(entry.identity.file) && variant.size >= GZIP_ON_THE_FLY_MIN && accepts(acceptEncoding, 'gzip');
  const encoding = chosen ?? (gzipNow ? 'gzip' : undefined);
  const etag = gzipNow ? variant.etag.replace(/"$/, '-gz"') : variant.etag;
  res.setHeader('Content-Type', entry.type);
  res.setHeader('Cache-Control', entry.immutable ? IMMUTABLE : REVALIDATE);
  if (entry.br || entry.gzip || COMPRESSIBLE.test(entry.identity.file)) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (status === 200) {
    res.setHeader('ETag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  // A Brotli copy can be replaced while the release is live (a publish's quick copies are redone
  // at full quality, by rename: integrations/precompress-refine.ts), so its size is read from the
  // file this response sends, not from the facts cached when it was first served.
  let fd: number | undefined;
  let size = variant.size;
  if (chosen === 'br') {
    try {
      fd = openSync(variant.file, 'r');
      size = fstatSync(fd).size;
    } catch {
      if (fd !== undefined) closeSync(fd);
      res.destroy();
      return;
    }
  }
  let start = 0;
  let end = size - 1;
  res.statusCode = status;
  if (status === 200 && !encoding && !COMPRESSIBLE.test(entry.identity.file)) {
    res.setHeader('Accept-Ranges', 'bytes');
    const ifRange = req.headers['if-range'];
    const range = ifRange === undefined || ifRange === variant.etag ? parseRange(req.headers.range, variant.size) : undefined;
    if (range === 'unsatisfiable') {
      res.statusCode = 416;
      res.setHeader('Content-Range', `bytes */${variant.size}`);
      res.end();
      return;
    }
    if (range) {
      ({ start, end } = range);
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${variant.size}`);
    }
  }
  if (!gzipNow) res.setHeader('Content-Length', size === 0 ? 0 : end - start + 1);
  if (req.method === 'HEAD' || size === 0) {
    if (fd !== undefined) closeSync(fd);
    res.end();
    return;
  }
  const stream = fd === undefined ? createReadStream(variant.file, { start, end }) : createReadStream(variant.file, { fd, start, end });
  stream.on('error', () => res.destroy());
  if (gzipNow) {
    const gzip = zlib.createGzip({ level: 5 });
    gzip.on('error', () => res.destroy());
    stream.pipe(gzip).pipe(res);
  } else stream.pipe(res);
}
