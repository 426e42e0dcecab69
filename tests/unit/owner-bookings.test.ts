import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS } from '../../src/config/business';
import type { OwnerBooking } from '../../src/booking/owner-booking';
import { availableTimesFor } from '../../src/server/services/booking/occupancy';
import { enterOwnerBooking, ownerTimesFor } from '../../src/server/services/booking/owner-booking';
import { addRoomBlock, removeRoomBlock, upcomingRoomBlocks } from '../../src/server/services/booking/room-blocks';
import { storeBooking } from '../../src/server/services/booking/store';
import { storeInput } from '../support/bookings';
import { DATABASE_TARGETS, openOwnTestDatabase, type TestDb } from '../support/database';

/**
 * The owner's own bookings and room blocks at store (issue 38): each takes rooms the way a
 * visitor's request does, so the visitor's free times, the booking writer and the owner's own
 * list all count them; two owners racing for the last room cannot both have it.
 */
const NOW = new Date('2026-03-01T03:00:00Z'); // 10:00 in Ho Chi Minh City, before opening
const STANDARD = BUSINESS.rooms.find((room) => room.id === 'standard')?.count ?? 0;
const VIP = BUSINESS.rooms.find((room) => room.id === 'vip')?.count ?? 0;

let keys = 0;
const owner = (patch: Partial<OwnerBooking>, key: string | undefined = `owner-key-${(keys += 1)}`) => ({
  booking: { source: 'phone' as const, name: 'Chị Lan', phone: '+84901112233', service: 'thai-90', date: '2026-03-10', time: '15:00', notes: '', locale: 'vi' as const, ...patch },
  idempotencyKey: key,
  now: NOW,
  channels: ['webhook', 'email', 'telegram'],
});
let phones = 0;
const visitor = (date: string, time: string, service = 'thai-90') =>
  storeInput({ phone: `+8490888${String((phones += 1)).padStart(4, '0')}`, service, date, time }, { now: NOW, channels: ['webhook'] });

