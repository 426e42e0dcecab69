import http from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseTime, offeredTimes } from '../support/booking-form';
import { launchBrowser, PHONE, SMALL_PHONE } from '../support/browser';
import { axeViolations, describeMessage, validateFolder } from '../support/checkers';
import { startProductionServer, type RunningServer } from '../support/server-process';
import { dayAhead } from '../support/site';
import { decodedMail, mailsFor, mailSubject, startMailCatcher } from '../support/smtp';

/**
 * The booking loop as people live it, on a server of its own (the owner's webhook points at this
 * test): a visitor's request is pending on its status page, the owner confirms it in /admin, the
 * visitor gets a calendar file and cancels, and the owner hears of it; another time proposed
 * by the owner is accepted from the status page; and a decline comes with the owner's own words.
 */
const PASSWORD = 'loop-owner-password';
/** The server's outbox round (OUTBOX_INTERVAL_MS; 5 s in production). */
const OUTBOX_INTERVAL_MS = 250;
const hooks: { type: string; booking: { id: number; status: string; decline_message?: string | null }; event?: { action: string; actor: string } }[] = [];
let receiver: http.Server;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
/** Status pages in each state they passed through, as served, for the checkers below. */
const seen = new Map<string, string>();
const keep = async (state: string, url: string) => seen.set(state, url);

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hooks.push(JSON.parse(body) as (typeof hooks)[number]);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  smtp = await startMailCatcher();
  server = await startProductionServer({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kingstone-loop-')),
    DATABASE_URL: '',
    BOOKING_RATE_LIMIT: '0',
    ADMIN_PASSWORD: PASSWORD,
    NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    // Visitors who give an address hear by mail; a visit two days ahead is inside a 72-hour lead window.
    SMTP_URL: smtp.url,
    REMINDER_LEAD_HOURS: '72',
    // The outbox looks for what is due four times a second, not every 5 s: the waits below end
    // a moment after the message is due.
    OUTBOX_INTERVAL_MS: String(OUTBOX_INTERVAL_MS),
  });
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await new Promise((r) => receiver.close(() => r(undefined)));
});

async function ownerPage(options: Parameters<typeof browser.newPage>[0] = { viewport: PHONE }): Promise<Page> {
  const page = await browser.newPage(options);
  await page.goto(`${server.url}/admin`);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.getByRole('heading', { name: '예약 관리' }).waitFor();
  return page;
}

async function waitForHook(match: (h: (typeof hooks)[number]) => boolean) {
  for (let i = 0; i < 300 && !hooks.some(match); i += 1) await new Promise((r) => setTimeout(r, 100));
  return hooks.find(match);
}

