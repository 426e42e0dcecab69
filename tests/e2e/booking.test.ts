import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS } from '../../src/config/business';
import { chooseTime, offeredTimes, showTimesWithoutScript, timesSettled } from '../support/booking-form';
import { launchBrowser } from '../support/browser';
import { expectSecurityHeaders } from '../support/headers';
import { baseURL, dayAhead, regularDayAhead } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Fills the form with a Thai massage. Without JavaScript (`showTimes`, the button's words) the
 * time list is the preselected day's: the plain form's button brings the typed day's first.
 */
async function fill(page: Page, fields: { name: string; phone: string; time: string; date?: string; showTimes?: string }) {
  await page.locator('#booking-name').fill(fields.name);
  await page.locator('#booking-phone').fill(fields.phone);
  await page.locator('#booking-service').selectOption('thai-90');
  await page.locator('#booking-date').fill(fields.date ?? dayAhead(3));
  await page.locator('#booking-consent').check();
  if (fields.showTimes) await showTimesWithoutScript(page, fields.showTimes);
  await chooseTime(page, fields.time);
}

describe('booking form without JavaScript', () => {
  it('posts, stores and answers on a result page in Vietnamese', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/vi/booking`);
    await fill(page, { name: 'Trần Thị Mai', phone: '0912 345 678', time: '14:30', showTimes: 'Xem giờ trống của ngày này' });
    await Promise.all([page.waitForURL(/\/vi\/booking$/), page.getByRole('button', { name: 'Gửi yêu cầu đặt lịch' }).click()]);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Đã nhận yêu cầu. Lịch hẹn chưa được xác nhận: chúng tôi sẽ liên hệ để xác nhận.');
    // A request, not an appointment: its reference and the way to follow it.
    expect(await page.locator('.booking-form__receipt strong').textContent()).toMatch(/^KS-\d{4,}$/);
    expect(await page.getByRole('link', { name: 'Theo dõi yêu cầu' }).getAttribute('href')).toMatch(/^\/vi\/booking\/status\/\d+-[\w-]{22}$/);
    await context.close();
  });

  it('comes back filled in, with each error next to its field, in Korean', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/booking`);
    await fill(page, { name: '김', phone: '12345', time: '14:30', showTimes: '이 날짜의 빈 시간 보기' });
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: '예약 요청 보내기' }).click()]);
    expect(response.status()).toBe(422);
    await page.waitForLoadState();
    expect(await page.locator('#booking-name').inputValue()).toBe('김');
    expect(await page.locator('#booking-name-error').textContent()).toBe('이름을 2자 이상 100자 이하로 입력해 주세요.');
    expect(await page.locator('#booking-phone').getAttribute('aria-describedby')).toContain('booking-phone-error');
    expect(await page.locator('#booking-phone-error').textContent()).toBe('올바른 전화번호를 입력해 주세요.');
    await context.close();
  });
});

describe('booking form with JavaScript', () => {
  it('sends in the background, shows success and moves focus to it (Korean)', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL()}/booking`);
    await page.locator('.booking-form').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr])') !== null);
    await page.waitForTimeout(2600); // a person takes longer than the bot threshold
    await fill(page, { name: '박지훈', phone: '010-1234-5678', time: '15:00' });
    const posted = page.waitForRequest((r) => r.url().includes('/api/booking'));
    await page.locator('button[type="submit"]').click();
    expect((await posted).postData()).toMatch(/idempotency_key=[\w-]+/);
    await expect.poll(() => page.locator('.booking-form__result--success').textContent()).toBe('예약 요청이 접수되었습니다. 아직 확정된 예약이 아니며, 확인 후 연락드리겠습니다.');
    expect(await page.getByRole('link', { name: '요청 상태 보기' }).getAttribute('href')).toMatch(/^\/booking\/status\/\d+-[\w-]{22}$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('booking-form__result'))).toBe(true);
    expect(page.url()).toMatch(/\/booking$/);
    // What was asked stands instead of an emptied form, the time with its zone; another request opens the form again.
    const summary = page.locator('.booking-form__summary');
    expect(await summary.textContent()).toContain('박지훈');
    expect(await summary.textContent()).toContain('날짜와 시간 (베트남 시간, GMT+7)');
    expect(await page.locator('#booking-name').isVisible()).toBe(false);
    await page.getByRole('button', { name: '다른 요청 보내기' }).click();
    expect(await page.locator('#booking-name').isVisible()).toBe(true);
    expect(await page.locator('#booking-name').inputValue()).toBe('');
    await page.close();
  });

  // The home page's form is no Astro island: its own loader hydrates it from /booking-form.json
  // (src/components/booking/StaticBookingForm.astro), which must give React the same markup.
  it('on the home page: loaded only when scrolled to, hydrated without a mismatch, sends in the background (English)', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (/booking-form\.json|react/i.test(request.url())) loaded.push(request.url());
    });
    await page.goto(`${baseURL()}/en`, { waitUntil: 'load' });
    expect(loaded).toEqual([]);
    await page.locator('.booking-form').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-booking-form-props][data-hydrated]');
    expect(loaded.some((url) => url.endsWith('/en/booking-form.json'))).toBe(true);
    await page.waitForTimeout(2600); // a person takes longer than the bot threshold
    await fill(page, { name: 'Sam Home', phone: '+1 415 555 2672', time: '16:00' });
    const posted = page.waitForRequest((r) => r.url().includes('/api/booking'));
    await page.locator('.booking-form button[type="submit"]').click();
    expect((await posted).url()).toContain('/api/booking?locale=en');
    await expect.poll(() => page.locator('.booking-form__result--success').textContent()).toBe('Request received. It is not confirmed yet: we will contact you to confirm it.');
    expect(await page.getByRole('link', { name: 'Follow your request' }).getAttribute('href')).toMatch(/^\/en\/booking\/status\/\d+-[\w-]{22}$/);
    expect(page.url()).toMatch(/\/en$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows field errors, announced, and focuses the first wrong field (Vietnamese)', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL()}/vi/booking`);
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr])') !== null);
    await fill(page, { name: 'Lê Văn Hùng', phone: 'abc', time: '15:30' });
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('#booking-phone-error').textContent()).toBe('Vui lòng nhập số điện thoại hợp lệ.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('booking-phone');
    expect(await page.locator('#booking-phone').getAttribute('aria-invalid')).toBe('true');
    await page.close();
  });
});

