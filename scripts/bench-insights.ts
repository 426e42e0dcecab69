// `npm run bench:insights`: the site's counter under load (issue 39). Beacons at VIEW_RATE a second
// (default 2,000) while bookings arrive at BOOKING_RATE a second (default 100), against the
// production server; then the same bookings alone, the reference measured in the same run, so
// the table shows what counting costs a booking, and a static file at the views' rate, the floor
// of the machine. Requests are evenly paced and timed from when each was due (./lib/paced-load.ts).
// Afterwards every answered view must be stored (the recorder writes in batches a second apart).
// Env: VIEW_RATE (2000), BOOKING_RATE (100), DURATION seconds (10), CONNECTIONS (50),
// DATABASE_URL to measure PostgreSQL instead of SQLite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../src/server/data/schema.ts';
import { openSqlite } from '../src/server/data/sqlite-driver.ts';
import { INSIGHTS_BEACON_PATH } from '../src/insights/api-path.ts';
import { openDay } from './lib/open-day.ts';
import { type PacedRequest, type PacedResult, pacedLoad, quantile } from './lib/paced-load.ts';
import { startServerProcess } from './lib/server-process.ts';
import { settingsOrExit } from './lib/tool-settings.ts';

const settings = settingsOrExit();
const viewRate = Number(settings.VIEW_RATE ?? 2000);
const bookingRate = Number(settings.BOOKING_RATE ?? 100);
const duration = Number(settings.DURATION ?? 10);
const connections = Number(settings.CONNECTIONS ?? 50);
/** The goal for a view's p99, and the line each phase's slow requests are counted over. */
const GOAL_MS = 20;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kingstone-bench-insights-'));

await import('./ensure-build.ts');
const { url, child: server } = await startServerProcess({ DATA_DIR: dataDir, BOOKING_RATE_LIMIT: '0' });

const day = await openDay(url, 5, 3000000);

// Phones of many makers, so the hash and the robot check see varied agents.
const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.9.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
];
const PAGES = ['/', '/vi', '/en', '/vi/services', '/en/blog', '/vi/booking'];
let counted = 0;
const view = (i: number): PacedRequest => ({
  method: 'POST',
  path: INSIGHTS_BEACON_PATH,
  headers: { origin: url, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': `${AGENTS[i % AGENTS.length]} bench-${i % 500}` },
  body: JSON.stringify({ k: 'v', p: PAGES[i % PAGES.length], r: i % 3 ? 'www.google.com' : '', s: '' }),
});
const beacons = (seconds: number, rate = viewRate) =>
  pacedLoad({ url, rate, seconds, connections, request: view, onAnswer: (status) => { if (status === 204) counted += 1; } });
let booked = 0;
const bookings = (tag: string, seconds = duration) =>
  pacedLoad({
    url,
    rate: bookingRate,
    seconds,
    connections: 10,
    request: () => {
      const i = booked++;
      const minutes = 12 * 60 + (i % 40) * 15;
      const fields = { name: `Bench ${i}`, phone: `+8492${String(1_000_000 + i)}`, consent: 'on', idempotency_key: `bench-${tag}-${i}-${process.pid}`, date: day, time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
      return { method: 'POST', path: '/api/booking?locale=en', headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() };
    },
  });

// Warm-up: the server compiles its hot code on its first few thousand requests.
await Promise.all([beacons(3, viewRate / 2), bookings('warm', 3)]);
const alone = await bookings('alone');
// The floor of this machine at the same rate: a small static file through the same server.
const [floor, besideFloor] = await Promise.all([pacedLoad({ url, rate: viewRate, seconds: duration, connections, request: () => ({ method: 'GET', path: '/robots.txt' }) }), bookings('floor')]);
const [viewResult, together] = await Promise.all([beacons(duration), bookings('together')]);

const exited = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await exited;
const db = new Kysely<Database>({
  dialect: settings.DATABASE_URL
    ? new PostgresDialect({ pool: new pg.Pool({ connectionString: settings.DATABASE_URL }) })
    : new SqliteDialect({ database: openSqlite(path.join(dataDir, 'kingstone.sqlite')) }),
});
const stored = Number((await db.selectFrom('insight_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
await db.destroy();

console.log(`\ncounter benchmark: ${settings.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ${duration} s per phase, views at ${viewRate}/s, bookings at ${bookingRate}/s, both evenly paced; times from when each request was due`);
console.log(`| phase | requests | per second | p50 ms | p99 ms | max ms | over ${GOAL_MS} ms | answers | errors |`);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const row = (name: string, r: PacedResult) => {
  const over = r.latencies.length - r.latencies.findLastIndex((ms) => ms <= GOAL_MS) - 1;
  const answers = [...r.statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
  console.log(`| ${name} | ${r.sent} | ${(r.sent / r.seconds).toFixed(0)} | ${quantile(r.latencies, 0.5)} | ${quantile(r.latencies, 0.99)} | ${quantile(r.latencies, 1)} | ${over} | ${answers} | ${r.errors} |`);
};
row(`robots.txt at ${viewRate}/s (the machine's floor)`, floor);
row('bookings, with robots.txt', besideFloor);
row('bookings alone (reference)', alone);
row('views, with bookings', viewResult);
row('bookings, with views', together);
console.log(`\nviews answered 204: ${counted}; stored: ${stored}${settings.DATABASE_URL ? ' (a shared PostgreSQL may hold other runs\' events)' : ''}`);
// Every answered view is stored before the server exits (it flushes its last batch on SIGTERM).
if (!settings.DATABASE_URL && stored !== counted) process.exitCode = 1;
