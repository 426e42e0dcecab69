// What the page-speed benches (`npm run bench`, `npm run bench:trace`) measure and how they serve
// it: the default pages, the reference page beside them on the same server, the run count.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type KingstoneServer, startServer } from '../../src/server/host/index.ts';
import { createReferenceDist, REFERENCE_PATH } from './bench-reference.ts';
import { startNginx } from './nginx.ts';

/** What serves the pages: our Node server alone, or nginx with HTTPS and HTTP/2 in front of it (the deployed path). */
export type BenchVia = 'node' | 'nginx';

/** Reads `--via=node|nginx`. */
export function parseVia(arg: string): BenchVia {
  const value = arg.slice('--via='.length);
  if (value === 'node' || value === 'nginx') return value;
  throw new RangeError(`--via must be node or nginx, got ${JSON.stringify(value)}`);
}

/**
 * Measured when no path is given on the command line: one page of every page type, the three home
 * pages (their size differs by language) and articles of each body kind (guide, ranking, news).
 * Add new page types here.
 */
export const DEFAULT_PATHS = [
  '/',
  '/vi',
  '/en',
  '/services',
  '/services/nuru-massage',
  '/blog',
  '/blog/page/2',
  '/blog/category/massage-spa',
  '/blog/tag/thai-massage',
  '/blog/2025/06',
  '/blog/cach-chon-massage-thai',
  '/vi/blog/bia-om-hcm-dia-chi-moi-2025',
  '/vi/blog/tin-an-ninh-han-quoc',
  '/booking',
  '/search',
  '/newsletter',
  '/privacy',
  '/sitemap',
];

/** BENCH_RUNS as a positive integer, or the bench's default when unset. */
export function parseRuns(raw: string | undefined, fallback: number) {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`BENCH_RUNS must be a positive integer, got ${JSON.stringify(raw)}`);
  return n;
}

function originOf(server: KingstoneServer) {
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('The server did not report a port');
  return `http://127.0.0.1:${address.port}`;
}

async function stop(server: KingstoneServer) {
  // Chrome's keep-alive sockets would otherwise hold server.close() open.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
}

/**
 * Serves the build and the reference page from one server (a free loopback port) and lists what
 * to measure: the reference first, then the pages given (or the defaults).
 * @param distDir the production build
 * @param args paths from the command line ("x" or "/x")
 */
export async function serveBenchTargets(distDir: string, args: string[], { via = 'node' }: { via?: BenchVia } = {}) {
  const paths = args.length > 0 ? args.map((p) => (p.startsWith('/') ? p : `/${p}`)) : DEFAULT_PATHS;
  const referenceDist = createReferenceDist(distDir);
  const quiet = { port: 0, host: '127.0.0.1', logRequests: false };
  const server = await startServer({ distDir: referenceDist.dir, ...quiet });
  // nginx as the deploy guide sets it up (HTTPS, HTTP/2, the static files from disk), our server
  // behind it: one connection carries the page, its stylesheets and its images, as a phone gets them.
  const nginx =
    via === 'nginx'
      ? await startNginx({ dist: referenceDist.dir, upstreams: [new URL(originOf(server)).host], prefix: mkdtempSync(path.join(tmpdir(), 'bench-nginx-')), workers: 1, tls: true })
      : null;
  const origin = nginx?.url ?? originOf(server);
  const targets = [
    { path: REFERENCE_PATH, url: `${origin}${REFERENCE_PATH}`, isReference: true },
    ...paths.map((p) => ({ path: p, url: `${origin}${p}`, isReference: false })),
  ];
  return {
    origin,
    targets,
    async close() {
      await nginx?.stop();
      await stop(server);
      referenceDist.remove();
    },
  };
}
