import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/data/connect';
import { applyTransition, bookingHistory, type TransitionInput } from '../../src/server/services/booking/transition';
import type { BookingRecord } from '../../src/booking/record';
import { DATABASE_TARGETS, openOwnTestDatabase } from '../support/database';

// 10:00 on 1 March 2041 in Ho Chi Minh City (UTC+7).
const NOW = new Date('2041-03-01T03:00:00Z');
const ALL_CHANNELS = ['email', 'webhook', 'telegram'];

describe.each(DATABASE_TARGETS)('booking moves on $name', ({ databaseUrl }) => {
  let db: Db;
  beforeAll(async () => {
    db = await openOwnTestDatabase('kingstone_transition_', databaseUrl);
  });
  afterAll(async () => {
    await db?.close();
  });

  /** A stored request; the visitor asked to be answered by e-mail unless told otherwise. */
  async function booking(patch: Partial<Omit<BookingRecord, 'id'>> = {}): Promise<number> {
    const { id } = await db.db
      .insertInto('bookings')
      .values({
        created_at: NOW.toISOString(),
        locale: 'ko',
        name: 'Kim Min-su',
        phone: '+84901234567',
        service_option: 'thai-90',
        date: '2041-03-02',
        time: '18:00',
        notes: '',
        status: 'new',
        idempotency_key: null,
        request_hash: randomUUID(),
        contact_method: 'email',
        contact_handle: 'kim@example.com',
        ...patch,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }

  const move = (id: number, patch: Partial<TransitionInput> = {}) =>
    applyTransition(db.db, { id, action: 'confirm', actor: 'admin', now: NOW, ownerChannels: ALL_CHANNELS, visitorMail: true, cancelCutoffHours: 3, ...patch });
  const history = (id: number) => bookingHistory(db.db, [id]);
  const outbox = (id: number) => db.db.selectFrom('outbox').select(['channel', 'event_id']).where('booking_id', '=', id).orderBy('channel').execute();
  const statusOf = async (id: number) => (await db.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it("confirms: the status, one history line, and outbox rows for the webhook and the visitor's mail (the owner knows what they did)", async () => {
    const id = await booking();
    const result = await move(id);
    expect(result.kind).toBe('changed');
    expect(await statusOf(id)).toBe('confirmed');
    const lines = await history(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'confirm', actor: 'admin', from_status: 'new', to_status: 'confirmed', detail: null, at: NOW.toISOString() });
    const rows = await outbox(id);
    expect(rows.map((r) => r.channel)).toEqual(['visitor_email', 'webhook']);
    expect(rows.every((r) => Number(r.event_id) === Number(lines[0]?.id))).toBe(true);
  });

  it('writes no visitor mail when mail is not set up or the visitor chose another way', async () => {
    const byPhone = await booking({ contact_method: 'phone', contact_handle: null });
    await move(byPhone);
    expect((await outbox(byPhone)).map((r) => r.channel)).toEqual(['webhook']);
    const noMail = await booking();
    await move(noMail, { visitorMail: false });
    expect((await outbox(noMail)).map((r) => r.channel)).toEqual(['webhook']);
  });

  it("tells the owner's every channel what the visitor did, and not the visitor", async () => {
    const id = await booking({ date: '2041-03-02' });
    expect((await move(id, { action: 'cancel', actor: 'visitor' })).kind).toBe('changed');
    expect((await outbox(id)).map((r) => r.channel)).toEqual(['email', 'telegram', 'webhook']);
  });

  it('changes nothing twice: a repeated confirm is unchanged, with no second history line or outbox row', async () => {
    const id = await booking();
    await move(id);
    const again = await move(id);
    expect(again.kind).toBe('unchanged');
    expect(await history(id)).toHaveLength(1);
    expect(await outbox(id)).toHaveLength(2);
  });

  it('refuses a move from a state the table does not allow, or by an actor it does not name, and changes nothing', async () => {
    const id = await booking({ status: 'done' });
    expect(await move(id, { action: 'cancel' })).toMatchObject({ kind: 'refused', why: 'state' });
    const fresh = await booking();
    expect(await move(fresh, { action: 'accept' })).toMatchObject({ kind: 'refused', why: 'state' });
    expect(await move(fresh, { action: 'spam', actor: 'visitor' })).toMatchObject({ kind: 'refused', why: 'state' });
    expect(await statusOf(id)).toBe('done');
    expect(await statusOf(fresh)).toBe('new');
    expect(await history(id)).toEqual([]);
    expect(await outbox(fresh)).toEqual([]);
  });

  it('declines with its reason and proposes with its time, each kept on the booking and in the history', async () => {
    const declined = await booking();
    expect(await move(declined, { action: 'decline' })).toMatchObject({ kind: 'refused', why: 'incomplete' });
    await move(declined, { action: 'decline', reason: 'fully_booked' });
    expect(await db.db.selectFrom('bookings').select(['status', 'decline_reason']).where('id', '=', declined).executeTakeFirstOrThrow()).toEqual({ status: 'declined', decline_reason: 'fully_booked' });
    expect((await history(declined))[0]?.detail).toBe('fully_booked');

    const proposed = await booking();
    await move(proposed, { action: 'propose', proposal: { date: '2041-03-03', time: '15:00' } });
    // The same proposal again is a repeat; another time is a new proposal.
    expect((await move(proposed, { action: 'propose', proposal: { date: '2041-03-03', time: '15:00' } })).kind).toBe('unchanged');
    expect((await move(proposed, { action: 'propose', proposal: { date: '2041-03-03', time: '16:00' } })).kind).toBe('changed');
    expect((await history(proposed)).map((e) => e.detail)).toEqual(['2041-03-03 15:00', '2041-03-03 16:00']);
    expect(await move(proposed, { action: 'accept', actor: 'visitor' })).toMatchObject({ kind: 'changed', booking: { status: 'confirmed', date: '2041-03-03', time: '16:00', proposed_date: null } });
  });

  it("declines with the owner's message to the guest beside the reason, cleaned again before it is stored; none is null", async () => {
    const said = await booking();
    const message = ' Chúng tôi kín lịch tối nay,\r\nmời anh/chị quay lại ngày mai 😀.\u0000\u200b ';
    expect(await move(said, { action: 'decline', reason: 'fully_booked', message })).toMatchObject({
      kind: 'changed',
      booking: { status: 'declined', decline_reason: 'fully_booked', decline_message: 'Chúng tôi kín lịch tối nay,\nmời anh/chị quay lại ngày mai 😀.' },
    });
    const stored = () => db.db.selectFrom('bookings').select(['decline_reason', 'decline_message']).where('id', '=', said).executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ decline_reason: 'fully_booked', decline_message: 'Chúng tôi kín lịch tối nay,\nmời anh/chị quay lại ngày mai 😀.' });
    // A repeated decline is a repeat: it changes neither the reason nor the message.
    expect((await move(said, { action: 'decline', reason: 'other', message: 'Another text' })).kind).toBe('unchanged');
    expect((await stored()).decline_message).toBe('Chúng tôi kín lịch tối nay,\nmời anh/chị quay lại ngày mai 😀.');

    // The longest message, in four-byte characters, comes back as it went in.
    const longest = await booking();
    await move(longest, { action: 'decline', reason: 'closed', message: '가😀'.repeat(250) });
    expect((await db.db.selectFrom('bookings').select('decline_message').where('id', '=', longest).executeTakeFirstOrThrow()).decline_message).toBe('가😀'.repeat(250));

    for (const none of [undefined, '', ' \t\r\n\u0007 ']) {
      const id = await booking();
      expect(await move(id, { action: 'decline', reason: 'closed', message: none })).toMatchObject({ kind: 'changed', booking: { decline_reason: 'closed', decline_message: null } });
    }
    // Only a decline carries one.
    const confirmed = await booking();
    expect(await move(confirmed, { message: 'ignored' })).toMatchObject({ kind: 'changed', booking: { status: 'confirmed', decline_message: null } });
  });

  it('lets the visitor cancel online only until the cut-off before the appointment', async () => {
    // 12:00 is two hours after NOW; the cut-off is three.
    const soon = await booking({ date: '2041-03-01', time: '12:00' });
    expect(await move(soon, { action: 'cancel', actor: 'visitor' })).toMatchObject({ kind: 'refused', why: 'too_late' });
    expect(await statusOf(soon)).toBe('new');
    const later = await booking({ date: '2041-03-01', time: '13:00' });
    expect((await move(later, { action: 'cancel', actor: 'visitor' })).kind).toBe('changed');
    // The owner may still cancel after the cut-off.
    expect((await move(soon, { action: 'cancel' })).kind).toBe('changed');
  });

  it('lets two confirms at the same moment make one move: one history line, one set of outbox rows', async () => {
    const id = await booking();
    const results = await Promise.all([move(id), move(id), move(id, { actor: 'telegram' })]);
    expect(results.map((r) => r.kind).sort()).toEqual(['changed', 'unchanged', 'unchanged']);
    expect(await history(id)).toHaveLength(1);
    expect(await outbox(id)).toHaveLength(2);
  });

  it("answers 'missing' for a booking that is not there", async () => {
    expect(await move(2_000_000_000)).toEqual({ kind: 'missing' });
  });

  it('reads the histories of several bookings in one query, oldest first', async () => {
    const a = await booking();
    const b = await booking();
    await move(a);
    await move(b, { action: 'propose', proposal: { date: '2041-03-04', time: '14:00' } });
    await move(b, { action: 'decline', reason: 'closed' });
    const lines = await bookingHistory(db.db, [a, b]);
    expect(lines.map((e) => [Number(e.booking_id), e.action])).toEqual([
      [a, 'confirm'],
      [b, 'propose'],
      [b, 'decline'],
    ]);
    expect(await bookingHistory(db.db, [])).toEqual([]);
  });
});
