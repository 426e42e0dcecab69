import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spaClock } from '../../../src/booking/schema';
import { shutdownRuntime } from '../../../src/server/web/runtime';
import { BUSINESS } from '../../../src/config/business';
import { OPTION_IDS } from '../../../src/config/catalogue';
import { specialHoursOn } from '../../../src/config/special-hours';
import { answerBookingPage } from '../../../src/server/web/forms/booking-page';
import { formRoute } from './form-route';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kingstone-booking-page-'));
  process.env['BOOKING_RATE_LIMIT'] = '0';
  // The page reads the free times from the database on GET too: never the checkout's data/.
  process.env['DATA_DIR'] = dir;
});
afterAll(async () => {
  await shutdownRuntime();
  rmSync(dir, { recursive: true, force: true });
});

/** Three days ahead in the spa's zone: bookable for every course. */
function inThreeDays(): string {
  const { today } = spaClock(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
}
const valid = () => ({ name: 'Nguyễn Văn An', phone: '0901234567', date: inThreeDays(), time: '15:00', consent: 'on', website: '' });

describe('the booking page', () => {
  it('answers an unknown language with nothing (the page returns 404)', async () => {
    expect(await answerBookingPage(formRoute('xx', '/xx/booking'))).toBeUndefined();
  });

  it('shows the form on GET, uncached, with a catalogue option preselected from ?service', async () => {
    const option = OPTION_IDS[0];
    const route = formRoute('vi', `/vi/booking?service=${option}`);
    const page = await answerBookingPage(route);
    expect(route.response.headers.get('cache-control')).toBe('no-store');
    expect(route.response.status).toBeUndefined();
    expect(page).toMatchObject({
      layout: { path: '/booking', title: 'Yêu cầu đặt lịch online | Kingstone Spa', noindex: true },
      heading: 'Yêu cầu đặt lịch online',
      done: undefined,
      form: { action: '/vi/booking', values: { service: option } },
    });
    expect(page?.form.errors).toBeUndefined();
    expect((await answerBookingPage(formRoute('en', '/en/booking?service=nope')))?.form.values?.['service']).toBeUndefined();
  });

  it('keeps the form and its preset and says so when the database cannot be opened (500)', async () => {
    const notADirectory = path.join(dir, 'file');
    writeFileSync(notADirectory, '');
    // The GETs before opened the database: closed, it is opened again from DATA_DIR.
    await shutdownRuntime();
    process.env['DATA_DIR'] = notADirectory;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = formRoute('en', `/en/booking?service=${OPTION_IDS[0]}`, { fields: valid() });
    const page = await answerBookingPage(route);
    expect(route.response.status).toBe(500);
    expect(page?.form).toMatchObject({ values: { service: OPTION_IDS[0] }, errors: { _form: 'An error occurred. Please try again later.' } });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^booking: /));
    logged.mockRestore();
    process.env['DATA_DIR'] = dir;
  });

  it('answers invalid fields with 422, the values as sent and each field’s message in the page language', async () => {
    const route = formRoute('vi', '/vi/booking', { fields: { ...valid(), name: 'A', phone: '12', extra: 'x' } });
    const page = await answerBookingPage(route);
    expect(route.response.status).toBe(422);
    expect(page?.done).toBeUndefined();
    expect(page?.form.values).toMatchObject({ name: 'A', phone: '12' });
    expect(page?.form.errors).toEqual({
      name: 'Vui lòng nhập họ tên từ 2 đến 100 ký tự.',
      phone: 'Vui lòng nhập số điện thoại hợp lệ.',
      _form: expect.any(String),
    });
  });

  it('puts a refusal (a foreign origin) above the form with 403', async () => {
    const route = formRoute(undefined, '/booking', { fields: valid(), origin: 'https://evil.example' });
    const page = await answerBookingPage(route);
    expect(route.response.status).toBe(403);
    expect(page?.form.errors).toEqual({ _form: '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' });
  });

  it('confirms a stored request as not yet confirmed, with its reference, status link and the way home', async () => {
    const route = formRoute('en', '/en/booking', { fields: valid() });
    const page = await answerBookingPage(route);
    expect(route.response.status).toBe(200);
    expect(page?.done).toEqual({
      message: 'Request received. It is not confirmed yet: we will contact you to confirm it.',
      back: { href: '/en', label: 'Go to the home page' },
      receipt: { referenceLabel: 'Reference', reference: expect.stringMatching(/^KS-\d{4,}$/), href: expect.stringMatching(/^\/en\/booking\/status\/\d+-[\w-]{22}$/), label: 'Follow your request' },
    });
  });
});

