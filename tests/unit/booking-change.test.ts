import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPA_AVAILABILITY_FACTS, type AvailabilityFacts } from '../../src/booking/availability';
import { canMove, moveEvent, movesFrom, statusAfter } from '../../src/booking/transitions';
import { BUSINESS } from '../../src/config/business';
import type { Db } from '../../src/server/data/connect';
import { askedTimeError, changeRoomCheck } from '../../src/server/services/booking/change-ask';
import { proposalRoomCheck } from '../../src/server/services/booking/proposal';
import { createBookingWriter, storeBooking, type StoreResult } from '../../src/server/services/booking/store';
import { applyTransition, bookingHistory, type TransitionInput, type TransitionResult } from '../../src/server/services/booking/transition';
import { visitorMessage } from '../../src/server/services/notify/event-message';
import { VISITOR_EMAIL } from '../../src/server/services/notify/routing';
import { parseButton, telegramKeyboard } from '../../src/server/services/notify/telegram/keyboard';
import { storeInput } from '../support/bookings';
import { DATABASE_TARGETS, openOwnTestDatabase, type TestDb } from '../support/database';

/**
 * The visitor's own change of time (issue 38): the moves in the table, and on each database the
 * ask (its old time stays booked, the time asked is held too, one at a time, until the cut-off),
 * the owner's accept (its room checked again under the day's lock) and decline, and the last room
 * raced for by an ask or an accept and a new request.
 */
const NOW = new Date('2026-03-01T03:00:00Z'); // 10:00 in Ho Chi Minh City
const CHANNELS = ['email', 'webhook', 'telegram'];

describe('the change of time in the moves table', () => {
  it('lets the visitor ask from a new or confirmed booking with no ask pending, and the owner answer only a pending one', () => {
    expect(movesFrom('new', 'visitor')).toEqual(['cancel', 'request_change']);
    expect(movesFrom('confirmed', 'visitor')).toEqual(['cancel', 'request_change']);
    // One ask at a time; a proposal is answered with accept or refuse, not with another time.
    expect(movesFrom('confirmed', 'visitor', true)).toEqual(['cancel']);
    expect(movesFrom('proposed', 'visitor')).toEqual(['accept', 'refuse', 'cancel']);
    expect(movesFrom('confirmed', 'admin')).toEqual(['propose', 'cancel', 'done', 'no_show']);
    expect(movesFrom('confirmed', 'admin', true)).toEqual(['propose', 'cancel', 'done', 'no_show', 'accept_change', 'decline_change']);
    expect(movesFrom('new', 'telegram', true)).toEqual(['confirm', 'decline', 'accept_change', 'decline_change']);
    expect(canMove('request_change', 'confirmed', 'admin')).toBe(false);
    expect(canMove('accept_change', 'confirmed', 'visitor', true)).toBe(false);
    for (const end of ['proposed', 'declined', 'cancelled', 'done', 'no_show', 'spam'] as const) {
      expect(canMove('request_change', end, 'visitor'), end).toBe(false);
      expect(canMove('accept_change', end, 'admin', true), end).toBe(false);
    }
  });

  it('keeps the state when asked or declined, confirms when accepted, and names its own webhook events', () => {
    expect(statusAfter('request_change', 'new')).toBe('new');
    expect(statusAfter('request_change', 'confirmed')).toBe('confirmed');
    expect(statusAfter('decline_change', 'new')).toBe('new');
    expect(statusAfter('accept_change', 'new')).toBe('confirmed');
    expect(statusAfter('confirm', 'new')).toBe('confirmed');
    expect(moveEvent({ action: 'request_change', to_status: 'confirmed' })).toBe('booking.change_requested');
    expect(moveEvent({ action: 'accept_change', to_status: 'confirmed' })).toBe('booking.change_accepted');
    expect(moveEvent({ action: 'decline_change', to_status: 'new' })).toBe('booking.change_declined');
    expect(moveEvent({ action: 'confirm', to_status: 'confirmed' })).toBe('booking.confirmed');
    expect(moveEvent({ action: 'gone_from_the_table', to_status: 'cancelled' })).toBe('booking.cancelled');
  });
});

