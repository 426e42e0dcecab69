import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, loggedIn } from '../support/admin-session';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { BUSINESS } from '../../src/config/business';
import { baseURL, dayAhead } from '../support/site';

// Two bookings made in Vietnamese: "Phone Card Soon" is received first with the later-received
// one's appointment a day after it, so the two orders list them differently.
const SOON = 'Phone Card Soon';
const LATER = 'Phone Card Later';
const PROPOSE = 'Phone Proposal';
// Times from the business data, so a change of hours moves the test with it.
const OPENS = Number(BUSINESS.hours.opens.slice(0, 2)) * 60 + Number(BUSINESS.hours.opens.slice(3));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await book(SOON, '0933111222', dayAhead(5));
  await book(LATER, '0933111333', dayAhead(6));
  await book(PROPOSE, '0933111444', dayAhead(7), { locale: 'ko' });
});
afterAll(async () => {
  await browser?.close();
});

const booking = (page: Page, name: string): Locator => page.locator('tbody tr').filter({ hasText: name });

/** Names of the listed bookings, top to bottom, among the given ones. */
async function orderOf(page: Page, names: string[]): Promise<string[]> {
  // The name cell also shows the booking's reference (KS-0001).
  const listed = await page.locator('tbody tr th[scope="row"]').allTextContents();
  return listed.map((n) => n.replace(/\s*KS-\d+$/, '').trim()).filter((n) => names.includes(n));
}