describe.each(DATABASE_TARGETS)("the owner's own bookings and room blocks on $name", ({ databaseUrl }) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openOwnTestDatabase('kingstone-owner-bookings-', databaseUrl);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('stores a phone booking confirmed, with its source, and tells only the webhook', async () => {
    const result = await enterOwnerBooking(db.db, owner({ date: '2026-03-09' }));
    if (result.kind !== 'created') throw new Error(result.kind);
    const row = await db.db.selectFrom('bookings').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'confirmed', source: 'phone', name: 'Chị Lan', phone: '+84901112233', service_option: 'thai-90', date: '2026-03-09', time: '15:00', locale: 'vi' });
    const outbox = await db.db.selectFrom('outbox').select(['channel', 'booking_id']).where('booking_id', '=', result.id).execute();
    expect(outbox.map((r) => r.channel)).toEqual(['webhook']);
    // A visitor's request stays the site's.
    const site = await storeBooking(db.db, visitor('2026-03-09', '18:00'));
    if (site.kind !== 'created') throw new Error(site.kind);
    expect((await db.db.selectFrom('bookings').select('source').where('id', '=', site.id).executeTakeFirstOrThrow()).source).toBe('site');
  });

  it('stores the same form once: a second post with its key answers the first booking', async () => {
    const first = await enterOwnerBooking(db.db, owner({ date: '2026-03-11', source: 'walk_in', phone: '' }, 'walk-in-form-1'));
    const again = await enterOwnerBooking(db.db, owner({ date: '2026-03-11', source: 'walk_in', phone: '' }, 'walk-in-form-1'));
    if (first.kind !== 'created') throw new Error(first.kind);
    expect(again).toEqual({ kind: 'duplicate', id: first.id });
    expect(await db.db.selectFrom('bookings').select('phone').where('date', '=', '2026-03-11').execute()).toEqual([{ phone: '' }]);
  });

  it("takes the last room: the visitor's form no longer offers the time and the writer refuses it; a full time is refused to the owner too", async () => {
    const date = '2026-03-12';
    expect(await availableTimesFor(db.db, date, 'thai-vip-90', NOW)).toContain('15:00');
    for (let i = 0; i < VIP; i += 1) expect((await enterOwnerBooking(db.db, owner({ date, service: 'thai-vip-90' }))).kind).toBe('created');
    // Both VIP rooms held 15:00–16:30 and cleaned until 16:45: no VIP course may start from 13:15 to 16:30.
    const free = await availableTimesFor(db.db, date, 'thai-vip-90', NOW);
    expect(free).not.toContain('15:00');
    expect(free).toContain('13:00');
    expect(free).toContain('17:00');
    expect(await storeBooking(db.db, visitor(date, '15:30', 'thai-vip-90'))).toMatchObject({ kind: 'full' });
    expect(await enterOwnerBooking(db.db, owner({ date, service: 'thai-vip-90', time: '14:00' }))).toEqual({ kind: 'full', nearest: ['12:00', '12:30', '13:00'] });
    expect(await ownerTimesFor(db.db, date, 'thai-vip-90', NOW)).toEqual(free);
  });

  it("is bound by neither a course's notice nor the half hour under way, but by the hours and the rooms", async () => {
    // 15:10 on 3 March: the visitor's form offers watsu from the next day only, and 15:30 at the earliest today for the rest.
    const now = new Date('2026-03-03T08:10:00Z');
    const date = '2026-03-03';
    expect(await availableTimesFor(db.db, date, 'watsu-60', now)).toEqual([]);
    expect((await availableTimesFor(db.db, date, 'thai-90', now))[0]).toBe('15:30');
    const times = await ownerTimesFor(db.db, date, 'watsu-60', now);
    expect(times[0]).toBe('15:00');
    expect(times.at(-1)).toBe('23:00');
    expect((await enterOwnerBooking(db.db, { ...owner({ date, service: 'watsu-60', time: '15:00', source: 'walk_in', phone: '' }), now })).kind).toBe('created');
    expect(await ownerTimesFor(db.db, date, 'watsu-60', now)).not.toContain('15:00');
  });

  it('two owners racing for the last room: exactly one has it', async () => {
    const other = await db.reopen();
    try {
      for (let day = 13; day <= 20; day += 1) {
        const date = `2026-03-${day}`;
        for (let i = 1; i < STANDARD; i += 1) expect((await enterOwnerBooking(db.db, owner({ date }))).kind).toBe('created');
        const raced = await Promise.all([enterOwnerBooking(db.db, owner({ date, time: '15:00' })), enterOwnerBooking(other.db, owner({ date, time: '15:30' }))]);
        expect(raced.map((r) => r.kind).sort(), date).toEqual(['created', 'full']);
      }
    } finally {
      await other.close();
    }
  });

  it('a room block holds its rooms for exactly its range: the form, the writer and the owner count it, and removing it frees them', async () => {
    const date = '2026-03-24';
    const added = await addRoomBlock(db.db, { room: 'vip', count: VIP, date, time: '14:00', minutes: 240, reason: 'Sửa vòi sen' }, 'Minh (owner)', NOW);
    expect(added.short).toBe(0);
    const free = await availableTimesFor(db.db, date, 'super-king-120', NOW);
    // A 120-minute course and its 15-minute cleaning end by 14:00 (start 11:45 at the latest: none, opening at 12:00), or start at 18:00.
    expect(free.filter((time) => time < '18:00')).toEqual([]);
    expect(free[0]).toBe('18:00');
    expect(await storeBooking(db.db, visitor(date, '16:00', 'super-king-120'))).toEqual({ kind: 'full', nearest: ['18:00', '18:30', '19:00'] });
    expect(await ownerTimesFor(db.db, date, 'thai-vip-90', NOW)).toContain('12:00');
    expect(await ownerTimesFor(db.db, date, 'thai-vip-90', NOW)).not.toContain('12:30');
    // Another kind is another matter.
    expect(await availableTimesFor(db.db, date, 'thai-90', NOW)).toContain('15:00');
    const [listed] = (await upcomingRoomBlocks(db.db, '2026-03-24')).filter((b) => b.id === added.id);
    expect(listed).toMatchObject({ room: 'vip', count: VIP, date, time: '14:00', minutes: 240, reason: 'Sửa vòi sen', created_by: 'Minh (owner)' });
    expect(await removeRoomBlock(db.db, added.id)).toMatchObject({ id: added.id });
    expect(await removeRoomBlock(db.db, added.id)).toBeUndefined();
    expect(await availableTimesFor(db.db, date, 'super-king-120', NOW)).toContain('16:00');
  });

  it('a block of one room leaves the others, and says how many bookings then lack a room', async () => {
    const date = '2026-03-25';
    for (let i = 0; i < STANDARD; i += 1) expect((await storeBooking(db.db, visitor(date, '15:00'))).kind).toBe('created');
    const added = await addRoomBlock(db.db, { room: 'standard', count: 2, date, time: '16:00', minutes: 60, reason: 'Plumber' }, 'Lan (front-desk)', NOW);
    expect(added.short).toBe(2);
    const one = await addRoomBlock(db.db, { room: 'standard', count: 1, date, time: '20:00', minutes: 60, reason: 'Painter' }, 'Lan (front-desk)', NOW);
    expect(one.short).toBe(0);
    const free = await availableTimesFor(db.db, date, 'thai-90', NOW);
    // Three rooms are left from 20:00 to 21:00: a course at 19:00 still has one.
    expect(free).toContain('19:00');
    expect(free).toContain('20:00');
    expect((await upcomingRoomBlocks(db.db, date)).map((b) => [b.id, b.time])).toEqual([
      [added.id, '16:00'],
      [one.id, '20:00'],
    ]);
    expect(await upcomingRoomBlocks(db.db, '2026-03-26')).toEqual([]);
  });
});