describe('the time a visitor may ask for', () => {
  const booking = { name: 'Kim Min-su', phone: '+84901234567', service_option: 'couple-120', notes: '', date: '2026-03-10', time: '15:00' };
  it("follows a new request's rules and refuses the booking's own time", () => {
    expect(askedTimeError(booking, { date: '2026-03-11', time: '19:00' }, NOW)).toBeUndefined();
    expect(askedTimeError(booking, { date: '2026-03-10', time: '15:00' }, NOW)).toBe('change.error.same');
    expect(askedTimeError(booking, { date: '2026-02-27', time: '15:00' }, NOW)).toBe('booking.error.date');
    expect(askedTimeError(booking, { date: '2026-03-11', time: '23:00' }, NOW)).toBe('booking.error.hours');
    expect(askedTimeError(booking, { date: '2026-03-11', time: '' }, NOW)).toBe('booking.error.time');
    expect(askedTimeError(booking, { date: 'x'.repeat(32), time: '25:99' }, NOW)).toBe('booking.error.date');
  });
});

describe.each(DATABASE_TARGETS)('the change of time on $name', ({ databaseUrl }) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openOwnTestDatabase('kingstone-change-', databaseUrl);
  });
  afterAll(async () => {
    await db?.close();
  });

  let phones = 0;
  /** A couple's visit (the spa has one couple room) stored from the form, then confirmed unless told otherwise. */
  async function visit(date: string, time: string, confirm = true): Promise<number> {
    const stored = await storeBooking(db.db, storeInput({ phone: `+8490555${String((phones += 1)).padStart(4, '0')}`, service: 'couple-120', date, time, contact_method: 'email', contact_handle: 'guest@example.com' }, { now: NOW }));
    if (stored.kind !== 'created') throw new Error(`not stored: ${stored.kind}`);
    if (confirm) expect((await move(db.db, stored.id, { action: 'confirm', actor: 'admin' })).kind).toBe('changed');
    return stored.id;
  }
  /** Another guest's request for the couple room at `date` `time`. */
  const request = (date: string, time: string, on: Db = db) => storeBooking(on.db, storeInput({ phone: `+8490666${String((phones += 1)).padStart(4, '0')}`, service: 'couple-120', date, time }, { now: NOW }));
  const move = (on: Db['db'], id: number, patch: Partial<TransitionInput>) =>
    applyTransition(on, { id, action: 'confirm', actor: 'admin', now: NOW, ownerChannels: CHANNELS, visitorMail: true, cancelCutoffHours: BUSINESS.cancelCutoffHours, reminderLeadHours: 24, ...patch });
  const postgres = databaseUrl !== undefined;
  const ask = (id: number, date: string, time: string, on: Db = db) =>
    move(on.db, id, { action: 'request_change', actor: 'visitor', change: { date, time }, roomCheck: changeRoomCheck('ask', { date, time }, NOW, postgres) });
  const answer = (id: number, action: 'accept_change' | 'decline_change', date: string, time: string, patch: Partial<TransitionInput> = {}, on: Db = db) =>
    move(on.db, id, { action, actor: 'telegram', change: { date, time }, roomCheck: action === 'accept_change' ? changeRoomCheck('accept', { date, time }, NOW, postgres) : undefined, ...patch });
  const row = (id: number) => db.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const channelsOf = async (eventId: number) => (await db.db.selectFrom('outbox').select('channel').where('event_id', '=', eventId).where('purpose', '=', 'event').execute()).map((r) => r.channel).sort();
  const eventOf = (result: TransitionResult) => (result.kind === 'changed' ? result.event : undefined);

  it('asks: the old time stays booked, the time asked is held too, the owner hears of it, and one ask waits at a time', async () => {
    const date = '2026-03-10';
    const id = await visit(date, '12:00');
    const asked = await ask(id, date, '19:00');
    expect(asked.kind).toBe('changed');
    expect(await row(id)).toMatchObject({ status: 'confirmed', date, time: '12:00', change_date: date, change_time: '19:00' });
    const event = eventOf(asked);
    expect(event).toMatchObject({ action: 'request_change', actor: 'visitor', from_status: 'confirmed', to_status: 'confirmed', detail: `${date} 19:00` });
    // The owner's three channels hear of it; the visitor is not written to about their own move.
    expect(await channelsOf(event?.id ?? 0)).toEqual(['email', 'telegram', 'webhook']);
    // Both times hold the couple room until the owner answers.
    expect((await request(date, '12:30')).kind).toBe('full');
    expect((await request(date, '19:00')).kind).toBe('full');
    expect((await request(date, '16:00')).kind).toBe('created');
    // The same ask again changes nothing; another one waits for the first's answer.
    expect((await ask(id, date, '19:00')).kind).toBe('unchanged');
    expect(await ask(id, '2026-03-11', '15:00')).toMatchObject({ kind: 'refused', why: 'state' });
    expect(await bookingHistory(db.db, [id])).toHaveLength(2);
  });

  it('accepts: the booking moves to the time asked, confirmed, its old room free again; the visitor is written to and reminded of the new time', async () => {
    const date = '2026-03-12';
    const id = await visit(date, '12:00', false);
    expect((await ask(id, date, '18:00')).kind).toBe('changed');
    const accepted = await answer(id, 'accept_change', date, '18:00');
    expect(accepted.kind).toBe('changed');
    expect(await row(id)).toMatchObject({ status: 'confirmed', date, time: '18:00', change_date: null, change_time: null });
    const event = eventOf(accepted);
    expect(event).toMatchObject({ action: 'accept_change', actor: 'telegram', from_status: 'new', to_status: 'confirmed', detail: `${date} 18:00` });
    expect(await channelsOf(event?.id ?? 0)).toEqual([VISITOR_EMAIL, 'webhook']);
    const reminders = await db.db.selectFrom('outbox').select(['about', 'delivered_at']).where('booking_id', '=', id).where('purpose', '=', 'reminder').execute();
    expect(reminders).toEqual([{ about: `${date} 18:00`, delivered_at: null }]);
    // The old time is free again; the new one is taken.
    expect((await request(date, '12:00')).kind).toBe('created');
    expect((await request(date, '18:30')).kind).toBe('full');
    // A second press changes nothing; a decline of the same ask now is too late.
    expect((await answer(id, 'accept_change', date, '18:00')).kind).toBe('unchanged');
    expect(await answer(id, 'decline_change', date, '18:00')).toMatchObject({ kind: 'refused', why: 'state' });
  });

  it('declines: the booking keeps its time and state, the time asked is free again, and the visitor is written to', async () => {
    const date = '2026-03-13';
    const id = await visit(date, '12:00');
    expect((await ask(id, date, '20:00')).kind).toBe('changed');
    // An answer to a time that is not the one pending (a message left open) is refused.
    expect(await answer(id, 'decline_change', date, '19:00')).toMatchObject({ kind: 'refused', why: 'state' });
    const declined = await answer(id, 'decline_change', date, '20:00', { actor: 'admin' });
    expect(declined.kind).toBe('changed');
    expect(await row(id)).toMatchObject({ status: 'confirmed', date, time: '12:00', change_date: null, change_time: null });
    expect(await channelsOf(eventOf(declined)?.id ?? 0)).toEqual([VISITOR_EMAIL, 'webhook']);
    expect((await answer(id, 'decline_change', date, '20:00')).kind).toBe('unchanged');
    expect((await request(date, '20:00')).kind).toBe('created');
    expect((await request(date, '12:30')).kind).toBe('full');
    // Answered, the visitor may ask again.
    expect((await ask(id, '2026-03-14', '15:00')).kind).toBe('changed');
  });

  it('refuses an ask after the cut-off, a full time with the nearest free ones, and an accept whose room went meanwhile', async () => {
    const date = '2026-03-15';
    const id = await visit(date, '12:00');
    const late = new Date(Date.UTC(2026, 2, 15, 5 - BUSINESS.cancelCutoffHours, 0, 1)); // 12:00 in the spa is 05:00 UTC
    expect(await move(db.db, id, { action: 'request_change', actor: 'visitor', change: { date, time: '19:00' }, now: late })).toMatchObject({ kind: 'refused', why: 'too_late' });
    const other = await visit(date, '19:00');
    expect(await ask(id, date, '19:30')).toMatchObject({ kind: 'refused', why: 'full', nearest: ['16:30', '21:30', '22:00'] });
    expect(await row(id)).toMatchObject({ change_date: null, change_time: null });
    // Asked while the room was free; then the spa has no couple room any more (a publish): the accept is refused, nothing moves.
    expect((await move(db.db, other, { action: 'cancel', actor: 'admin' })).kind).toBe('changed');
    expect((await ask(id, date, '19:30')).kind).toBe('changed');
    const noCoupleRoom: AvailabilityFacts = { ...SPA_AVAILABILITY_FACTS, rooms: SPA_AVAILABILITY_FACTS.rooms.map((r) => (r.id === 'couple' ? { ...r, count: 0 } : r)) };
    const change = { date, time: '19:30' };
    expect(await answer(id, 'accept_change', date, '19:30', { roomCheck: changeRoomCheck('accept', change, NOW, postgres, noCoupleRoom) })).toMatchObject({ kind: 'refused', why: 'full' });
    expect(await row(id)).toMatchObject({ status: 'confirmed', time: '12:00', change_date: date, change_time: '19:30' });
  });

  it('a cancel or a proposal ends the ask, and frees the time asked', async () => {
    const date = '2026-03-16';
    const id = await visit(date, '12:00');
    expect((await ask(id, date, '19:00')).kind).toBe('changed');
    expect((await move(db.db, id, { action: 'cancel', actor: 'visitor' })).kind).toBe('changed');
    expect(await row(id)).toMatchObject({ status: 'cancelled', change_date: null, change_time: null });
    expect((await request(date, '19:00')).kind).toBe('created');
    // The owner proposes the very time asked: the booking's own two holdings do not stand in its way.
    const second = await visit('2026-03-17', '12:00');
    expect((await ask(second, '2026-03-17', '19:00')).kind).toBe('changed');
    const proposal = { date: '2026-03-17', time: '19:00' };
    expect((await move(db.db, second, { action: 'propose', proposal, roomCheck: proposalRoomCheck(proposal, NOW, postgres) })).kind).toBe('changed');
    expect(await row(second)).toMatchObject({ status: 'proposed', proposed_time: '19:00', change_date: null, change_time: null });
    expect((await request('2026-03-17', '12:00')).kind).toBe('created');
  });

  it('the last room: an ask and a new request racing for it, then an accept and a new request: exactly one has it each time', async () => {
    // Two connections, as two server processes have; on PostgreSQL their transactions interleave.
    const other = await db.reopen();
    try {
      const writer = createBookingWriter(other.db);
      for (let day = 1; day <= 8; day += 1) {
        const date = `2026-04-${String(day).padStart(2, '0')}`;
        const id = await visit(date, '12:00');
        const raced = await Promise.all([ask(id, date, '18:00'), writer.store(storeInput({ phone: `+8490777${String((phones += 1)).padStart(4, '0')}`, service: 'couple-120', date, time: '18:30' }, { now: NOW }))]);
        const [asked, stored] = raced as [TransitionResult, StoreResult];
        const askWon = asked.kind === 'changed';
        expect([askWon, stored.kind === 'created'].filter(Boolean), date).toHaveLength(1);
        if (!askWon) {
          expect(asked).toMatchObject({ kind: 'refused', why: 'full' });
          continue;
        }
        const [accepted, late] = await Promise.all([answer(id, 'accept_change', date, '18:00', {}, other), request(date, '17:30')]);
        expect(accepted.kind, date).toBe('changed');
        expect(late.kind, date).toBe('full');
        const holding = await db.db.selectFrom('bookings').select('id').where('date', '=', date).where('status', 'in', ['new', 'confirmed']).where('time', '>=', '16:00').execute();
        expect(holding.map((b) => Number(b.id)), date).toEqual([id]);
      }
    } finally {
      await other.close();
    }
  });
});

