import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPA_AVAILABILITY_FACTS, type AvailabilityFacts } from '../../src/booking/availability';
import type { BookingRequest } from '../../src/booking/schema';
import { BUSINESS } from '../../src/config/business';
import { openDatabase, type Db } from '../../src/server/data/connect';
import { availableTimesFor, holdingsQuery, readOccupancy } from '../../src/server/services/booking/occupancy';
import { createBookingWriter, storeBooking, type StoreInput, type StoreResult } from '../../src/server/services/booking/store';
import { storeInput } from '../support/bookings';
import { DATABASE_TARGETS, openOwnTestDatabase, type TestDb } from '../support/database';

/**
 * Rooms at store (issue 38): a booking with a course is stored only while a room of its kind is
 * free for its visit and the cleaning gap, judged against what the database holds and the group's
 * earlier bookings, and two servers racing for the last room cannot both have it.
 */
const NOW = new Date('2026-03-01T03:00:00Z'); // 10:00 in Ho Chi Minh City
const COUPLE_ROOMS = BUSINESS.rooms.find((room) => room.id === 'couple')?.count;
const STANDARD_ROOMS = BUSINESS.rooms.find((room) => room.id === 'standard')?.count ?? 0;

let phones = 0;
/** A request from a phone of its own (the same phone, day and time again would be a duplicate). */
const request = (patch: Partial<BookingRequest>, extra: Partial<StoreInput> = {}): StoreInput =>
  storeInput({ phone: `+8490777${String((phones += 1)).padStart(4, '0')}`, ...patch }, { now: NOW, channels: ['webhook'], ...extra });
const kinds = (results: StoreResult[]) => results.map((r) => r.kind);
/** The spa's facts with `day` opening at midnight (00:00–06:00): the day before's late visits are cleaned into it. */
const nightOpening = (day: string): AvailabilityFacts => ({
  ...SPA_AVAILABILITY_FACTS,
  hours: { hours: BUSINESS.hours, specialHours: [{ from: day, to: day, label: undefined, closed: false, opens: '00:00', closes: '06:00' }] },
});