describe('admin on a phone (390 px)', () => {
  it("shows each booking as a card: tap-to-call phone, course name, local times, language, status and the owner's moves", async () => {
    const { context, page } = await loggedIn(browser, PHONE);
    const card = booking(page, SOON);
    await card.waitFor();

    const call = card.getByRole('link', { name: '+84933111222' });
    expect(await call.getAttribute('href')).toBe('tel:+84933111222');
    expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    const text = (await card.textContent()) ?? '';
    expect(text).toContain('베트남어');
    expect(text).not.toContain('couple-120');
    expect(text).toContain('120분');

    // Received: shown on the spa's clock, labelled with the zone (the card shows each cell's label).
    const receivedCell = card.locator('td[data-label="접수 (호찌민 시간)"]');
    const received = receivedCell.locator('time');
    const iso = (await received.getAttribute('datetime')) ?? '';
    const spaTime = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
    expect(await received.textContent()).toContain(spaTime);
    expect(await receivedCell.evaluate((el) => getComputedStyle(el, '::before').display)).toBe('block');
    expect(await card.locator('td[data-label="희망 일시 (호찌민 시간)"]').textContent()).toContain('14:30');

    // A card: its fields stack inside one box as wide as the screen allows; nothing scrolls sideways.
    const box = await card.boundingBox();
    const nameBox = await card.locator('th').boundingBox();
    const callBox = await call.boundingBox();
    if (!box || !nameBox || !callBox) throw new Error('card not laid out');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(callBox.y).toBeGreaterThan(nameBox.y + nameBox.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    expect(await card.locator('.admin-row__state').textContent()).toBe('신규');

    // Every control is big enough for a thumb and large enough text not to zoom, those of the
    // decline (its message box too) and proposal forms once opened.
    for (const summary of await card.locator('.admin-move-form > summary').all()) await summary.click();
    const controls = page.locator('main :is(input:not([type=hidden]), select, textarea, button, summary)').filter({ visible: true });
    expect(await controls.count()).toBeGreaterThan(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Measured in one pass in the page: a round trip per control took seconds once the shared
    // server listed every other file's bookings.
    const sizes = await controls.evaluateAll((els) => els.map((el) => ({ height: el.getBoundingClientRect().height, font: parseFloat(getComputedStyle(el).fontSize), name: el.outerHTML.slice(0, 60) })));
    for (const size of sizes) {
      expect(size.height, size.name).toBeGreaterThanOrEqual(44);
      expect(size.font, size.name).toBeGreaterThanOrEqual(16);
    }
    await context.close();
  });
});

describe('the owner proposes another time on a phone (390 px)', () => {
  it('refuses a time outside the hours with the rule, then sends one inside them and shows it as pending and in the history', async () => {
    const { context, page } = await loggedIn(browser, PHONE);
    const card = booking(page, PROPOSE);
    await card.waitFor();
    const day = dayAhead(8);
    const propose = async (time: string) => {
      // Keyboard only: the disclosure opens with Enter (it is open already after a refused proposal), the fields take typed values, Enter sends.
      const summary = card.locator('.admin-move-form > summary').filter({ hasText: '다른 시간 제안' });
      if (!(await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open))) {
        await summary.focus();
        await page.keyboard.press('Enter');
      }
      await card.getByLabel('제안 날짜 (호찌민 시간)').fill(day);
      await card.getByLabel('제안 시간 (호찌민 시간)').fill(time);
      const before = page.url();
      await card.getByRole('button', { name: '제안 보내기' }).press('Enter');
      await page.waitForURL((url) => url.href !== before && /[?&](saved|refused)=\d+/.test(url.search));
    };

    await propose(clock(OPENS - 60));
    expect(page.url()).toMatch(/refused=\d+&why=booking\.error\.hours/);
    expect(await page.getByRole('status').textContent()).toMatch(/^예약 KS-\d{4,}: 제안한 시간을 저장하지 않았습니다\. \S/);
    expect(await card.locator('.admin-row__state').textContent()).toBe('신규');
    // The refused time stays in its form, and the message names the course's latest start that day.
    expect(await card.getByLabel('제안 시간 (호찌민 시간)').inputValue()).toBe(clock(OPENS - 60));
    expect(await page.getByRole('status').textContent()).toContain('가장 늦은 시작 시각');

    const time = clock(OPENS + 60);
    await propose(time);
    // The page comes back to the same card, in view, not the top of the list (issue 40).
    expect(page.url()).toMatch(/#booking-\d+$/);
    // The browser scrolls to the fragment once the page has loaded.
    await expect.poll(() => card.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(PHONE.height);
    expect(await card.evaluate((el) => el.getBoundingClientRect().bottom)).toBeGreaterThan(0);
    expect(await page.getByRole('status').textContent()).toMatch(/^예약 KS-\d{4,}의 상태를 저장했습니다\.$/);
    expect(await card.locator('.admin-row__state').textContent()).toBe('다른 시간 제안');
    const [y, m, d] = day.split('-');
    expect(await card.locator('.admin-row__proposal').textContent()).toContain(`${y}. ${m}. ${d}.`);
    expect(await card.locator('.admin-row__proposal').textContent()).toContain(time);

    const history = card.locator('.admin-history');
    await history.locator('summary').click();
    const line = history.locator('li');
    await line.waitFor();
    expect(await line.count()).toBe(1);
    expect(await line.textContent()).toMatch(new RegExp(` · 관리자 · 다른 시간 제안 · ${y}\\. ${m}\\. ${d}\\. \\(.\\) ${time}$`));
    expect(await line.isVisible()).toBe(true);
    // Still a card that fits the phone, with the history open.
    const box = await card.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});

describe('a compact card at 360 px (issue 40)', () => {
  it('puts the two short facts side by side, names the reference, and makes the CSV links 44 px targets', async () => {
    const { context, page } = await loggedIn(browser, { width: 360, height: 740 });
    const card = booking(page, LATER);
    await card.waitFor();
    const language = await card.locator('td[data-label="언어"]').boundingBox();
    const received = await card.locator('td[data-label="접수 (호찌민 시간)"]').boundingBox();
    expect(language && received && Math.round(language.y)).toBe(received && Math.round(received.y));
    expect(await card.locator('.admin-row__ref').textContent()).toMatch(/^KS-\d{4,}$/);
    for (const name of ['예약 CSV 내려받기', '뉴스레터 CSV 내려받기']) expect((await page.getByRole('link', { name }).boundingBox())?.height, name).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});

describe('admin on a desktop (1280 px)', () => {
  it('shows a table with column headers and lines, one booking per row', async () => {
    const { context, page } = await loggedIn(browser, DESKTOP);
    const headers = page.getByRole('columnheader');
    expect(await headers.allTextContents()).toEqual(expect.arrayContaining(['언어', '접수 (호찌민 시간)', '전화']));
    expect(await headers.first().isVisible()).toBe(true);
    const row = booking(page, SOON);
    const cells = await row.locator(':scope > *').evaluateAll((els) => els.map((el) => ({ top: Math.round(el.getBoundingClientRect().top), border: getComputedStyle(el).borderBottomWidth })));
    expect(new Set(cells.map((c) => c.top)).size).toBe(1);
    expect(cells[0]?.border).toBe('1px');
    await context.close();
  });
});

describe('admin order', () => {
  it('lists upcoming appointments soonest first by default and newest received first on request, without JavaScript', async () => {
    const { context, page } = await loggedIn(browser, DESKTOP, { javaScriptEnabled: false });

    const sort = page.getByRole('navigation', { name: '정렬' });
    expect(await sort.getByRole('link', { name: /예약 일시순/ }).getAttribute('aria-current')).toBe('true');
    expect(await orderOf(page, [SOON, LATER])).toEqual([SOON, LATER]);

    await sort.getByRole('link', { name: /접수순/ }).click();
    await page.waitForURL(/sort=received/);
    expect(await page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: /접수순/ }).getAttribute('aria-current')).toBe('true');
    expect(await orderOf(page, [SOON, LATER])).toEqual([LATER, SOON]);

    // A move made from this view comes back to it, with a notice in the live region and the title.
    const row = booking(page, LATER);
    await row.getByRole('button', { name: '확정', exact: true }).click();
    await page.waitForURL(/sort=received.*saved=\d+/);
    expect(await page.getByRole('status').textContent()).toMatch(/^예약 KS-\d{4,}의 상태를 저장했습니다\.$/);
    expect(await page.title()).toMatch(/^예약 KS-\d{4,}의 상태를 저장했습니다\. \| 예약 관리/);
    expect(await orderOf(page, [SOON, LATER])).toEqual([LATER, SOON]);
    expect(await booking(page, LATER).locator('.admin-row__state').textContent()).toBe('확정');

    // Anything else in ?sort= is the default order.
    for (const hostile of ['%3Cscript%3Ealert(1)%3C/script%3E', 'received%27--', 'RECEIVED', 'id%20desc']) {
      await page.goto(`${baseURL()}/admin?sort=${hostile}`);
      expect(await orderOf(page, [SOON, LATER]), hostile).toEqual([SOON, LATER]);
      expect(await page.content()).not.toContain('<script>alert(1)');
    }
    await context.close();
  });
});
