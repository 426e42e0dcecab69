import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRecord } from '../../src/booking/record';
import { rateBooking } from '../../src/server/services/booking/rating';
import { storeBooking } from '../../src/server/services/booking/store';
import type { Channel } from '../../src/server/services/notify/channels';
import type { BookingMessage } from '../../src/server/services/notify/message';
import { deliverDue } from '../../src/server/services/notify/outbox';
import { answeredText } from '../../src/server/services/notify/telegram/texts';
import { ROOMY_FACTS, storeInput } from '../support/bookings';
import { DATABASE_TARGETS, openOwnTestDatabase, type TestDb } from '../support/database';

/**
 * What the owner hears after a visit and before the next one (issue 38): a rating's note on each
 * of her channels, once, without the comment's words outside the webhook; a new request from a
 * number that did not come before says how many times.
 */
const SITE = 'https://kingstonespa.vn';
const NOW = new Date('2041-03-10T03:00:00Z');
const OWNER = ['email', 'telegram', 'webhook'] as const;

describe.each(DATABASE_TARGETS)("the owner's notes on $name", ({ databaseUrl }) => {
  let db: TestDb;
  const sent: { channel: string; message: BookingMessage }[] = [];
  const channels = Object.fromEntries(OWNER.map((channel) => [channel, (async (message) => void sent.push({ channel, message })) satisfies Channel]));
  const take = () => sent.splice(0);
  beforeAll(async () => {
    db = await openOwnTestDatabase('kingstone_after_visit_notes_', databaseUrl);
  });
  afterAll(async () => {
    await db?.close();
  });

  async function booking(patch: Partial<Omit<BookingRecord, 'id'>>): Promise<number> {
    const { id } = await db.db
      .insertInto('bookings')
      .values({ created_at: NOW.toISOString(), locale: 'ko', name: 'Kim', phone: '+84901234567', service_option: null, date: '2041-03-01', time: '15:00', notes: '', status: 'done', idempotency_key: null, request_hash: randomUUID(), contact_method: null, contact_handle: null, ...patch })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }

  it('tells each owner channel of a new request from a number with earlier no-shows how many, and the webhook the count of every new request', async () => {
    const phone = '+84908880001';
    await booking({ phone, status: 'no_show', date: '2041-01-10' });
    await booking({ phone, status: 'no_show', date: '2041-02-10' });
    await booking({ phone, status: 'done', date: '2041-02-20' });
    const stored = await storeBooking(db.db, storeInput({ phone, service: undefined, date: '2041-03-20', time: '18:00' }, { now: NOW, channels: [...OWNER], availability: ROOMY_FACTS }));
    const other = await storeBooking(db.db, storeInput({ phone: '+84908880002', service: undefined, date: '2041-03-20', time: '18:00' }, { now: NOW, channels: [...OWNER], availability: ROOMY_FACTS }));
    expect(stored.kind).toBe('created');
    await deliverDue(db.db, channels, SITE, NOW);
    const notes = take();
    const about = (id: number) => notes.filter((n) => n.message.data['id'] === id);
    if (stored.kind !== 'created' || other.kind !== 'created') throw new Error('not stored');
    expect(about(stored.id).map((n) => n.channel).sort()).toEqual([...OWNER]);
    for (const { channel, message } of about(stored.id)) {
      expect(message.type, channel).toBe('booking.created');
      expect(message.text.split('\n'), channel).toContain('Earlier no-shows: 2 (same phone number)');
      expect(message.data['earlier_no_shows'], channel).toBe(2);
      // It never stops the request: the Telegram buttons are there as for any other.
      expect(message.data['status']).toBe('new');
    }
    for (const { message } of about(other.id)) {
      expect(message.text).not.toContain('no-show');
      expect(message.data['earlier_no_shows']).toBe(0);
    }
    // After the owner's tap, the edited Telegram message keeps the line.
    const row = await db.db.selectFrom('bookings').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
    expect(answeredText(row, SITE, { noShows: 2 })).toContain('\nEarlier no-shows: 2 (same phone number)\n');
    expect(answeredText(row, SITE, { noShows: 0 })).not.toContain('no-show');
  });

  it("sends the rating's note once to each owner channel; the comment's words reach the webhook only", async () => {
    const id = await booking({ name: 'Trần Thị Lan', date: '2041-03-09', time: '18:00' });
    await rateBooking(db.db, { id, rating: 2, comment: 'The room was cold; the tea was good.', now: NOW, ownerChannels: [...OWNER] });
    expect(await deliverDue(db.db, channels, SITE, NOW)).toEqual({ delivered: 3, failed: 0 });
    const notes = take();
    expect(notes.map((n) => n.channel).sort()).toEqual([...OWNER]);
    const [note] = notes;
    expect(note?.message.type).toBe('booking.rated');
    expect(note?.message.subject).toMatch(/^Booking #\d+ \(KS-\d{4,}\) rated 2\/5$/);
    expect(note?.message.text.split('\n')).toEqual([
      expect.stringMatching(/^Kingstone Spa: booking #\d+ \(KS-\d{4,}\) was rated 2\/5 ★★☆☆☆ by the guest$/),
      'Name: Trần Thị Lan',
      'Visit: 2041-03-09 18:00 (Asia/Ho_Chi_Minh)',
      "Comment: yes, 36 characters: read it on the booking's card (owner only)",
      expect.stringMatching(new RegExp(`^Admin: ${SITE}/admin\\?q=KS-\\d{4,}#booking-${id}$`)),
    ]);
    for (const n of notes) expect(n.message.text).not.toContain('cold');
    expect(note?.message.data).toMatchObject({ id, rating: 2, comment: 'The room was cold; the tea was good.', rated_at: NOW.toISOString() });
    // Once: the next rounds have nothing left to send.
    expect(await deliverDue(db.db, channels, SITE, new Date(NOW.getTime() + 60_000))).toEqual({ delivered: 0, failed: 0 });
    expect(take()).toEqual([]);
  });
});