describe.each(DATABASE_TARGETS)('rooms at store on $name', ({ databaseUrl }) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openOwnTestDatabase('kingstone-rooms-', databaseUrl);
  });
  afterAll(async () => {
    await db?.close();
  });

  const storedOn = async (date: string) => (await db.db.selectFrom('bookings').select(['id', 'time', 'status']).where('date', '=', date).execute()).length;

  it('refuses a full time, stores nothing for it, and names the nearest free times', async () => {
    expect(COUPLE_ROOMS).toBe(1);
    const date = '2026-03-10';
    expect((await storeBooking(db.db, request({ service: 'couple-120', date, time: '15:00' }))).kind).toBe('created');
    const outboxBefore = (await db.db.selectFrom('outbox').select('id').execute()).length;
    // The couple room is held 15:00–17:00 and cleaned until 17:15: a 120-minute course may start by 12:45 or from 17:15.
    expect(await storeBooking(db.db, request({ service: 'couple-120', date, time: '15:30' }))).toEqual({ kind: 'full', nearest: ['12:30', '17:30', '18:00'] });
    expect(await storeBooking(db.db, request({ service: 'couple-120', date, time: '12:46' }))).toMatchObject({ kind: 'full' });
    expect(await storedOn(date)).toBe(1);
    expect((await db.db.selectFrom('outbox').select('id').execute()).length).toBe(outboxBefore);
    // Another room kind that day is another matter.
    expect((await storeBooking(db.db, request({ service: 'thai-90', date, time: '15:30' }))).kind).toBe('created');
  });

  it('names no time when the day has none left', async () => {
    const date = '2026-03-11';
    for (const time of ['12:00', '14:15', '16:30', '18:45', '21:00']) expect((await storeBooking(db.db, request({ service: 'couple-120', date, time }))).kind).toBe('created');
    expect(await storeBooking(db.db, request({ service: 'couple-120', date, time: '16:00' }))).toEqual({ kind: 'full', nearest: [] });
  });

  it("counts the room a booking earlier in the same group took, and a full one leaves its group's others alone", async () => {
    const date = '2026-03-12';
    const writer = createBookingWriter(db.db, { maxGroup: 64 });
    const first = request({ service: 'couple-120', date, time: '16:00' });
    const results = await Promise.all(
      [first, request({ service: 'couple-120', date, time: '17:00' }), request({ service: 'thai-90', date, time: '16:00' }), first].map((x) => writer.store(x)),
    );
    expect(kinds(results)).toEqual(['created', 'full', 'created', 'duplicate']);
    expect(await storedOn(date)).toBe(2);
  });

  it('judges no room for spam nor a request with no course; a proposed booking holds the time proposed; a declined one holds none', async () => {
    const date = '2026-03-13';
    const held = await storeBooking(db.db, request({ service: 'couple-120', date, time: '15:00' }));
    if (held.kind !== 'created') throw new Error('not stored');
    expect((await storeBooking(db.db, request({ service: 'couple-120', date, time: '15:00' }, { spam: true }))).kind).toBe('created');
    expect((await storeBooking(db.db, request({ service: undefined, date, time: '15:00' }))).kind).toBe('created');
    expect((await storeBooking(db.db, request({ service: 'couple-120', date, time: '15:00' }))).kind).toBe('full');
    // The owner proposes 19:00 instead: 15:00 is free again, 19:00 is not.
    await db.db.updateTable('bookings').set({ status: 'proposed', proposed_date: date, proposed_time: '19:00' }).where('id', '=', held.id).execute();
    expect((await storeBooking(db.db, request({ service: 'couple-120', date, time: '19:30' }))).kind).toBe('full');
    expect((await storeBooking(db.db, request({ service: 'couple-120', date, time: '15:00' }))).kind).toBe('created');
    // Declined: its proposed time is free too.
    await db.db.updateTable('bookings').set({ status: 'declined', proposed_date: null, proposed_time: null }).where('id', '=', held.id).execute();
    expect((await storeBooking(db.db, request({ service: 'couple-120', date, time: '19:30' }))).kind).toBe('created');
  });

  it('the last room: with count − 1 taken, exactly one of two servers racing for it is accepted', async () => {
    // Two connections to one database, each with its own group-commit writer, as two server processes
    // have. On PostgreSQL their transactions interleave; on SQLite, in one process, they cannot (see
    // the race with another process below).
    const other = await db.reopen();
    try {
      const here = createBookingWriter(db.db);
      const there = createBookingWriter(other.db);
      // Twelve rounds, a day each: without the day locks PostgreSQL lets both in nearly every round.
      for (let day = 1; day <= 12; day += 1) {
        const date = `2026-04-${String(day).padStart(2, '0')}`;
        for (let i = 1; i < STANDARD_ROOMS; i += 1) expect((await here.store(request({ service: 'thai-90', date, time: '15:00' }))).kind).toBe('created');
        const raced = await Promise.all([here.store(request({ service: 'thai-90', date, time: '15:00' })), there.store(request({ service: 'thai-90', date, time: '15:30' }))]);
        expect(kinds(raced).sort(), date).toEqual(['created', 'full']);
        expect(await storedOn(date)).toBe(STANDARD_ROOMS);
      }
    } finally {
      await other.close();
    }
  });

  it("reads a day's occupancy, with the day before when that day's cleaning can run into it, and nothing else", async () => {
    const day = '2026-03-21';
    for (const [date, time] of [
      ['2026-03-19', '20:00'],
      ['2026-03-20', '22:30'],
      [day, '13:00'],
      ['2026-03-22', '13:00'],
    ] as const) {
      expect((await storeBooking(db.db, request({ service: 'thai-90', date, time }))).kind).toBe('created');
    }
    const shown = (occupancy: { date: string; time: string; minutes: number; room: string }[]) => occupancy.map((o) => `${o.date} ${o.time} ${o.minutes} ${o.room}`).sort();
    // Opening at 12:00, a day owes nothing to the day before: every visit ended by midnight and was cleaned by 00:15.
    expect(shown(await readOccupancy(db.db, day))).toEqual(['2026-03-21 13:00 90 standard']);
    expect(shown(await readOccupancy(db.db, day, nightOpening(day)))).toEqual(['2026-03-20 22:30 90 standard', '2026-03-21 13:00 90 standard']);
  });

  it('keeps the last room of a day opening at midnight while the day before is still cleaning it', async () => {
    const day = '2026-03-28';
    const night = nightOpening(day);
    expect((await storeBooking(db.db, request({ service: 'couple-120', date: '2026-03-27', time: '22:00' }, { availability: night }))).kind).toBe('created');
    // Held until 24:00, cleaned until 00:15: the first free start of the night is 00:30.
    expect(await storeBooking(db.db, request({ service: 'couple-120', date: day, time: '00:00' }, { availability: night }))).toEqual({ kind: 'full', nearest: ['00:30', '01:00', '01:30'] });
    expect((await storeBooking(db.db, request({ service: 'couple-120', date: day, time: '00:15' }, { availability: night }))).kind).toBe('created');
  });

  it('reads it with one query over the indexes on date and proposed_date', async () => {
    const compiled = holdingsQuery(db.db, ['2026-03-20', '2026-03-21']).compile();
    if (databaseUrl) {
      // Tiny tables make a sequential scan cheapest; forbid it to see the plan's indexes.
      const plan = await db.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return trx.executeQuery(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      });
      const text = JSON.stringify(plan.rows);
      expect(text).toContain('bookings_date');
      expect(text).toContain('bookings_proposed_date');
    } else {
      const plan = await db.db.executeQuery(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
      const text = JSON.stringify(plan.rows);
      // The day's requests without a course (they hold no room) are skipped inside the index.
      expect(text).toContain('INDEX bookings_date (date=? AND service_option>?)');
      expect(text).toContain('INDEX bookings_proposed_date');
      expect(text).not.toMatch(/SCAN bookings(?! USING)/);
    }
  });

  it('gives the form the free times of a day: none outside the bookable range nor on a closed day', async () => {
    const date = '2026-03-25';
    expect((await storeBooking(db.db, request({ service: 'couple-120', date, time: '15:00' }))).kind).toBe('created');
    const grid = (from: number, to: number) => Array.from({ length: (to - from) / 30 + 1 }, (_, i) => from + i * 30).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    expect(await availableTimesFor(db.db, date, 'couple-120', NOW)).toEqual([...grid(12 * 60, 12 * 60 + 30), ...grid(17 * 60 + 30, 22 * 60)]);
    expect(await availableTimesFor(db.db, date, 'thai-90', NOW)).toEqual(grid(12 * 60, 22 * 60 + 30));
    // Today from now on; 90 days ahead and no further.
    expect((await availableTimesFor(db.db, '2026-03-01', 'thai-90', NOW))[0]).toBe('12:00');
    expect(await availableTimesFor(db.db, '2026-02-28', 'thai-90', NOW)).toEqual([]);
    expect((await availableTimesFor(db.db, '2026-05-30', 'thai-90', NOW)).length).toBeGreaterThan(0);
    expect(await availableTimesFor(db.db, '2026-05-31', 'thai-90', NOW)).toEqual([]);
    const closed = BUSINESS.specialHours.find((entry) => entry.closed);
    if (closed) expect(await availableTimesFor(db.db, closed.from, 'thai-90', new Date(Date.parse(`${closed.from}T12:00:00+07:00`) - 10 * 86_400_000))).toEqual([]);
    expect(await availableTimesFor(db.db, date, 'lingam-60', NOW)).toEqual([]);
  });
});

