import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionServer, type RunningServer } from '../support/server-process';
import { dayAhead } from '../support/site';

/**
 * The booking promise under a crash: every request the server acknowledged is in the database
 * after a SIGKILL mid-load and a restart, and its notification still goes out.
 */
const delivered = new Set<number>();
let receiver: http.Server;
let hookUrl = '';
const dataDir = mkdtempSync(path.join(tmpdir(), 'kingstone-crash-'));

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      delivered.add((JSON.parse(body) as { booking: { id: number } }).booking.id);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise((r) => receiver.close(() => r(undefined)));
});

const env = () => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '', // this test reads the SQLite file itself
  BOOKING_RATE_LIMIT: '0',
  NOTIFY_WEBHOOK_URL: hookUrl,
  NOTIFY_WEBHOOK_SECRET: 'crash-test',
});

const day = dayAhead(2);
function booking(server: RunningServer, i: number) {
  const minutes = 12 * 60 + (i % 40) * 15; // distinct phone per request, so none is a duplicate
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const body = new URLSearchParams({ name: `Guest ${i}`, phone: `+8490${String(1000000 + i)}`, date: day, time, consent: 'on', idempotency_key: `crash-${i}-key` });
  return fetch(`${server.url}/api/booking?locale=en`, {
    method: 'POST',
    headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
}

describe('bookings survive a crash', () => {
  it('keeps every acknowledged booking after SIGKILL mid-load, and the outbox still delivers', async () => {
    let server = await startProductionServer(env());
    const acknowledged: number[] = [];
    let killAfter: () => void = () => undefined;
    const enoughAcknowledged = new Promise<void>((resolve) => (killAfter = resolve));
    // Requests keep coming until the kill: 8 at a time, over and over.
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < 400) {
        const i = next++;
        try {
          const res = await booking(server, i);
          if (res.status === 200) {
            acknowledged.push(((await res.json()) as { id: number }).id);
            if (acknowledged.length >= 15) killAfter();
          }
        } catch {
          // the connection died with the server
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await Promise.race([enoughAcknowledged, new Promise((r) => setTimeout(r, 20_000))]);
    killed = true;
    server.process.kill('SIGKILL');
    await Promise.all(workers);
    await server.stop();

    server = await startProductionServer(env());
    const db = new DatabaseSync(path.join(dataDir, 'kingstone.sqlite'), { readOnly: true });
    const stored = new Set((db.prepare('select id from bookings').all() as { id: number }[]).map((r) => Number(r.id)));
    db.close();
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);
    for (const id of acknowledged) expect(stored.has(id), `booking ${id}`).toBe(true);

    // After the restart the worker resumes; every stored booking's webhook arrives.
    await expect.poll(() => [...stored].every((id) => delivered.has(id)), { timeout: 20_000, interval: 250 }).toBe(true);
    await server.stop();
  }, 60_000);
});