/** The spa's date `days` after today, as "YYYY-MM-DD". */
function daysAhead(days: number): string {
  const { today } = spaClock(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The first day from `days` ahead that, with the day after it, has the regular hours, so the times below hold. */
function regularDays(days: number): string {
  for (let ahead = days; ; ahead += 1) {
    const day = daysAhead(ahead);
    if (!specialHoursOn(day) && !specialHoursOn(nextDay(day))) return day;
  }
}
/** "HH:MM" every 30 minutes from `from` to `to`, both included. */
function grid(from: string, to: string): string[] {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const out: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += 30) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}
const STANDARD_ROOMS = BUSINESS.rooms.find((room) => room.id === 'standard')?.count ?? 0;

// Issue 38: the time field lists the times that can be served, rendered here so they serve without
// JavaScript. The clock is set to noon of a day far enough ahead that no other test books it.
describe('the booking page’s times (issue 38)', () => {
  const day = regularDays(45);
  const noon = new Date(`${day}T12:00:00+07:00`);
  const request = (fields: Record<string, string>, n: number) => ({
    name: `Room Guest ${n}`,
    phone: `09012300${String(10 + n)}`,
    service: 'thai-90',
    date: day,
    time: '15:00',
    consent: 'on',
    ...fields,
  });
  // On SQLite in this file's folder even where DATABASE_URL is set: a test file clearing the shared
  // PostgreSQL tables meanwhile would free the rooms these tests take.
  const databaseUrl = process.env['DATABASE_URL'];
  beforeAll(async () => {
    await shutdownRuntime();
    delete process.env['DATABASE_URL'];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noon);
    // Every standard room taken at 15:00 (a Thai massage holds one until 16:30, cleaned until 16:45).
    for (let n = 0; n < STANDARD_ROOMS; n += 1) {
      const route = formRoute('en', '/en/booking', { fields: request({}, n) });
      await answerBookingPage(route);
      expect(route.response.status).toBe(200);
    }
  });
  afterAll(async () => {
    vi.useRealTimers();
    await shutdownRuntime();
    if (databaseUrl !== undefined) process.env['DATABASE_URL'] = databaseUrl;
  });

  it('preselects today for a course with a time left, and lists its free times: no full one, no past one', async () => {
    const page = await answerBookingPage(formRoute('en', '/en/booking?service=thai-90'));
    expect(page?.form.values).toEqual({ service: 'thai-90', date: day });
    expect(page?.form.timesFor).toEqual({ date: day, option: 'thai-90' });
    expect(page?.form.times).toEqual([...grid('12:30', '13:00'), ...grid('17:00', '22:30')]);
    expect(page?.form.timesButton).toBe(true);
  });

  it('lists the day’s opening times without a course: it holds no room', async () => {
    const page = await answerBookingPage(formRoute('vi', '/vi/booking'));
    expect(page?.form.values).toEqual({ date: day });
    expect(page?.form.timesFor).toEqual({ date: day, option: '' });
    expect(page?.form.times).toEqual(grid('12:30', '23:30'));
  });

  it('preselects the next day once the course has no start left today, or when it needs a day’s notice', async () => {
    vi.setSystemTime(new Date(`${day}T22:31:00+07:00`));
    const late = await answerBookingPage(formRoute('en', '/en/booking?service=thai-90'));
    expect(late?.form.values?.['date']).toBe(nextDay(day));
    expect(late?.form.times).toEqual(grid('12:00', '22:30'));
    vi.setSystemTime(noon);
    const watsu = await answerBookingPage(formRoute('en', '/en/booking?service=watsu-90'));
    expect(watsu?.form.values?.['date']).toBe(nextDay(day));
  });

  it('keeps a refused full time in the list, chosen, beside the message naming the nearest free times', async () => {
    const route = formRoute('en', '/en/booking', { fields: request({}, 20) });
    const page = await answerBookingPage(route);
    expect(route.response.status).toBe(422);
    expect(page?.form.errors?.['time']).toBe('This time is fully booked. Nearest free times: 12:30, 13:00, 17:00');
    expect(page?.form.values?.['time']).toBe('15:00');
    expect(page?.form.times).toEqual([...grid('12:30', '13:00'), '15:00', ...grid('17:00', '22:30')]);
  });

  it('lists another date’s times on the plain form’s "show the free times" (?times), storing nothing and showing no error', async () => {
    const other = nextDay(day);
    const route = formRoute('en', '/en/booking?times', { fields: request({ date: other, time: '17:00', website: '' }, 21) });
    const page = await answerBookingPage(route);
    expect(route.response.status).toBe(200);
    expect(page?.done).toBeUndefined();
    expect(page?.form.errors).toBeUndefined();
    expect(page?.form.values).toEqual(expect.objectContaining({ name: 'Room Guest 21', date: other, time: '17:00', service: 'thai-90' }));
    expect(page?.form.values).not.toHaveProperty('website');
    expect(page?.form.timesFor).toEqual({ date: other, option: 'thai-90' });
    expect(page?.form.times).toEqual(grid('12:00', '22:30'));
    // Nothing was stored: 17:00 that day is as free as before for each standard room.
    for (let n = 0; n < STANDARD_ROOMS; n += 1) {
      const stored = formRoute('en', '/en/booking', { fields: request({ date: other, time: '17:00' }, 30 + n) });
      await answerBookingPage(stored);
      expect(stored.response.status).toBe(200);
    }
  });
});