describe('the booking loop', () => {
  it('request → pending (ko) → confirmed in admin → calendar file → cancelled by the visitor → owner notified', async () => {
    const day = dayAhead(4);
    const visitor = await browser.newPage({ viewport: PHONE });
    await visitor.goto(`${server.url}/booking`);
    await visitor.getByLabel('이름').fill('김하늘');
    await visitor.getByLabel('전화번호').fill('0901112233');
    await visitor.locator('#booking-date').fill(day);
    await chooseTime(visitor, '16:00');
    await visitor.locator('#booking-consent').check();
    // A person takes a few seconds; faster forms are kept as a bot's.
    await visitor.waitForTimeout(2600);
    await visitor.getByRole('button', { name: '예약 요청 보내기' }).click();
    await visitor.getByText('아직 확정된 예약이 아니며').waitFor();
    const reference = await visitor.locator('.booking-form__receipt strong').textContent();
    expect(reference).toMatch(/^KS-\d{4,}$/);
    await visitor.getByRole('link', { name: '요청 상태 보기' }).click();
    await visitor.getByRole('heading', { name: '대기 중: 아직 확정되지 않았습니다' }).waitFor();
    const statusUrl = visitor.url();
    expect(statusUrl).toMatch(/\/booking\/status\/\d+-[\w-]{22}$/);
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await visitor.getByText(reference ?? '').count()).toBe(1);
    const id = Number(/status\/(\d+)-/.exec(statusUrl)?.[1]);
    await keep('pending (ko)', statusUrl);

    const owner = await ownerPage();
    await confirmInAdmin(owner, id);
    await owner.close();

    await visitor.reload();
    await visitor.getByRole('heading', { name: '확정되었습니다' }).waitFor();
    await keep('confirmed (ko)', statusUrl);
    const icsHref = await visitor.getByRole('link', { name: '캘린더 파일 받기 (.ics)' }).getAttribute('href');
    const ics = await fetch(`${server.url}${icsHref}`);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await ics.text();
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(`UID:booking-${id}@kingstonespa.vn`);
    expect(lines.find((l) => l.startsWith('DTSTART:'))).toBe(`DTSTART:${day.replaceAll('-', '')}T090000Z`);
    expect(lines.some((l) => l.startsWith('DTSTAMP:'))).toBe(true);
    expect(await visitor.getByRole('link', { name: 'Google 캘린더에 추가' }).getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\//);

    // Cancelling asks first (issue 40): the first press only shows the question where the button was.
    await visitor.getByRole('button', { name: '예약 요청 취소' }).click();
    await visitor.waitForURL(/\?ask=cancel#booking-status-ask$/);
    expect(await visitor.locator('#booking-status-ask').textContent()).toBe(`예약 ${reference}을(를) 취소할까요? 되돌릴 수 없습니다.`);
    await visitor.getByRole('heading', { name: '확정되었습니다' }).waitFor();
    expect(await visitor.getByRole('button', { name: '예약 요청 취소' }).count()).toBe(0);
    await keep('cancel asked (ko)', visitor.url());
    await visitor.getByRole('button', { name: '예, 취소합니다' }).click();
    await visitor.getByText('요청이 취소되었습니다.').waitFor();
    await visitor.getByRole('heading', { name: '취소되었습니다' }).waitFor();
    expect(await visitor.getByRole('button', { name: '예약 요청 취소' }).count()).toBe(0);
    await keep('cancelled (ko)', visitor.url());
    const told = await waitForHook((h) => h.type === 'booking.cancelled' && h.booking.id === id);
    expect(told?.event).toMatchObject({ action: 'cancel', actor: 'visitor' });
    await visitor.close();
  }, 90_000);

  it('another time proposed by the owner is accepted from the status page (vi)', async () => {
    const day = dayAhead(5);
    const res = await fetch(`${server.url}/api/booking?locale=vi`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Ngô Thanh Tâm', phone: '0903334455', date: day, time: '13:00', consent: 'on', fill_ms: '9000' }).toString(),
    });
    const answer = (await res.json()) as { ok: boolean; id: number; reference: string; statusUrl: string; message: string };
    expect(answer).toMatchObject({ ok: true, reference: expect.stringMatching(/^KS-/), statusUrl: expect.stringMatching(/^\/vi\/booking\/status\//) });
    expect(answer.message).toContain('chưa được xác nhận');

    const owner = await ownerPage();
    await proposeInAdmin(owner, answer.id, dayAhead(6), '18:30');
    await owner.close();

    const visitor = await browser.newPage({ viewport: PHONE });
    await visitor.goto(`${server.url}${answer.statusUrl}`);
    await visitor.getByRole('heading', { name: 'Đã đề xuất giờ khác' }).waitFor();
    await keep('proposed (vi)', visitor.url());
    await visitor.getByRole('button', { name: 'Chấp nhận giờ đề xuất' }).click();
    await visitor.getByText('Lịch hẹn đã được xác nhận vào giờ đề xuất.').waitFor();
    await visitor.getByRole('heading', { name: 'Đã xác nhận' }).waitFor();
    expect(await visitor.locator('.booking-status__facts').textContent()).toContain('18:30');
    const told = await waitForHook((h) => h.type === 'booking.confirmed' && h.booking.id === answer.id && h.event?.actor === 'visitor');
    expect(told?.event).toMatchObject({ action: 'accept' });
    await visitor.close();
  }, 90_000);

  it("a decline with the owner's own message, typed on a small phone without JavaScript, is read under the reason on the status page (en)", async () => {
    const res = await fetch(`${server.url}/api/booking?locale=en`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Olivia Grant', phone: '0907778899', date: dayAhead(7), time: '14:00', consent: 'on', fill_ms: '9000' }).toString(),
    });
    const answer = (await res.json()) as { ok: boolean; id: number; statusUrl: string };
    expect(answer).toMatchObject({ ok: true, statusUrl: expect.stringMatching(/^\/en\/booking\/status\//) });

    const owner = await ownerPage({ ...SMALL_PHONE, javaScriptEnabled: false });
    const card = owner.locator(`#booking-${answer.id}`);
    await card.locator('.admin-move-form > summary').filter({ hasText: /^거절$/ }).click();
    const box = card.getByLabel('고객에게 보낼 메시지 (선택)');
    await card.getByLabel('거절 사유').selectOption({ label: '예약 마감' });
    // The browser stops typing at 500 characters.
    await box.fill('x'.repeat(501));
    expect((await box.inputValue()).length).toBe(500);
    // One without maxlength (an old browser, a hand-made post) is refused by the server, which keeps what was typed.
    const tooLong = `${'가'.repeat(500)}\n하나 더`;
    await box.evaluate((el) => el.removeAttribute('maxlength'));
    await box.fill(tooLong);
    await card.getByRole('button', { name: '거절 보내기' }).click();
    await owner.waitForURL(/refused=\d+&why=message_too_long/);
    expect(await owner.getByRole('status').textContent()).toMatch(/^예약 KS-\d{4,}은\(는\) 거절하지 않았습니다: 고객에게 보낼 메시지가 500자를 넘습니다\.$/);
    expect(await card.locator('.admin-row__state').textContent()).toBe('신규');
    expect(await box.inputValue()).toBe(tooLong);
    expect(await card.getByLabel('거절 사유').inputValue()).toBe('fully_booked');
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await card.locator('.admin-move-form__error').textContent()).toBe('메시지가 500자를 넘습니다. 줄여서 다시 보내 주세요.');
    // At 360 px the open form fits the card, its controls thumb-sized, and nothing scrolls sideways.
    expect((await box.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect((await card.getByRole('button', { name: '거절 보내기' }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const message = 'We are fully booked tonight <sorry>.\nPlease come back tomorrow: call us to pick a time.';
    await box.fill(message);
    await card.getByRole('button', { name: '거절 보내기' }).click();
    await owner.waitForURL(/saved=\d+/);
    expect(await card.locator('.admin-row__state').textContent()).toBe('거절 · 사유: 예약 마감');
    expect(await card.locator('.admin-row__message-label').textContent()).toBe('고객에게 보낸 메시지');
    expect(await card.locator('.admin-row__message-text').textContent()).toBe(message);
    await owner.close();

    const visitor = await browser.newPage({ viewport: PHONE });
    await visitor.goto(`${server.url}${answer.statusUrl}`);
    await visitor.getByRole('heading', { name: 'Not available' }).waitFor();
    expect(await visitor.locator('.booking-status__card').textContent()).toContain('we are fully booked at that time');
    const heading = visitor.getByRole('heading', { name: 'Message from Kingstone Spa' });
    expect(await heading.isVisible()).toBe(true);
    const words = visitor.locator('.booking-status__message p');
    // As text: the angle brackets are shown, not read as markup, and the line break is kept.
    expect(await words.textContent()).toBe(message);
    expect(await words.innerText()).toBe(message);
    expect(await visitor.locator('.booking-status__message sorry').count()).toBe(0);
    await keep('declined with a message (en)', visitor.url());
    await visitor.close();
    const told = await waitForHook((h) => h.type === 'booking.declined' && h.booking.id === answer.id);
    expect(told?.booking.decline_message).toBe(message);
  }, 90_000);

  it('after the visit the guest rates it once without JavaScript, with the keyboard; a 5 offers the review pages; the owner reads it (ko)', async () => {
    const res = await fetch(`${server.url}/api/booking?locale=ko`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: '최유나', phone: '0906667788', date: dayAhead(3), time: '15:00', consent: 'on', fill_ms: '9000' }).toString(),
    });
    const answer = (await res.json()) as { ok: boolean; id: number; statusUrl: string };
    expect(answer).toMatchObject({ ok: true, statusUrl: expect.stringMatching(/^\/booking\/status\//) });
    const statusUrl = `${server.url}${answer.statusUrl}`;
    const owner = await ownerPage();
    await confirmInAdmin(owner, answer.id);
    const card = owner.locator(`#booking-${answer.id}`);
    await card.getByRole('button', { name: '방문 완료' }).click();
    await owner.waitForURL(/saved=\d+/);
    expect(await card.locator('.admin-row__state').textContent()).toBe('완료');

    const visitor = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await visitor.goto(statusUrl);
    await visitor.getByRole('heading', { name: '방문은 어떠셨나요?' }).waitFor();
    await keep('rating asked (ko)', statusUrl);
    // A radio group: Tab reaches it, the arrow keys choose (4 → 5), as everywhere.
    await visitor.getByRole('radio', { name: '4점: 좋았어요' }).check();
    await visitor.keyboard.press('ArrowDown');
    expect(await visitor.getByRole('radio', { name: '5점: 최고였어요' }).isChecked()).toBe(true);
    const comment = '차가 맛있었어요.\n다음에 또 올게요 <3';
    await visitor.getByLabel('의견 (선택)').fill(comment);
    await visitor.getByRole('button', { name: '별점 보내기' }).click();
    await visitor.waitForURL(/\?done=rated#booking-rating$/);
    await visitor.getByRole('heading', { name: '별점을 남겨 주셔서 감사합니다' }).waitFor();
    await visitor.getByText('남기신 별점: 5점 만점에 5점').waitFor();
    expect(await visitor.getByRole('button', { name: '별점 보내기' }).count()).toBe(0);
    const reviews = visitor.getByRole('list', { name: '공개 리뷰 페이지' }).getByRole('link');
    expect(await reviews.count()).toBe(2);
    const google = visitor.getByRole('link', { name: 'Google에 리뷰 쓰기 (새 탭에서 열림)' });
    expect(await google.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    expect(await google.getAttribute('target')).toBe('_blank');
    expect((await google.getAttribute('rel'))?.split(' ')).toContain('noopener');
    expect(await visitor.getByRole('link', { name: '네이버에 리뷰 쓰기 (새 탭에서 열림)' }).getAttribute('href')).toMatch(/^https:\/\/map\.naver\.com\//);
    await keep('rated (ko)', visitor.url());

    // A second rating (an old tab, a hand-made post) is refused with a word; the first stays.
    const again = await fetch(statusUrl, { method: 'POST', redirect: 'manual', headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=rate&rating=1&comment=changed' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toMatch(/\?done=rated-before#booking-rating$/);
    await visitor.goto(`${server.url}${again.headers.get('location')}`);
    await visitor.getByText('이 방문에는 이미 별점을 남기셨습니다. 처음 남기신 별점이 그대로 유지됩니다.').waitFor();
    await visitor.getByText('남기신 별점: 5점 만점에 5점').waitFor();
    await visitor.close();

    await owner.reload();
    const rating = card.locator('.admin-row__rating');
    expect(await rating.locator('.admin-row__message-label').textContent()).toBe('손님 별점 (비공개)');
    expect(await rating.textContent()).toContain('5점 만점에 5점');
    expect(await rating.locator('.admin-row__message-text').innerText()).toBe(comment);
    await owner.close();
    const told = await waitForHook((h) => h.type === 'booking.rated' && h.booking.id === answer.id);
    expect(told?.booking).toMatchObject({ rating: 5, comment });
  }, 90_000);

  it('a visit confirmed inside the reminder’s lead window gets its reminder right after the confirmation, once (en)', async () => {
    const day = dayAhead(2);
    const address = `reminder-${Date.now()}@example.test`;
    const res = await fetch(`${server.url}/api/booking?locale=en`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Park Ji-yeon', phone: '0905556677', date: day, time: '16:00', contact_method: 'email', contact_handle: address, consent: 'on', fill_ms: '9000' }).toString(),
    });
    const answer = (await res.json()) as { ok: boolean; id: number; reference: string };
    expect(answer).toMatchObject({ ok: true, reference: expect.stringMatching(/^KS-/) });
    const owner = await ownerPage();
    await confirmInAdmin(owner, answer.id);
    await owner.close();

    const reminders = () => mailsFor(smtp.mails, address).filter((m) => mailSubject(m).startsWith('Reminder'));
    for (let i = 0; i < 300 && reminders().length === 0; i += 1) await new Promise((r) => setTimeout(r, 100));
    // Eight more of the worker's rounds: nothing goes twice.
    await new Promise((r) => setTimeout(r, 8 * OUTBOX_INTERVAL_MS + 200));
    const subjects = mailsFor(smtp.mails, address).map(mailSubject);
    expect(subjects).toEqual([`Kingstone Spa: Confirmed · ${answer.reference}`, expect.stringMatching(new RegExp(`^Reminder: your visit to Kingstone Spa on .+ at 16:00 \\(Vietnam time\\) · ${answer.reference}$`))]);
    const text = decodedMail(reminders()[0] ?? '');
    expect(text).not.toContain('Park Ji-yeon');
    // The links in it open the status page and the calendar file (on this server rather than the public site).
    const link = (pattern: RegExp) => `${server.url}${new URL(pattern.exec(text)?.[1] ?? '/missing').pathname}`;
    const ics = await fetch(link(/\(\.ics\): (\S+)/));
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain(`DTSTART:${day.replaceAll('-', '')}T090000Z`);
    const status = await fetch(link(/\(details, cancellation\): (\S+)/));
    expect(await status.text()).toContain(answer.reference);
  }, 90_000);

  it('the visitor asks for another time without JavaScript (a full one refused at the field), the owner accepts it; with JavaScript the list follows the day, and a decline keeps the time (en)', async () => {
    const day = dayAhead(9);
    const address = `change-${Date.now()}@example.test`;
    const res = await fetch(`${server.url}/api/booking?locale=en`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Tran Minh Chau', phone: '0904445566', service: 'couple-120', date: day, time: '13:00', contact_method: 'email', contact_handle: address, consent: 'on', fill_ms: '9000' }).toString(),
    });
    const answer = (await res.json()) as { ok: boolean; id: number; reference: string; statusUrl: string };
    expect(answer).toMatchObject({ ok: true, statusUrl: expect.stringMatching(/^\/en\/booking\/status\//) });
    const statusUrl = `${server.url}${answer.statusUrl}`;
    const card = (page: Page) => page.locator('.booking-status__card');

    // Without JavaScript: the form starts on the booking's day; "show the free times" lists another day's.
    const plain = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await plain.goto(statusUrl);
    await plain.getByRole('heading', { name: 'Ask for another time' }).waitFor();
    expect(await plain.getByLabel('New date').inputValue()).toBe(day);
    // The couple room is this booking's from 13:00 until 15:15 (it stays booked until the owner answers): 14:00 is not offered.
    expect(await offeredTimes(plain)).not.toContain('14:00');
    const next = dayAhead(10);
    await plain.getByLabel('New date').fill(next);
    await Promise.all([plain.waitForURL(/\?times$/), plain.getByRole('button', { name: 'Show the free times of this date' }).click()]);
    expect(await plain.getByLabel('New date').inputValue()).toBe(next);
    expect(await offeredTimes(plain)).toContain('17:30');
    // A full time posted all the same (an old page, a hand-made post) is refused at the time field, with the nearest free ones.
    const full = await fetch(statusUrl, { method: 'POST', headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action: 'request_change', date: day, time: '14:00' }).toString() });
    expect(full.status).toBe(422);
    expect(await full.text()).toMatch(/id="booking-time-error" class="booking-field__error">This time is fully booked\. Nearest free times: \d\d:\d\d/);
    await plain.getByLabel('New time').selectOption('17:30');
    await plain.getByRole('button', { name: 'Ask for this time' }).click();
    await plain.waitForURL(/\?done=change$/);
    await plain.getByText('Your request for another time was sent.').waitFor();
    expect(await card(plain).textContent()).toMatch(/You asked to move to .+17:30\. Until the spa answers, your booking keeps the time above\./);
    expect(await plain.getByRole('heading', { name: 'Ask for another time' }).count()).toBe(0);
    await keep('change of time (en)', plain.url());
    const asked = await waitForHook((h) => h.type === 'booking.change_requested' && h.booking.id === answer.id);
    expect(asked?.event).toMatchObject({ action: 'request_change', actor: 'visitor' });

    // The owner reads old → asked on the card and accepts it.
    const owner = await ownerPage();
    const row = owner.locator(`#booking-${answer.id}`);
    expect(await row.locator('.admin-change__asks').textContent()).toMatch(/고객이 시간 변경을 요청했습니다: .+13:00 → .+17:30$/);
    await row.getByRole('button', { name: '새 시간 수락' }).click();
    await owner.waitForURL(/saved=\d+/);
    expect(await owner.locator(`#booking-${answer.id} .admin-row__state`).textContent()).toBe('확정');
    expect(await owner.locator(`#booking-${answer.id} .admin-row__when time`).getAttribute('datetime')).toBe(`${next}T17:30`);
    expect(await owner.locator(`#booking-${answer.id} .admin-change`).count()).toBe(0);
    const accepted = await waitForHook((h) => h.type === 'booking.change_accepted' && h.booking.id === answer.id);
    expect(accepted?.event).toMatchObject({ action: 'accept_change', actor: 'admin' });
    await plain.close();

    // With JavaScript: the new time on the page, and another day's times read from the free times endpoint.
    const visitor = await browser.newPage({ viewport: PHONE });
    await visitor.goto(statusUrl);
    await visitor.getByRole('heading', { name: 'Confirmed' }).waitFor();
    expect(await card(visitor).textContent()).toMatch(/The spa accepted your new time: .+17:30\./);
    await visitor.getByRole('heading', { name: 'Ask for another time' }).scrollIntoViewIfNeeded();
    // Hydrated: the plain form's button goes.
    await expect.poll(() => visitor.getByRole('button', { name: 'Show the free times of this date' }).count()).toBe(0);
    const later = dayAhead(11);
    const read = visitor.waitForResponse((r) => r.url().includes(`/booking-availability.json?date=${later}&option=couple-120`));
    await visitor.getByLabel('New date').fill(later);
    const endpoint = (await (await read).json()) as { times: string[] };
    await expect.poll(() => offeredTimes(visitor)).toEqual(endpoint.times);
    await chooseTime(visitor, '15:00');
    await visitor.getByRole('button', { name: 'Ask for this time' }).click();
    await visitor.waitForURL(/\?done=change$/);
    await owner.reload();
    await owner.locator(`#booking-${answer.id}`).getByRole('button', { name: '기존 시간 유지' }).click();
    await owner.waitForURL(/saved=\d+/);
    await owner.close();
    await visitor.goto(statusUrl);
    expect(await card(visitor).textContent()).toMatch(/The spa could not move your visit to .+15:00; your booking keeps the time above\./);
    expect(await visitor.locator('.booking-status__facts').textContent()).toContain('17:30');
    await visitor.close();

    // The visitor hears of each answer by mail, in their language.
    const subjects = () => mailsFor(smtp.mails, address).map(mailSubject);
    await expect.poll(subjects, { timeout: 30_000 }).toEqual(expect.arrayContaining([`Kingstone Spa: New time confirmed · ${answer.reference}`, `Kingstone Spa: Time not changed · ${answer.reference}`]));
  }, 120_000);

  it('every state seen is valid HTML (W3C Nu), has no axe violation and fits a 320 px phone', async () => {
    await keep('not found (en)', `${server.url}/en/booking/status/1-AAAAAAAAAAAAAAAAAAAAAA`);
    expect([...seen.keys()]).toEqual(['pending (ko)', 'confirmed (ko)', 'cancel asked (ko)', 'cancelled (ko)', 'proposed (vi)', 'declined with a message (en)', 'rating asked (ko)', 'rated (ko)', 'change of time (en)', 'not found (en)']);
    const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-vnu-status-'));
    const names = [...seen.keys()];
    // axe runs in a context of its own.
    const context = await browser.newContext({ viewport: { width: 320, height: 720 } });
    const page = await context.newPage();
    for (const [i, [state, url]] of [...seen].entries()) {
      writeFileSync(path.join(dir, `${i}.html`), await (await fetch(url)).text());
      await page.goto(url);
      expect(await axeViolations(page), state).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), state).toBeLessThanOrEqual(0);
    }
    await context.close();
    const errors = await validateFolder(dir);
    for (const [i, state] of names.entries()) {
      expect(errors.filter((m) => m.url?.endsWith(`/${i}.html`)).map(describeMessage), state).toEqual([]);
    }
  }, 120_000);

  it('an unknown or forged status link is a localized 404 that is never cached', async () => {
    const res = await fetch(`${server.url}/en/booking/status/1-AAAAAAAAAAAAAAAAAAAAAA`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('Status link not found');
  });
});

/** The owner's "confirm" on the booking's card in /admin, as a tap. */
async function confirmInAdmin(page: Page, id: number) {
  const card = page.locator(`#booking-${id}`);
  await card.getByRole('button', { name: '확정', exact: true }).click();
  await page.waitForURL(/saved=\d+/);
  expect(await page.locator(`#booking-${id} .admin-row__state`).textContent()).toBe('확정');
}

/** The owner's "propose another time" on the booking's card in /admin. */
async function proposeInAdmin(page: Page, id: number, day: string, time: string) {
  const card = page.locator(`#booking-${id}`);
  await card.locator('.admin-move-form > summary').filter({ hasText: '다른 시간 제안' }).click();
  await card.getByLabel('제안 날짜 (호찌민 시간)').fill(day);
  await card.getByLabel('제안 시간 (호찌민 시간)').fill(time);
  await card.getByRole('button', { name: '제안 보내기' }).click();
  await page.waitForURL(/saved=\d+/);
  expect(await page.locator(`#booking-${id} .admin-row__state`).textContent()).toBe('다른 시간 제안');
}