describe('booking API', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${baseURL()}/api/booking?locale=en`, {
      method: 'POST',
      headers: { Origin: baseURL(), 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });
  const valid = () =>
    // A standard room: the one couple room that day is another test's (admin-phone's, at 14:30).
    new URLSearchParams({ name: 'Sam Taylor', phone: '+1 415 555 2671', service: 'thai-90', date: dayAhead(5), time: '16:00', consent: 'on', idempotency_key: 'e2e-key-123456' }).toString();

  it('stores the same request once when it is sent twice', async () => {
    const first = (await (await post(valid())).json()) as { ok: boolean; id: number };
    const second = (await (await post(valid())).json()) as { ok: boolean; id: number };
    expect(first.ok).toBe(true);
    expect(second.id).toBe(first.id);
  });

  it('refuses a foreign origin (403) and a wrong content type (415)', async () => {
    expect((await post(valid(), { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('{}', { 'Content-Type': 'application/json' })).status).toBe(415);
  });

  it('refuses the same idempotency key with a different body (409)', async () => {
    const body = (time: string) =>
      new URLSearchParams({ name: 'Lee Ji-eun', phone: '+82 10-2345-6789', date: dayAhead(6), time, consent: 'on', idempotency_key: 'e2e-key-conflict-1' }).toString();
    expect((await post(body('15:00'))).status).toBe(200);
    const res = await post(body('16:00'));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { ok: boolean }).ok).toBe(false);
  });

  it('answers field errors and success in the language asked for', async () => {
    const res = await fetch(`${baseURL()}/api/booking?locale=vi`, {
      method: 'POST',
      headers: { Origin: baseURL(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'A', phone: '12', date: dayAhead(5), time: '16:00', consent: 'on' }).toString(),
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = (await res.json()) as { ok: boolean; errors: Record<string, string> };
    expect(Object.keys(answer.errors).sort()).toEqual(['name', 'phone']);
    expect(answer.errors['phone']).toMatch(/số điện thoại/i);
  });

  it('refuses a body over 16 KB (413), whether or not it says its length', async () => {
    const big = `${valid()}&notes=${'x'.repeat(17_000)}`;
    expect((await post(big)).status).toBe(413);
    // Sent in chunks with no Content-Length: the limit is counted as the body arrives.
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const res = await fetch(`${baseURL()}/api/booking?locale=en`, {
      method: 'POST',
      headers: { Origin: baseURL(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});

describe('booking page from a service', () => {
  it('preselects the service the visitor came from, and ignores unknown ids', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL()}/en/booking?service=watsu-90`);
    expect(await page.locator('#booking-service').inputValue()).toBe('watsu-90');
    await page.goto(`${baseURL()}/en/booking?service=nope`);
    expect(await page.locator('#booking-service').inputValue()).toBe('');
    await page.close();
  });
});