/**
 * Two server processes on one SQLite file. In one process the writer's transactions never
 * interleave (node:sqlite is synchronous: a group's statements run between two turns of the event
 * loop), so the race is with another process: here a connection of its own that has taken the
 * last room and not committed yet. The writer's BEGIN IMMEDIATE (src/server/data/sqlite-driver.ts)
 * waits for that commit and then reads it: the request is refused as full. A deferred BEGIN would
 * read before the other's commit and then be stuck on a stale snapshot (SQLITE_BUSY_SNAPSHOT)
 * until the lock wait ran out.
 */
describe('rooms at store on one SQLite file shared by two processes', () => {
  let dir: string;
  let db: Db;
  let other: DatabaseSync;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kingstone-rooms-file-'));
    db = await openDatabase({ dataDir: path.join(dir, 'data'), lockWaitMs: 2_000 });
    other = new DatabaseSync(path.join(dir, 'data', 'kingstone.sqlite'));
  });
  afterAll(async () => {
    if (other.isTransaction) other.exec('ROLLBACK');
    other.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the last room that another process took and is committing meanwhile', async () => {
    const date = '2026-04-20';
    const writer = createBookingWriter(db.db);
    for (let i = 1; i < STANDARD_ROOMS; i += 1) expect((await writer.store(request({ service: 'thai-90', date, time: '15:00' }))).kind).toBe('created');
    // The other process has judged the last room free and inserted its booking, not yet committed.
    other.exec('BEGIN IMMEDIATE');
    other
      .prepare("insert into bookings (created_at, locale, name, phone, service_option, date, time, notes, status, request_hash) values (?, 'vi', 'Other Server', '+84907770999', 'thai-90', ?, '15:00', '', 'new', 'x')")
      .run(NOW.toISOString(), date);
    const stored = writer.store(request({ service: 'thai-90', date, time: '15:30' }));
    setTimeout(() => other.exec('COMMIT'), 100);
    expect(await stored).toEqual({ kind: 'full', nearest: expect.any(Array) });
    expect((await db.db.selectFrom('bookings').select('id').where('date', '=', date).execute()).length).toBe(STANDARD_ROOMS);
  });
});