describe("the owner's Telegram buttons for an ask", () => {
  const message = (detail: string, change: [string, string] | [null, null]) => ({
    type: 'booking.change_requested',
    subject: 's',
    text: 't',
    data: { id: 42, phone: '+84901234567', change_date: change[0], change_time: change[1] },
    event: { action: 'request_change', detail },
  });
  it('carry the time asked, read back exactly, and are offered only while that ask is the one pending', () => {
    const keyboard = telegramKeyboard(message('2026-03-06 15:00', ['2026-03-06', '15:00']));
    const data = keyboard?.inline_keyboard[0]?.map((b) => ('callback_data' in b ? b.callback_data : undefined));
    expect(data).toEqual(['a:42:202603061500', 'k:42:202603061500']);
    expect(parseButton('a:42:202603061500')).toEqual({ kind: 'accept_change', id: 42, date: '2026-03-06', time: '15:00' });
    expect(parseButton('k:42:202603061500')).toEqual({ kind: 'decline_change', id: 42, date: '2026-03-06', time: '15:00' });
    for (const junk of ['a:42:20260306150', 'a:42:2026030615000', 'a:0:202603061500', 'x:42:202603061500', `a:42:${'1'.repeat(5000)}`]) expect(parseButton(junk), junk.slice(0, 40)).toBeUndefined();
    // Answered (or replaced by another ask) before the note went out: no buttons.
    expect(telegramKeyboard(message('2026-03-06 15:00', [null, null]))).toBeUndefined();
    expect(telegramKeyboard(message('2026-03-06 15:00', ['2026-03-07', '15:00']))).toBeUndefined();
  });
});

