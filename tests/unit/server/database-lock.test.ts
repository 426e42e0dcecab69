import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequest } from '../../../src/booking/schema';
import { createBookingWriter, type StoreInput } from '../../../src/server/services/booking/store';
import { DatabaseBusyError } from '../../../src/server/data/busy';
import { openDatabase, type Db } from '../../../src/server/data/connect';

const request: BookingRequest = { name: 'Kim Min-su', phone: '+84901234567', service: 'thai-90', date: '2026-03-02', time: '18:00', notes: '', contact_method: undefined, contact_handle: '', consent: 'on', website: '' };
const input = (time: string, phone = '+84901234567'): StoreInput => ({
  request: { ...request, time, phone },
  locale: 'ko',
  idempotencyKey: undefined,
  spam: false,
  now: new Date('2026-03-01T03:00:00Z'),
  channels: [],
});

let dir: string;
let db: Db;
/** A second process's connection to the same file, as `sqlite3` or another server would hold it. */
let other: DatabaseSync;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kingstone-lock-'));
  // A folder the database makes itself (mkdtemp's own is already private).
  db = await openDatabase({ dataDir: path.join(dir, 'data'), lockWaitMs: 400 });
  other = new DatabaseSync(path.join(dir, 'data', 'kingstone.sqlite'));
});
afterEach(() => {
  if (other.isTransaction) other.exec('ROLLBACK');
});
afterAll(async () => {
  other.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async () => (await db.db.selectFrom('bookings').select('id').execute()).length;

describe('a SQLite lock held by another process', () => {
  it('keeps the event loop free while a booking waits, and stores it once the lock is released', async () => {
    const before = await count();
    other.exec('BEGIN IMMEDIATE');
    const writer = createBookingWriter(db.db);
    let settled = false;
    const stored = writer.store(input('18:00')).finally(() => {
      settled = true;
    });
    // Timers keep firing while the booking waits: SQLite's blocking busy handler would stop them.
    let ticks = 0;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        ticks += 1;
        if (ticks === 5) {
          clearInterval(timer);
          resolve();
        }
      }, 10);
    });
    expect(settled).toBe(false);
    other.exec('COMMIT');
    expect((await stored).kind).toBe('created');
    expect(await count()).toBe(before + 1);
  });

  it('refuses the waiting group with DatabaseBusyError after the wait, at once and not one by one', async () => {
    other.exec('BEGIN IMMEDIATE');
    const writer = createBookingWriter(db.db);
    const started = performance.now();
    const results = await Promise.allSettled(['19:00', '19:30', '20:00'].map((t) => writer.store(input(t))));
    const waited = performance.now() - started;
    expect(results.map((r) => r.status === 'rejected' && r.reason instanceof DatabaseBusyError)).toEqual([true, true, true]);
    // One wait for the group (400 ms), not one per booking.
    expect(waited).toBeLessThan(3 * 400);
  });

  it('refuses bookings beyond the queue bound at once', async () => {
    other.exec('BEGIN IMMEDIATE');
    const writer = createBookingWriter(db.db, { maxQueued: 2 });
    const queued = [writer.store(input('21:00')), writer.store(input('21:30'))];
    await expect(writer.store(input('22:00'))).rejects.toBeInstanceOf(DatabaseBusyError);
    other.exec('COMMIT');
    expect((await Promise.all(queued)).map((r) => r.kind)).toEqual(['created', 'created']);
  });
});

describe('the database files', () => {
  it('are readable by their owner only', () => {
    const mode = (p: string) => statSync(p).mode & 0o777;
    const data = path.join(dir, 'data');
    expect(mode(data)).toBe(0o700);
    expect(mode(path.join(data, 'kingstone.sqlite'))).toBe(0o600);
    expect(mode(path.join(data, 'kingstone.sqlite-wal'))).toBe(0o600);
  });
});