describe('newsletter', () => {
  it('signs up from the blog without JavaScript and confirms in the page language', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/vi/blog`);
    await page.getByLabel('Địa chỉ email').fill('reader@example.com');
    await Promise.all([page.waitForURL(/\/vi\/newsletter$/), page.getByRole('button', { name: 'Đăng ký' }).click()]);
    expect(await page.getByRole('status').textContent()).toBe('Đăng ký thành công. Cảm ơn bạn!');
    await context.close();
  });
});

describe('booking form on the home page', () => {
  it.each([
    ['/', '예약 요청 보내기'],
    ['/vi', 'Gửi yêu cầu đặt lịch'],
  ])('%s has the form in #contact, posting to its own language', async (path, submit) => {
    const page = await browser.newPage();
    await page.goto(`${baseURL()}${path}#contact`);
    const form = page.locator('#contact form.booking-form');
    expect(await form.getAttribute('action')).toBe(path === '/' ? '/booking' : `${path}/booking`);
    expect(await form.getByRole('button', { name: submit }).count()).toBe(1);
    expect(await page.locator('#contact #booking-website').getAttribute('tabindex')).toBe('-1');
    await page.close();
  });
});

/** How many standard rooms the spa has (a Thai massage takes one): spa.yaml's rooms. */
const STANDARD_ROOMS = BUSINESS.rooms.find((room) => room.id === 'standard')?.count ?? 0;

/** A 90-minute Thai massage at `time` on `date`, stored through the API from a phone of its own. */
let roomPhones = 0;
async function takeRoom(date: string, time: string) {
  roomPhones += 1;
  const res = await fetch(`${baseURL()}/api/booking?locale=en`, {
    method: 'POST',
    headers: { Origin: baseURL(), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: `Room Taker ${roomPhones}`, phone: `+84 912 30${String(1000 + roomPhones)}`, service: 'thai-90', date, time, consent: 'on', fill_ms: '9000' }).toString(),
  });
  expect(res.status).toBe(200);
}

/** "HH:MM" every 30 minutes from `from` to `to`, both included. */
function grid(from: string, to: string): string[] {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const out: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += 30) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

