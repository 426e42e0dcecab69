// `npm run bench:booking`: concurrent valid bookings against the production server, then a check
// that every acknowledged booking is in the database exactly once. Prints accepted/s and latency.
// A warm-up phase (WARMUP seconds, default 3, same load) comes first: a fresh server compiles its
// route modules and hot code on its first few hundred requests, and a p99 over a short run would
// otherwise mostly measure that. Warm-up bookings are verified like the rest, and shown apart.
// Every COURSE_EVERY-th booking names a course, so the room check runs in (nearly) every group
// commit: those are spread over the catalogue's options, the open days of the booking window and the
// day's times; once a room kind is full at a time they are answered 422 "full" (counted apart, not
// accepted). The others leave the course to a consultation and take no room.
// Env: CONNECTIONS (50), DURATION seconds (10), WARMUP seconds (3), DATABASE_URL to measure
// PostgreSQL instead of SQLite.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { parse } from 'yaml';
import type { Database } from '../src/server/data/schema.ts';
import { openSqlite } from '../src/server/data/sqlite-driver.ts';
import { dayAt, openDay } from './lib/open-day.ts';
import { startServerProcess } from './lib/server-process.ts';
import { settingsOrExit } from './lib/tool-settings.ts';

const settings = settingsOrExit();

const connections = Number(settings.CONNECTIONS ?? 50);
const duration = Number(settings.DURATION ?? 10);
const warmup = Number(settings.WARMUP ?? 3);
const dataDir = mkdtempSync(path.join(tmpdir(), 'kingstone-bench-'));

await import('./ensure-build.ts');
const { url, child: server } = await startServerProcess({ DATA_DIR: dataDir, BOOKING_RATE_LIMIT: '0' });

// Every request a different booking: phone, time and idempotency key vary with a counter, and the
// phones start at a random place per run: on a shared PostgreSQL an earlier run's booking of the
// same phone, day, time and course within ten minutes would be this run's duplicate (answered with
// the earlier id, so "lost" here). That held for the bookings with a course, spread over the same
// days and times in every run, and for the others when two runs' days below fell together.
const phoneBase = Math.floor(Math.random() * 9_000_000);
// The bookings without a course take a day of the run's own (from an offset by the pid), one the
// spa is open all afternoon and evening, as the server itself judges (a run that fell on the Tết
// closure had every booking refused): a booking at the last slot is tried, day after day.
const day = await openDay(url, 3 + (process.pid % 60), 2000000);

/** One booking in this many names a course (and so needs a free room). */
const COURSE_EVERY = 4;
// The catalogue's options, from the content files (this script runs without the site's bundler).
const servicesDir = fileURLToPath(new URL('../src/content/services/', import.meta.url));
const options: string[] = readdirSync(servicesDir)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => ((parse(readFileSync(path.join(servicesDir, file), 'utf8')) as { options?: { id: string }[] }).options ?? []).map((o) => o.id));
// The days of the window the spa keeps its regular hours, as the server tells them (from two days
// on: watsu's notice): a day's last offered time is the latest of all (a short or closed day is left out).
const lastTimes = new Map<string, string>();
for (let offset = 2; offset <= 88; offset += 1) {
  const res = await fetch(`${url}/booking-availability.json?date=${dayAt(offset)}&option=${options[0]}`);
  const { times } = (await res.json()) as { times?: string[] };
  const last = times?.at(-1);
  if (last) lastTimes.set(dayAt(offset), last);
}
const latest = [...lastTimes.values()].sort().at(-1);
const courseDays = [...lastTimes].filter(([, last]) => last === latest).map(([date]) => date);
if (options.length === 0 || courseDays.length === 0) throw new Error('no course or no open day to book');

let counter = 0;
const acknowledged: unknown[] = [];
/** 422 answers for a time whose rooms were all taken (they carry `nearest`). */
let full = 0;
const load = (seconds: number) => autocannon({
  url: `${url}/api/booking?locale=en`,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      setupRequest: (req) => {
        const i = counter++;
        const fields: Record<string, string> = { name: `Bench ${i}`, phone: `+8491${String(1_000_000 + ((phoneBase + i) % 9_000_000))}`, consent: 'on', idempotency_key: `bench-${i}-${process.pid}` };
        if (i % COURSE_EVERY === 0) {
          // A course: the next option, a day and a time (12:00–22:00, every 30 minutes: every course ends by midnight) spread apart.
          const n = i / COURSE_EVERY;
          const minutes = 12 * 60 + ((n * 7) % 21) * 30;
          fields['service'] = options[n % options.length] ?? '';
          fields['date'] = courseDays[(n * 13) % courseDays.length] ?? day;
          fields['time'] = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        } else {
          const minutes = 12 * 60 + (i % 40) * 15;
          fields['date'] = day;
          fields['time'] = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        }
        return {
          ...req,
          headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        };
      },
      onResponse: (status: number, body: string) => {
        if (status === 200) acknowledged.push(JSON.parse(body).id);
        else if (status === 422 && body.includes('"nearest"')) full += 1;
      },
    },
  ],
});
const warm = warmup > 0 ? await load(warmup) : undefined;
const warmAccepted = acknowledged.length;
const warmFull = full;
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
console.log(`\nbooking benchmark: ${connections} connections, ${duration} s after ${warmup} s of warm-up, ${settings.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; one booking in ${COURSE_EVERY} names a course (${options.length} options over ${courseDays.length} open days)`);
console.log('| phase | requests | accepted | accepted/s | full (422) | p50 ms | p99 ms | other non-2xx | errors |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const row = (name: string, r: Result, n: number, refused: number, seconds: number) =>
  console.log(`| ${name} | ${r.requests.total} | ${n} | ${(n / seconds).toFixed(0)} | ${refused} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx - refused} | ${r.errors} |`);
if (warm) row('warm-up', warm, warmAccepted, warmFull, warmup);
row('measured', result, accepted, full - warmFull, duration);
console.log(`\nevery phase: ${acknowledged.length} acknowledged, ${rows.length} stored, ${missing.length} lost, ${rows.length - keys.size} duplicated`);
if (missing.length > 0 || rows.length !== keys.size) process.exitCode = 1;
