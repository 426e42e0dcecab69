// `npm run bench:serve`: requests/s and latency for a static page and an article, served by our
// Node server and by nginx (deploy/nginx config, static files from disk) on this machine, side
// by side. Both get the same requests: Brotli accepted, keep-alive, CONNECTIONS at once.
// Env: CONNECTIONS (50), DURATION seconds (10), NGINX_WORKERS (auto).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startNginx } from './lib/nginx.ts';
import { startServerProcess } from './lib/server-process.ts';
import { settingsOrExit } from './lib/tool-settings.ts';

const settings = settingsOrExit();

const root = fileURLToPath(new URL('..', import.meta.url));
const connections = Number(settings.CONNECTIONS ?? 50);
const duration = Number(settings.DURATION ?? 10);
const workers = settings.NGINX_WORKERS ? Number(settings.NGINX_WORKERS) : 'auto';

await import('./ensure-build.ts');
// The request log stays on (it is part of the production cost); its lines are drained unread.
const { url: nodeUrl, child: server } = await startServerProcess({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kingstone-serve-')) });
const nginx = await startNginx({
  dist: path.join(root, 'dist'),
  upstreams: [new URL(nodeUrl).host],
  prefix: mkdtempSync(path.join(tmpdir(), 'kingstone-serve-nginx-')),
  workers,
});

const targets: [name: string, path: string][] = [
  ['static page (home, ko)', '/'],
  ['article (vi)', '/vi/blog/cach-chon-massage-thai'],
];

async function measure(url: string) {
  // A short warm-up so both servers have their files cached.
  await autocannon({ url, connections: 10, duration: 1, headers: { 'accept-encoding': 'br, gzip' } });
  const r = await autocannon({ url, connections, duration, headers: { 'accept-encoding': 'br, gzip' } });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, kb: Math.round(r.throughput.average / 1024) };
}
type Measurement = Awaited<ReturnType<typeof measure>>;

const rows: { name: string; viaNode: Measurement; viaNginx: Measurement }[] = [];
for (const [name, p] of targets) {
  const viaNode = await measure(`${nodeUrl}${p}`);
  const viaNginx = await measure(`${nginx.url}${p}`);
  rows.push({ name, viaNode, viaNginx });
}
await nginx.stop();
server.kill('SIGTERM');

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`\n${connections} connections, ${duration} s each, Accept-Encoding: br (served precompressed by both)\n`);
console.log(`${pad('page', 26)}${pad('server', 8)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}KB/s`);
for (const { name, viaNode, viaNginx } of rows) {
  for (const [label, r] of [['node', viaNode], ['nginx', viaNginx]] as const) {
    console.log(`${pad(name, 26)}${pad(label, 8)}${pad(r.rps, 9)}${pad(r.p50, 8)}${pad(r.p99, 8)}${r.kb}`);
  }
  console.log(`${pad('', 26)}nginx/node throughput: ${(viaNginx.rps / viaNode.rps).toFixed(2)}×`);
}
