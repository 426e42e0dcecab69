import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequest } from '../../src/booking/schema';
import { openDatabase, type Db } from '../../src/server/data/connect';
import { createBookingWriter, storeBooking, type StoreInput } from '../../src/server/services/booking/store';
import { storeInput } from '../support/bookings';
import { DATABASE_TARGETS } from '../support/database';

const NOW = new Date('2026-03-01T03:00:00Z');
const input = (patch: Partial<StoreInput> = {}, req: Partial<BookingRequest> = {}): StoreInput =>
  storeInput(req, { locale: 'ko', now: NOW, channels: ['email', 'webhook'], ...patch });

describe.each(DATABASE_TARGETS)('booking store on $name', ({ databaseUrl }) => {
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kingstone-db-'));
    db = await openDatabase({ dataDir: dir, databaseUrl });
    await db.db.deleteFrom('outbox').execute();
    await db.db.deleteFrom('bookings').execute();
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async () => Number((await db.db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('stores a booking with an outbox row per channel, in one transaction', async () => {
    const result = await storeBooking(db.db, input({ idempotencyKey: 'key-1' }));
    expect(result.kind).toBe('created');
    const row = await db.db.selectFrom('bookings').selectAll().where('idempotency_key', '=', 'key-1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Kim Min-su', phone: '+84901234567', service_option: 'thai-90', status: 'new' });
    const outbox = await db.db.selectFrom('outbox').select('channel').where('booking_id', '=', Number(row.id)).execute();
    expect(outbox.map((o) => o.channel).sort()).toEqual(['email', 'webhook']);
  });

  it('stores a retried submission once (same idempotency key and body)', async () => {
    const before = await count();
    const first = await storeBooking(db.db, input({ idempotencyKey: 'key-2' }, { time: '19:00' }));
    const again = await storeBooking(db.db, input({ idempotencyKey: 'key-2' }, { time: '19:00' }));
    expect(again).toEqual({ kind: 'duplicate', id: first.kind === 'created' ? first.id : -1 });
    expect(await count()).toBe(before + 1);
  });

  it('refuses the same idempotency key with a different body', async () => {
    await storeBooking(db.db, input({ idempotencyKey: 'key-3' }, { time: '20:00' }));
    expect(await storeBooking(db.db, input({ idempotencyKey: 'key-3' }, { time: '21:00' }))).toEqual({ kind: 'conflict' });
  });

  it('treats the same phone, date, time and service within minutes as one booking, even without a key', async () => {
    const first = await storeBooking(db.db, input({}, { time: '15:00' }));
    const later = new Date(NOW.getTime() + 60_000);
    const second = await storeBooking(db.db, input({ now: later, idempotencyKey: 'other-key' }, { time: '15:00' }));
    expect(second.kind).toBe('duplicate');
    expect(second.kind === 'duplicate' && first.kind === 'created' && second.id === first.id).toBe(true);
    const muchLater = new Date(NOW.getTime() + 60 * 60_000);
    expect((await storeBooking(db.db, input({ now: muchLater }, { time: '15:00' }))).kind).toBe('created');
  });

  it('keeps bot submissions as spam without notifying anyone', async () => {
    const result = await storeBooking(db.db, input({ spam: true }, { time: '16:00', phone: '+84909999999' }));
    expect(result.kind).toBe('created');
    const id = result.kind === 'created' ? result.id : -1;
    const row = await db.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('spam');
    expect(await db.db.selectFrom('outbox').select('id').where('booking_id', '=', id).execute()).toEqual([]);
  });

  it('group commit: concurrent bookings share transactions, each answered once, duplicates still found', async () => {
    const before = await count();
    const writer = createBookingWriter(db.db, { maxGroup: 8 });
    // No course ("decide after a consultation"): no room is judged, so twenty at one time all fit.
    const inputs = Array.from({ length: 20 }, (_, i) =>
      input({ idempotencyKey: `group-${i}` }, { phone: `+8490${String(2000000 + i)}`, time: '13:30', service: undefined }),
    );
    const results = await Promise.all([...inputs, inputs[3]!, inputs[7]!].map((x) => writer.store(x)));
    expect(results.filter((r) => r.kind === 'created')).toHaveLength(20);
    expect(results.slice(20)).toEqual([
      { kind: 'duplicate', id: results[3]?.kind === 'created' ? results[3].id : -1 },
      { kind: 'duplicate', id: results[7]?.kind === 'created' ? results[7].id : -1 },
    ]);
    expect(await count()).toBe(before + 20);
  });

  it('judges each booking of one group in order: repeats, reused keys and twins inside the group', async () => {
    const before = await count();
    const outboxBefore = (await db.db.selectFrom('outbox').select('id').execute()).length;
    const writer = createBookingWriter(db.db, { maxGroup: 64 });
    // A day of its own, so the rooms the tests above took leave these free.
    const date = '2026-03-05';
    const keyed = input({ idempotencyKey: 'in-group-1' }, { phone: '+84907770001', time: '14:30', date });
    const reusedKey = input({ idempotencyKey: 'in-group-1' }, { phone: '+84907770002', time: '14:30', date });
    const twinA = input({}, { phone: '+84907770003', time: '15:30', notes: 'first', date });
    const twinB = input({}, { phone: '+84907770003', time: '15:30', notes: 'second', date });
    const otherService = input({}, { phone: '+84907770003', time: '15:30', service: 'thai-vip-90', date });
    const bot = input({ spam: true }, { phone: '+84907770004', time: '16:30', date });
    // All queued in one turn of the event loop: one group, one transaction.
    const results = await Promise.all([keyed, keyed, reusedKey, twinA, twinB, otherService, bot].map((x) => writer.store(x)));
    const id = (i: number) => {
      const r = results[i];
      return r && 'id' in r ? r.id : -1;
    };
    expect(results.map((r) => r.kind)).toEqual(['created', 'duplicate', 'conflict', 'created', 'duplicate', 'created', 'created']);
    expect(id(1)).toBe(id(0));
    expect(id(4)).toBe(id(3));
    expect(new Set([id(0), id(3), id(5), id(6)]).size).toBe(4);
    expect(await count()).toBe(before + 4);
    // Two channels for each of the three real bookings; none for the bot.
    expect((await db.db.selectFrom('outbox').select('id').execute()).length).toBe(outboxBefore + 6);
    const stored = await db.db.selectFrom('bookings').select(['id', 'notes', 'status']).where('id', 'in', [id(3), id(6)]).orderBy('id').execute();
    expect(stored.map((r) => [Number(r.id), r.notes, r.status])).toEqual([
      [id(3), 'first', 'new'],
      [id(6), '', 'spam'],
    ]);
  });

  it('survives a reopen: the data is on disk and migrations are not applied twice', async () => {
    if (databaseUrl) return;
    const before = await count();
    await db.close();
    db = await openDatabase({ dataDir: dir, databaseUrl });
    expect(await count()).toBe(before);
  });
});
