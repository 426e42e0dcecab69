import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spaClock } from '../../../src/booking/schema';
import { shutdownRuntime } from '../../../src/server/web/runtime';
import { OPTION_IDS } from '../../../src/config/catalogue';
import { answerBookingPage } from '../../../src/server/web/forms/booking-page';
import { formRoute } from './form-route';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kingstone-booking-page-'));
  process.env['BOOKING_RATE_LIMIT'] = '0';
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
    expect((await answerBookingPage(formRoute('en', '/en/booking?service=nope')))?.form.values).toBeUndefined();
  });

  it('keeps the form and its preset and says so when the database cannot be opened (500)', async () => {
    const notADirectory = path.join(dir, 'file');
    writeFileSync(notADirectory, '');
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
