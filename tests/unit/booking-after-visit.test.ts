import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRecord } from '../../src/booking/record';
import { RATING_COMMENT_MAX, readRatingForm } from '../../src/booking/rating';
import { earlierNoShows } from '../../src/server/services/booking/no-shows';
import { rateBooking, ratingOf, ratingsOf, type RateInput } from '../../src/server/services/booking/rating';
import { DATABASE_TARGETS, openOwnTestDatabase, type TestDb } from '../support/database';

/**
 * After the visit (issue 38): the visitor's rating of a visit marked done is stored once (a
 * second post, or two racing ones, leave exactly the first), tells the owner's channels, and
 * each booking knows how many times its phone number did not come before.
 */
const NOW = new Date('2041-03-10T03:00:00Z');
const OWNER_CHANNELS = ['email', 'telegram', 'webhook'];

describe('the rating form', () => {
  it('takes one of 1–5 and an optional comment, cleaned of control and invisible characters', () => {
    expect(readRatingForm({ rating: '5' })).toEqual({ kind: 'ok', rating: 5, comment: '' });
    expect(readRatingForm({ rating: '1', comment: '  Cold room\r\nslow\u0007 answer\u200b \u001b[2J ' })).toEqual({ kind: 'ok', rating: 1, comment: 'Cold room\nslow answer [2J' });
    for (const bad of [undefined, '', '0', '6', '4.5', ' 4', '4 ', '04', '٤', '5\n', 'five', '1'.repeat(65_536)]) {
      expect(readRatingForm({ rating: bad, comment: 'kept' }), String(bad)).toEqual({ kind: 'invalid', problem: 'rating', rating: undefined, comment: 'kept' });
    }
  });

  it('counts the comment in code points: 1,000 Korean syllables or emoji pass, one more is refused with the text kept', () => {
    expect(readRatingForm({ rating: '4', comment: '좋'.repeat(RATING_COMMENT_MAX) }).kind).toBe('ok');
    expect(readRatingForm({ rating: '4', comment: '🌿'.repeat(RATING_COMMENT_MAX) }).kind).toBe('ok');
    expect(readRatingForm({ rating: '4', comment: `${'좋'.repeat(RATING_COMMENT_MAX)}!` })).toEqual({ kind: 'invalid', problem: 'comment', rating: 4, comment: `${'좋'.repeat(RATING_COMMENT_MAX)}!` });
  });

  it('reads a hostile 64 KB comment in linear time', () => {
    const started = performance.now();
    readRatingForm({ rating: '3', comment: '\u200b\u0000 '.repeat(22_000) });
    // Generous on purpose (CONTRIBUTING: the linear-time parser tests).
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe.each(DATABASE_TARGETS)('after the visit on $name', ({ databaseUrl }) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openOwnTestDatabase('kingstone_after_visit_', databaseUrl);
  });
  afterAll(async () => {
    await db?.close();
  });

  async function booking(patch: Partial<Omit<BookingRecord, 'id'>> = {}): Promise<number> {
    const { id } = await db.db
      .insertInto('bookings')
      .values({
        created_at: NOW.toISOString(),
        locale: 'ko',
        name: 'Kim Min-su',
        phone: '+84901234567',
        service_option: null,
        date: '2041-03-09',
        time: '18:00',
        notes: '',
        status: 'done',
        idempotency_key: null,
        request_hash: randomUUID(),
        contact_method: null,
        contact_handle: null,
        ...patch,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }
  const rate = (id: number, patch: Partial<RateInput> = {}) => rateBooking(db.db, { id, rating: 5, comment: '', now: NOW, ownerChannels: OWNER_CHANNELS, ...patch });
  const notes = async (id: number) =>
    (await db.db.selectFrom('outbox').select(['channel', 'purpose', 'event_id']).where('booking_id', '=', id).orderBy('channel').execute()).map((r) => ({ ...r, event_id: r.event_id === null ? null : Number(r.event_id) }));

  it('stores a rating of a done visit once, with a note to each owner channel; a second post keeps the first', async () => {
    const id = await booking();
    expect(await rate(id, { rating: 2, comment: 'The room was cold.\nThe tea was good.' })).toEqual({
      kind: 'stored',
      rating: { booking_id: id, rating: 2, comment: 'The room was cold.\nThe tea was good.', created_at: NOW.toISOString() },
    });
    expect(await notes(id)).toEqual(OWNER_CHANNELS.map((channel) => ({ channel, purpose: 'rating', event_id: null })));
    const again = await rate(id, { rating: 5, comment: 'Changed my mind', now: new Date(NOW.getTime() + 60_000) });
    expect(again).toEqual({ kind: 'already', rating: { booking_id: id, rating: 2, comment: 'The room was cold.\nThe tea was good.', created_at: NOW.toISOString() } });
    expect(await ratingOf(db.db, id)).toMatchObject({ rating: 2, comment: 'The room was cold.\nThe tea was good.' });
    expect(await notes(id)).toHaveLength(OWNER_CHANNELS.length);
  });

  it('two racing posts store exactly one rating and one set of notes, also from two servers', async () => {
    const id = await booking();
    const results = await Promise.all([1, 2, 3, 4, 5].map((rating) => rate(id, { rating: rating as 1 | 2 | 3 | 4 | 5 })));
    expect(results.filter((r) => r.kind === 'stored')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'already')).toHaveLength(4);
    const stored = results.find((r) => r.kind === 'stored');
    // Every loser reads back the winner's rating, never its own.
    for (const r of results) if (r.kind === 'already' && stored?.kind === 'stored') expect(r.rating).toEqual(stored.rating);
    expect(await db.db.selectFrom('booking_ratings').select('rating').where('booking_id', '=', id).execute()).toHaveLength(1);
    expect(await notes(id)).toHaveLength(OWNER_CHANNELS.length);

    const other = await db.reopen();
    try {
      const twice = await booking();
      const raced = await Promise.all([rateBooking(db.db, { id: twice, rating: 4, comment: 'here', now: NOW, ownerChannels: ['webhook'] }), rateBooking(other.db, { id: twice, rating: 1, comment: 'there', now: NOW, ownerChannels: ['webhook'] })]);
      expect(raced.map((r) => r.kind).sort()).toEqual(['already', 'stored']);
      expect(await db.db.selectFrom('booking_ratings').select('comment').where('booking_id', '=', twice).execute()).toHaveLength(1);
      expect(await notes(twice)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('refuses a visit not marked done, an unknown booking and a comment over the limit, storing nothing', async () => {
    for (const status of ['new', 'confirmed', 'no_show', 'cancelled'] as const) {
      const id = await booking({ status });
      expect(await rate(id)).toEqual({ kind: 'refused' });
      expect(await ratingOf(db.db, id)).toBeUndefined();
      expect(await notes(id)).toEqual([]);
    }
    expect(await rate(999_999_999)).toEqual({ kind: 'missing' });
    const id = await booking();
    expect(await rate(id, { comment: 'x'.repeat(RATING_COMMENT_MAX + 1) })).toEqual({ kind: 'refused' });
    expect(await ratingOf(db.db, id)).toBeUndefined();
  });

  it('cleans the comment again at store, whoever calls it', async () => {
    const id = await booking();
    await rate(id, { comment: ' ok\u0000\u202e then\u2028fine ' });
    expect((await ratingOf(db.db, id))?.comment).toBe('ok then\nfine');
  });

  it('refuses a rating outside 1–5 in the database itself', async () => {
    const id = await booking();
    await expect(db.db.insertInto('booking_ratings').values({ booking_id: id, rating: 6 as 5, comment: '', created_at: NOW.toISOString() }).execute()).rejects.toThrow();
  });

  it("reads the listed bookings' ratings in one call, more than a query's worth of ids too", async () => {
    const rated = await booking();
    await rate(rated, { rating: 3, comment: 'fine' });
    const unrated = await booking();
    const ids = [...Array.from({ length: 2500 }, (_, i) => 900_000_000 + i), rated, unrated];
    const found = await ratingsOf(db.db, ids);
    expect([...found.keys()]).toEqual([rated]);
    expect(found.get(rated)).toMatchObject({ rating: 3, comment: 'fine' });
  });

  it("counts a phone number's no-shows at earlier visits, for each booking, never its own or a later one", async () => {
    const phone = '+84909990001';
    const missed = [await booking({ phone, status: 'no_show', date: '2041-01-05', time: '15:00' }), await booking({ phone, status: 'no_show', date: '2041-02-05', time: '15:00' })];
    await booking({ phone, status: 'done', date: '2041-01-20', time: '15:00' });
    await booking({ phone, status: 'cancelled', date: '2041-01-25', time: '15:00' });
    await booking({ phone: '+84909990002', status: 'no_show', date: '2041-01-05', time: '15:00' });
    const next = await booking({ phone, status: 'new', date: '2041-03-20', time: '12:00' });
    const between = await booking({ phone, status: 'confirmed', date: '2041-02-05', time: '14:59' });
    const first = await booking({ phone, status: 'done', date: '2041-01-01', time: '12:00' });
    const stranger = await booking({ phone: '+84909990003', status: 'new' });
    const walkIn = await booking({ phone: '', status: 'new' });
    const keys = await db.db.selectFrom('bookings').select(['id', 'phone', 'date', 'time']).where('id', 'in', [next, between, first, stranger, walkIn, ...missed]).execute();
    const counts = await earlierNoShows(db.db, keys);
    expect(counts.get(next)).toBe(2);
    expect(counts.get(between)).toBe(1);
    expect(counts.get(missed[1] ?? 0)).toBe(1);
    for (const none of [first, stranger, walkIn, missed[0] ?? 0]) expect(counts.has(none)).toBe(false);
    // The number as typed reads the same history: what is stored is E.164 (src/booking/phone.ts).
    expect((await earlierNoShows(db.db, [{ id: -1, phone: '090 999 0001', date: '2041-12-31', time: '23:00' }])).get(-1)).toBe(2);
  });

  it('reads the no-shows from their own index', async () => {
    const phone = '+84909990001';
    if (databaseUrl) {
      // A table this small is read whole whatever its indexes: ask PostgreSQL what it does at size.
      const plan = await db.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return (await sql<{ 'QUERY PLAN': string }>`explain select id, phone, date, time from bookings where status = 'no_show' and phone in (${phone})`.execute(trx)).rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('bookings_no_show');
    } else {
      const plan = (await sql<{ detail: string }>`explain query plan select id, phone, date, time from bookings where status = 'no_show' and phone in (${phone})`.execute(db.db)).rows.map((r) => r.detail).join('\n');
      expect(plan).toContain('bookings_no_show');
    }
  });
});
