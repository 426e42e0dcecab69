import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUSINESS } from '../../src/config/business';
import { availableTimesFor } from '../../src/server/services/booking/occupancy';
import { storeBooking } from '../../src/server/services/booking/store';
import {
  AVAILABILITY_CACHE_CONTROL,
  availabilityMethodRefused,
  availabilityResponse,
  createAvailabilityAnswerer,
  MAX_AVAILABILITY_QUERY,
  parseAvailabilityQuery,
} from '../../src/server/web/booking/availability';
import { storeInput } from '../support/bookings';
import { openTestDatabase, type TestDb } from '../support/database';

/** GET /booking-availability.json?date=…&option=… (issue 38): the form's free times of a day. */
const NOW = new Date('2026-03-01T03:00:00Z'); // 10:00 in Ho Chi Minh City
const DAY = '2026-03-10';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDatabase('kingstone-availability-');
  // The one couple room is held 15:00–17:00, cleaned until 17:15.
  expect((await storeBooking(db.db, storeInput({ service: 'couple-120', date: DAY, time: '15:00' }, { now: NOW }))).kind).toBe('created');
});
afterAll(async () => {
  await db?.close();
});

const handle = async () => db.db;

describe('GET /booking-availability.json', () => {
  it("answers a day's free times for a course on the 30-minute grid, cacheable for seconds", async () => {
    const answer = createAvailabilityAnswerer();
    const { status, body, cacheControl } = await answer(`?date=${DAY}&option=couple-120`, handle, NOW);
    expect(status).toBe(200);
    expect(body).toEqual({ date: DAY, option: 'couple-120', times: ['12:00', '12:30', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00'], step: 30 });
    expect(cacheControl).toBe('public, max-age=5');
    expect(AVAILABILITY_CACHE_CONTROL).toBe(cacheControl);
    // Either order; an unknown parameter (a cache-buster) changes nothing.
    expect((await answer(`option=couple-120&_=17&date=${DAY}`, handle, NOW)).body).toEqual(body);
  });

  it.each([
    ['no query', ''],
    ['no date', '?option=thai-90'],
    ['no option', `?date=${DAY}`],
    ['a date of another shape', '?date=10/03/2026&option=thai-90'],
    ['a day the calendar lacks', '?date=2026-02-30&option=thai-90'],
    ['an encoded date', '?date=2026%2D03%2D10&option=thai-90'],
    ['a date given twice', `?date=${DAY}&date=2026-03-11&option=thai-90`],
    ['an unknown option', `?date=${DAY}&option=lingam-60`],
    ['an option of another shape', `?date=${DAY}&option=Thai-90`],
    ['an empty option', `?date=${DAY}&option=`],
  ])('refuses %s with 400 and a reason', async (_, query) => {
    const read = vi.fn(availableTimesFor);
    const { status, body, cacheControl } = await createAvailabilityAnswerer({ read })(query, handle, NOW);
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.any(String) });
    expect(cacheControl).toBe('no-store');
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses a hostile query in linear time, without reading it past the cap', async () => {
    const read = vi.fn(availableTimesFor);
    const answer = createAvailabilityAnswerer({ read });
    const hostile = [
      `?date=${'1'.repeat(2_000_000)}&option=thai-90`,
      `?${'&'.repeat(2_000_000)}`,
      `?date=${DAY}&option=${'a-'.repeat(1_000_000)}`,
      `?${'date=2026-03-10&'.repeat(100_000)}`,
    ];
    const started = performance.now();
    for (const query of hostile) expect((await answer(query, handle, NOW)).status).toBe(400);
    expect(performance.now() - started).toBeLessThan(100);
    expect(read).not.toHaveBeenCalled();
    // Just under the cap, the patterns still answer at once.
    const longest = `?date=${DAY}&option=${'a'.repeat(MAX_AVAILABILITY_QUERY - 23)}`;
    expect(longest.length - 1).toBe(MAX_AVAILABILITY_QUERY);
    expect(parseAvailabilityQuery(longest)).toEqual({ error: expect.stringContaining('option') });
  });

  it('answers no times, with 200, for a closed day and for a day outside the bookable range', async () => {
    const answer = createAvailabilityAnswerer();
    const closed = BUSINESS.specialHours.find((entry) => entry.closed);
    expect(closed).toBeDefined();
    const before = new Date(Date.parse(`${closed?.from}T12:00:00+07:00`) - 10 * 86_400_000);
    expect(await answer(`?date=${closed?.from}&option=thai-90`, handle, before)).toMatchObject({ status: 200, body: { times: [] } });
    expect(await answer('?date=2026-02-28&option=thai-90', handle, NOW)).toMatchObject({ status: 200, body: { times: [] } });
    expect(await answer('?date=2026-05-31&option=thai-90', handle, NOW)).toMatchObject({ status: 200, body: { times: [] } });
  });

  it('reads a day and course once for a burst, again once its seconds are over, and keeps a bounded number', async () => {
    const read = vi.fn(availableTimesFor);
    const answer = createAvailabilityAnswerer({ read, ttlMs: 5_000, maxEntries: 2 });
    const burst = await Promise.all(Array.from({ length: 50 }, () => answer(`?date=${DAY}&option=thai-90`, handle, NOW)));
    expect(new Set(burst.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    await answer(`?date=${DAY}&option=thai-90`, handle, new Date(NOW.getTime() + 4_999));
    expect(read).toHaveBeenCalledTimes(1);
    await answer(`?date=${DAY}&option=thai-90`, handle, new Date(NOW.getTime() + 5_000));
    expect(read).toHaveBeenCalledTimes(2);
    // Two more keys push the oldest out: it is read again.
    const later = new Date(NOW.getTime() + 6_000);
    await answer(`?date=${DAY}&option=couple-120`, handle, later);
    await answer(`?date=${DAY}&option=body-90`, handle, later);
    expect(read).toHaveBeenCalledTimes(4);
    await answer(`?date=${DAY}&option=thai-90`, handle, later);
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('does not keep a failed read', async () => {
    const read = vi.fn(availableTimesFor).mockRejectedValueOnce(new Error('database gone'));
    const answer = createAvailabilityAnswerer({ read });
    await expect(answer(`?date=${DAY}&option=thai-90`, handle, NOW)).rejects.toThrow('database gone');
    expect((await answer(`?date=${DAY}&option=thai-90`, handle, NOW)).status).toBe(200);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers JSON: a bad query 400 never cached, and 405 to a POST', async () => {
    const res = await availabilityResponse(new URL('https://kingstonespa.vn/booking-availability.json?date=nope&option=thai-90'));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: expect.any(String) });
    const refused = availabilityMethodRefused();
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD');
  });
});