describe("the visitor's mail of an answer", () => {
  const booking = { id: 9, created_at: NOW.toISOString(), locale: 'vi', name: 'Lan', phone: '+84901234567', service_option: 'couple-120', date: '2026-03-12', time: '18:00', notes: '', status: 'confirmed' as const, idempotency_key: null, request_hash: '', contact_method: 'email' as const, contact_handle: 'lan@example.com', proposed_date: null, proposed_time: null, change_date: null, change_time: null, decline_reason: null, decline_message: null, source: 'site' as const };
  const event = (action: string) => ({ id: 1, booking_id: 9, at: NOW.toISOString(), action, actor: 'admin' as const, from_status: 'confirmed' as const, to_status: 'confirmed' as const, detail: '2026-03-12 18:00' });
  it('says in their language whether the new time was accepted or the visit kept its time, under its own event', () => {
    const accepted = visitorMessage(booking, event('accept_change'), 'https://kingstonespa.vn');
    expect(accepted.type).toBe('booking.change_accepted');
    expect(accepted.subject).toBe('Kingstone Spa: Đã nhận giờ mới · KS-0009');
    expect(accepted.text).toContain('Lịch hẹn đã được chuyển sang giờ mới bạn xin.');
    const declined = visitorMessage({ ...booking, time: '12:00' }, event('decline_change'), 'https://kingstonespa.vn');
    expect(declined.type).toBe('booking.change_declined');
    expect(declined.text).toMatch(/Rất tiếc, không thể chuyển lịch sang .+18:00; lịch hẹn vẫn giữ như cũ\./);
  });
});
