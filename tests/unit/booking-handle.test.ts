import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/data/connect';
import { handleBooking, type BookingContext, type BookingOutcome } from '../../src/server/web/booking/handle';
import { describeBookingProblem } from '../../src/server/web/booking/messages';
import { createT } from '../../src/i18n/t';
import { createFormLimiter } from '../../src/server/services/booking/limits';
import { openTestDatabase } from '../support/database';

const ORIGIN = 'https://kingstonespa.vn';
const NOW = new Date('2026-03-01T03:00:00Z');
const valid = {
  name: 'Nguyễn Văn An',
  phone: '0901234567',
  service: 'couple-120',
  date: '2026-03-03',
  time: '19:00',
  notes: '',
  consent: 'on',
  website: '',
};

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase('kingstone-handle-');
});
afterAll(async () => {
  await db?.close();
});

const ctx = (patch: Partial<BookingContext> = {}): BookingContext => ({
  db: db.db,
  limiter: createFormLimiter({ BOOKING_RATE_LIMIT: '0' }),
  locale: 'vi',
  now: NOW,
  allowedOrigins: [ORIGIN],
  client: 'test-client',
  channels: ['email'],
  ...patch,
});

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/api/booking`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
const rows = async () => db.db.selectFrom('bookings').selectAll().execute();

describe('handleBooking', () => {
  it('stores a valid request in E.164 and acknowledges it', async () => {
    const outcome = await handleBooking(post({ ...valid, idempotency_key: 'abcdefgh-1' }), ctx());
    expect(outcome).toMatchObject({ status: 200, kind: 'stored' });
    expect((await rows()).at(-1)).toMatchObject({ phone: '+84901234567', service_option: 'couple-120', locale: 'vi' });
  });

  it.each([
    ['a foreign origin', { origin: 'https://evil.example' }, 403],
    ['no origin', { origin: '' }, 403],
    ['a JSON body', { 'content-type': 'application/json' }, 415],
  ])('refuses %s and stores nothing', async (_, headers, status) => {
    const before = (await rows()).length;
    const outcome = await handleBooking(post({ ...valid, time: '20:00' }, headers as Record<string, string>), ctx());
    expect(outcome.status).toBe(status);
    expect((await rows()).length).toBe(before);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const outcome = await handleBooking(post({ ...valid, notes: 'x'.repeat(17_000) }), ctx());
    expect(outcome.status).toBe(413);
  });

  it('returns each invalid field with its message key and stores nothing', async () => {
    const before = (await rows()).length;
    const outcome = await handleBooking(post({ ...valid, phone: '12', date: '2020-01-01', extra: 'x' }), ctx());
    expect(outcome.status).toBe(422);
    expect(outcome.kind === 'invalid' && outcome.errors).toMatchObject({ phone: 'booking.error.phone', _form: 'booking.error.unknownField' });
    expect((await rows()).length).toBe(before);
  });

  it('keeps honeypot and too-fast submissions as spam', async () => {
    await handleBooking(post({ ...valid, time: '21:00', website: 'http://spam' }), ctx());
    await handleBooking(post({ ...valid, time: '21:30', fill_ms: '400' }), ctx());
    const spam = (await rows()).filter((r) => r.status === 'spam');
    expect(spam.map((r) => r.time).sort()).toEqual(['21:00', '21:30']);
  });

  it('answers 409 to a reused key with a different body', async () => {
    await handleBooking(post({ ...valid, time: '14:00', idempotency_key: 'abcdefgh-2' }), ctx());
    expect((await handleBooking(post({ ...valid, time: '15:00', idempotency_key: 'abcdefgh-2' }), ctx())).status).toBe(409);
  });

  it('counts stored bookings against the five, never typos or repeats', async () => {
    const limiter = createFormLimiter({});
    const statuses = [];
    // Ten typos: each costs a request, none a booking.
    for (let i = 0; i < 10; i += 1) statuses.push((await handleBooking(post({ ...valid, name: '' }), ctx({ limiter, client: 'typist' }))).status);
    expect(statuses).toEqual(Array(10).fill(422));
    // The same booking sent again is one booking. No course: six at once would not fit the one couple room.
    const day = { ...valid, service: '', date: '2026-03-04' };
    const first = await handleBooking(post({ ...day, time: '17:00' }), ctx({ limiter, client: 'typist' }));
    const again = await handleBooking(post({ ...day, time: '17:00' }), ctx({ limiter, client: 'typist' }));
    expect([first.status, again.status]).toEqual([200, 200]);
    const more = [];
    for (const time of ['17:30', '18:00', '18:30', '19:00', '19:30']) {
      more.push((await handleBooking(post({ ...day, time }), ctx({ limiter, client: 'typist' }))).status);
    }
    expect(more).toEqual([200, 200, 200, 200, 429]);
  });

  it('refuses the 21st request of a minute whatever it holds (429)', async () => {
    const limiter = createFormLimiter({});
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await handleBooking(post({ ...valid, name: '' }), ctx({ limiter, client: 'flood' }))).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(statuses[20]).toBe(429);
  });

  it('keeps the booking and newsletter limits apart', async () => {
    const bookings = createFormLimiter({});
    const newsletter = createFormLimiter({});
    for (let i = 0; i < 20; i += 1) await newsletter.request('both');
    expect(await newsletter.request('both')).toBe(false);
    expect((await handleBooking(post({ ...valid, date: '2026-03-05', time: '16:00' }), ctx({ limiter: bookings, client: 'both' }))).status).toBe(200);
  });

  it('refuses a full time at the time field, naming the nearest free times, in each language', async () => {
    const day = { ...valid, date: '2026-03-06' };
    expect((await handleBooking(post({ ...day, time: '15:00' }), ctx())).status).toBe(200);
    const before = (await rows()).length;
    const limiter = createFormLimiter({});
    const outcome = await handleBooking(post({ ...day, phone: '0907654321', time: '15:30', notes: 'Anniversary' }), ctx({ limiter, client: 'late' }));
    expect(outcome).toEqual({ status: 422, kind: 'full', nearest: ['12:30', '17:30', '18:00'], values: expect.objectContaining({ time: '15:30', notes: 'Anniversary' }) });
    expect((await rows()).length).toBe(before);
    if (outcome.kind !== 'full') throw new Error('not full');
    expect(describeBookingProblem(outcome, createT('vi'))).toEqual({
      message: 'Vui lòng kiểm tra lại thông tin.',
      errors: { time: 'Giờ này đã kín chỗ. Giờ trống gần nhất: 12:30, 17:30, 18:00' },
    });
    expect(describeBookingProblem(outcome, createT('ko')).errors).toEqual({ time: '이 시간은 예약이 모두 찼습니다. 가장 가까운 빈 시간: 12:30, 17:30, 18:00' });
    expect(describeBookingProblem(outcome, createT('en')).errors).toEqual({ time: 'This time is fully booked. Nearest free times: 12:30, 17:30, 18:00' });
    // A refused booking costs none of the five a client may store: six more refused, then one stored.
    for (const time of ['13:00', '13:30', '14:00', '16:00', '16:30', '17:00']) {
      expect((await handleBooking(post({ ...day, phone: '0907654321', time }), ctx({ limiter, client: 'late' }))).kind).toBe('full');
    }
    expect((await handleBooking(post({ ...day, phone: '0907654321', time: '19:00' }), ctx({ limiter, client: 'late' }))).status).toBe(200);
  });

  it('says when a day has no time left, and suggests another day, in each language', () => {
    const outcome: Extract<BookingOutcome, { kind: 'full' }> = { status: 422, kind: 'full', nearest: [], values: {} };
    expect(describeBookingProblem(outcome, createT('ko')).errors).toEqual({ time: '이 시간은 예약이 모두 찼고, 이날은 남은 시간이 없습니다. 다른 날짜를 선택해 주세요.' });
    expect(describeBookingProblem(outcome, createT('vi')).errors).toEqual({ time: 'Giờ này đã kín chỗ và ngày này không còn giờ trống. Vui lòng chọn ngày khác.' });
    expect(describeBookingProblem(outcome, createT('en')).errors).toEqual({ time: 'This time is fully booked, and no time is left that day. Please choose another date.' });
  });

  it('answers 400 to a multipart body without its boundary, and stores nothing', async () => {
    const before = (await rows()).length;
    const outcome = await handleBooking(
      new Request(`${ORIGIN}/api/booking`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'multipart/form-data' }, body: 'name=x' }),
      ctx(),
    );
    expect(outcome.status).toBe(400);
    expect((await rows()).length).toBe(before);
  });
});
