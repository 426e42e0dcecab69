// `npm run bench:booking`: concurrent valid bookings against the production server, then a check
// that every acknowledged booking is in the database exactly once. Prints accepted/s and latency.
// A warm-up phase (WARMUP seconds, default 3, same load) comes first: a fresh server compiles its
// route modules and hot code on its first few hundred requests, and a p99 over a short run would
// otherwise mostly measure that. Warm-up bookings are verified like the rest, and shown apart.
// Env: CONNECTIONS (50), DURATION seconds (10), WARMUP seconds (3), DATABASE_URL to measure
// PostgreSQL instead of SQLite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../src/server/data/schema.ts';
import { openSqlite } from '../src/server/data/sqlite-driver.ts';
import { startServerProcess } from './lib/server-process.ts';
import { settingsOrExit } from './lib/tool-settings.ts';

const settings = settingsOrExit();

const connections = Number(settings.CONNECTIONS ?? 50);
const duration = Number(settings.DURATION ?? 10);
const warmup = Number(settings.WARMUP ?? 3);
const dataDir = mkdtempSync(path.join(tmpdir(), 'kingstone-bench-'));

await import('./ensure-build.ts');
const { url, child: server } = await startServerProcess({ DATA_DIR: dataDir, BOOKING_RATE_LIMIT: '0' });

// Every request a different booking: phone, time and idempotency key vary with a counter.
// A day of its own per run, so a shared PostgreSQL's earlier runs never look like duplicates; one
// the spa is open all afternoon and evening, as the server itself judges (a run that fell on the
// Tết closure had every booking refused): a booking at the last slot is tried, day after day.
const dayAt = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(Date.now() + offset * 86_400_000));
async function openDay(): Promise<string> {
  for (let offset = 3 + (process.pid % 60); offset < 90; offset += 1) {
    const res = await fetch(`${url}/api/booking?locale=en`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Bench probe', phone: `+8490${String(2000000 + offset)}`, date: dayAt(offset), time: '21:45', consent: 'on', idempotency_key: `probe-${offset}-${process.pid}` }).toString(),
    });
    await res.arrayBuffer();
    if (res.status === 200) return dayAt(offset);
  }
  throw new Error('no open day in the booking window');
}
const day = await openDay();
let counter = 0;
const acknowledged: unknown[] = [];
const load = (seconds: number) => autocannon({
  url: `${url}/api/booking?locale=en`,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      setupRequest: (req) => {
        const i = counter++;
        const minutes = 12 * 60 + (i % 40) * 15;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        return {
          ...req,
          headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ name: `Bench ${i}`, phone: `+8490${String(1000000 + i)}`, date: day, time, consent: 'on', idempotency_key: `bench-${i}-${process.pid}` }).toString(),
        };
      },
      onResponse: (status: number, body: string) => {
        if (status === 200) acknowledged.push(JSON.parse(body).id);
      },
    },
  ],
});
const warm = warmup > 0 ? await load(warmup) : undefined;
const warmAccepted = acknowledged.length;
const result = await load(duration);
// Count only after the server has drained and closed its database (it checkpoints on close).
const exited = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await exited;

const db = new Kysely<Database>({
  dialect: settings.DATABASE_URL
    ? new PostgresDialect({ pool: new pg.Pool({ connectionString: settings.DATABASE_URL }) })
    : new SqliteDialect({ database: openSqlite(path.join(dataDir, 'kingstone.sqlite')) }),
});
// Only this run's rows (a shared PostgreSQL may hold others).
const rows = await db
  .selectFrom('bookings')
  .select(['id', 'idempotency_key'])
  .where('idempotency_key', 'like', `bench-%-${process.pid}`)
  .execute();
await db.destroy();
const ids = new Set(rows.map((r) => Number(r.id)));
const keys = new Set(rows.map((r) => r.idempotency_key));
const missing = acknowledged.filter((id) => !ids.has(Number(id)));

const accepted = acknowledged.length - warmAccepted;
console.log(`\nbooking benchmark: ${connections} connections, ${duration} s after ${warmup} s of warm-up, ${settings.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`);
console.log('| phase | requests | accepted | accepted/s | p50 ms | p99 ms | non-2xx | errors |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
const row = (name: string, r: Result, n: number, seconds: number) =>
  console.log(`| ${name} | ${r.requests.total} | ${n} | ${(n / seconds).toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors} |`);
if (warm) row('warm-up', warm, warmAccepted, warmup);
row('measured', result, accepted, duration);
console.log(`\nevery phase: ${acknowledged.length} acknowledged, ${rows.length} stored, ${missing.length} lost, ${rows.length - keys.size} duplicated`);
if (missing.length > 0 || rows.length !== keys.size) process.exitCode = 1;