describe('a full time (issue 38)', () => {
  it('is refused without JavaScript at the time field, naming the nearest free times, the form kept as typed (Vietnamese)', async () => {
    const day = regularDayAhead(20);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/vi/booking`);
    await fill(page, { name: 'Phạm Minh Châu', phone: '0912 300 400', time: '15:00', date: day, showTimes: 'Xem giờ trống của ngày này' });
    // While the visitor types, every standard room is taken at 15:00 (held until 16:30, cleaned until 16:45).
    for (let i = 0; i < STANDARD_ROOMS; i += 1) await takeRoom(day, '15:00');
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Gửi yêu cầu đặt lịch' }).click()]);
    expect(response.status()).toBe(422);
    await page.waitForLoadState();
    expect(await page.locator('#booking-time-error').textContent()).toBe('Giờ này đã kín chỗ. Giờ trống gần nhất: 12:30, 13:00, 17:00');
    expect(await page.locator('#booking-time').getAttribute('aria-describedby')).toContain('booking-time-error');
    expect(await page.locator('#booking-name').inputValue()).toBe('Phạm Minh Châu');
    expect(await page.locator('#booking-date').inputValue()).toBe(day);
    expect(await page.locator('#booking-time').inputValue()).toBe('15:00');
    expect(await page.locator('#booking-service').inputValue()).toBe('thai-90');
    await context.close();
  });

  it('is refused by the API with the message at the time field and the nearest times (English)', async () => {
    const day = regularDayAhead(24);
    for (let i = 0; i < STANDARD_ROOMS; i += 1) await takeRoom(day, '15:00');
    const res = await fetch(`${baseURL()}/api/booking?locale=en`, {
      method: 'POST',
      headers: { Origin: baseURL(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Late Comer', phone: '+1 415 555 2690', service: 'thai-90', date: day, time: '15:30', consent: 'on' }).toString(),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      ok: false,
      message: 'Please check the highlighted fields.',
      errors: { time: 'This time is fully booked. Nearest free times: 13:00, 17:00, 17:30' },
      nearest: ['13:00', '17:00', '17:30'],
    });
  });
});

describe('GET /booking-availability.json (issue 38)', () => {
  const ask = (query: string, init: RequestInit = {}) => fetch(`${baseURL()}/booking-availability.json${query}`, init);

  it("answers a day's free times for a course, cacheable for five seconds, with the security headers", async () => {
    const day = regularDayAhead(28);
    for (let i = 0; i < STANDARD_ROOMS; i += 1) await takeRoom(day, '15:00');
    const res = await ask(`?date=${day}&option=thai-90`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
    expectSecurityHeaders(res.headers);
    expect(await res.json()).toEqual({ date: day, option: 'thai-90', times: [...grid('12:00', '13:00'), ...grid('17:00', '22:30')], step: 30 });
    // Another course, another room kind: its whole day.
    expect(((await (await ask(`?date=${day}&option=couple-120`)).json()) as { times: string[] }).times).toEqual(grid('12:00', '22:00'));
    const head = await ask(`?date=${day}&option=thai-90`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('answers no times past the bookable range, 400 to a bad query, 405 to a POST', async () => {
    expect(await (await ask(`?date=${dayAhead(120)}&option=thai-90`)).json()).toEqual({ date: dayAhead(120), option: 'thai-90', times: [], step: 30 });
    for (const query of ['', '?date=2026-02-30&option=thai-90', `?date=${dayAhead(3)}&option=lingam-60`, `?date=${dayAhead(3)}&option=${'x'.repeat(1500)}`]) {
      const res = await ask(query);
      expect(res.status, query.slice(0, 60)).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    const posted = await ask(`?date=${dayAhead(3)}&option=thai-90`, { method: 'POST', headers: { Origin: baseURL() } });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the time field offers only what can be served (issue 38)', () => {
  it('without JavaScript: the preselected day’s list leaves out a time every standard room is taken at, for that course only', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/en/booking?service=thai-90`);
    const day = await page.locator('#booking-date').inputValue();
    expect(day >= dayAhead(0)).toBe(true);
    const before = await offeredTimes(page);
    // The day's last start: the furthest from now, so it cannot pass while the test runs.
    const full = before.at(-1) ?? '';
    expect(full).toMatch(/^\d{2}:\d{2}$/);
    for (let i = 0; i < STANDARD_ROOMS; i += 1) await takeRoom(day, full);
    await page.reload();
    expect(await page.locator('#booking-date').inputValue()).toBe(day);
    const after = await offeredTimes(page);
    expect(after).not.toContain(full);
    for (const time of after) expect(before).toContain(time);
    // A request without a course holds no room: that list still has the time.
    await page.goto(`${baseURL()}/en/booking`);
    if ((await page.locator('#booking-date').inputValue()) === day) expect(await offeredTimes(page)).toContain(full);
    await context.close();
  });

  it('with JavaScript: another day’s free times are fetched and shown, a full one absent, and an offered one is booked', async () => {
    const day = regularDayAhead(32);
    for (let i = 0; i < STANDARD_ROOMS; i += 1) await takeRoom(day, '15:00');
    const page = await browser.newPage();
    await page.goto(`${baseURL()}/en/booking?service=thai-90`);
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr])') !== null);
    await page.waitForTimeout(2600); // a person takes longer than the bot threshold
    await page.locator('#booking-name').fill('Quinn Day');
    await page.locator('#booking-phone').fill('+1 415 555 2633');
    await page.locator('#booking-consent').check();
    const asked = page.waitForResponse((r) => r.url().includes('/booking-availability.json?'));
    await page.locator('#booking-date').fill(day);
    // Said while it reads: the list is busy and the line under it says so.
    expect(await page.locator('#booking-time').getAttribute('aria-busy')).toBe('true');
    expect(await page.locator('#booking-time-status').textContent()).toBe('Looking for free times…');
    const answer = await asked;
    expect(new URL(answer.url()).search).toBe(`?date=${day}&option=thai-90`);
    await timesSettled(page);
    expect(await offeredTimes(page)).toEqual([...grid('12:00', '13:00'), ...grid('17:00', '22:30')]);
    expect(await page.locator('#booking-time-status').textContent()).toBe('');
    await chooseTime(page, '17:00');
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('.booking-form__result--success').textContent()).toBe('Request received. It is not confirmed yet: we will contact you to confirm it.');
    expect(await page.locator('.booking-form__summary').textContent()).toContain('17:00');
    // The plain form's button is gone once the script reads the times itself.
    expect(await page.getByRole('button', { name: 'Show the free times of this date' }).count()).toBe(0);
    await page.close();
  });

  it('on the home page: the first open day is preselected and the chosen course’s free times fetched', async () => {
    const day = regularDayAhead(36);
    for (let i = 0; i < STANDARD_ROOMS; i += 1) await takeRoom(day, '15:00');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseURL()}/en`, { waitUntil: 'load' });
    await page.locator('.booking-form').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-booking-form-props][data-hydrated]');
    await expect.poll(() => page.locator('#booking-date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await page.locator('#booking-date').inputValue()) >= dayAhead(0)).toBe(true);
    const asked = page.waitForResponse((r) => r.url().includes(`/booking-availability.json?date=${day}&option=thai-90`));
    await page.locator('#booking-service').selectOption('thai-90');
    await page.locator('#booking-date').fill(day);
    expect((await asked).status()).toBe(200);
    await timesSettled(page);
    expect(await offeredTimes(page)).toEqual([...grid('12:00', '13:00'), ...grid('17:00', '22:30')]);
    await page.close();
  });
});
