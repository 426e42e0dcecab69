import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../src/config/business';
import { INSIGHTS_BEACON_PATH } from '../../src/insights/api-path';
import type { InsightReport } from '../../src/insights/report-shape';
import { PAGE_KINDS } from '../support/page-kinds';
import { logIn } from '../support/admin-session';
import { PHONE, useBrowser } from '../support/browser';
import { baseURL } from '../support/site';

// Headless Chromium names itself a robot ("HeadlessChrome"), which the counter leaves out; a
// visitor here is a phone's browser, made unique per run so it is a new visitor today.
const visitorAgent = (tag: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1 test-${tag}-${Date.now()}`;

describe('the site counts its own visits (issue 39)', () => {
  const { browser } = useBrowser();
  let admin: Page;

  async function report(): Promise<InsightReport> {
    // A socket of its own each time: a kept-alive one left idle ~5 s (while the views go) can be
    // closed by the server's keep-alive timeout just as it is reused (ECONNRESET, seen on CI).
    const res = await admin.request.get(`${baseURL()}/admin/api/insights?days=1`, { headers: { Connection: 'close' } });
    expect(res.status()).toBe(200);
    return (await res.json()) as InsightReport;
  }
  const taps = (r: InsightReport, route: string) => r.taps.find((t) => t.key === route)?.views ?? 0;
  /** Polls the report until `done` holds (the recorder writes once a second). */
  async function reportWhen(done: (r: InsightReport) => boolean): Promise<InsightReport> {
    for (let i = 0; i < 60; i += 1) {
      const r = await report();
      if (done(r)) return r;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return report();
  }
  /** A page opened in `context`, resolved once its view's beacon has gone. */
  async function viewed(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage();
    const beacon = page.waitForRequest((request) => request.url().endsWith(INSIGHTS_BEACON_PATH) && (request.postData() ?? '').includes('"k":"v"'));
    await page.goto(`${baseURL()}${path}`);
    await beacon;
    return page;
  }

  it('counts three page views and a Zalo tap, in the API and on the admin page', async () => {
    const ownerContext = await browser().newContext({ viewport: PHONE });
    admin = await ownerContext.newPage();
    await admin.goto(`${baseURL()}/admin`);
    await logIn(admin);
    const before = await report();

    const context = await browser().newContext({ viewport: PHONE, userAgent: visitorAgent('views'), isMobile: true, hasTouch: true });
    // The chat app's page is not ours to load: the tap's beacon goes before the browser leaves.
    await context.route(/^https:\/\/zalo\.me\//, (route) => route.abort());
    await viewed(context, '/vi/services');
    await viewed(context, '/vi');
    const last = await viewed(context, '/vi/blog');
    const tap = last.waitForRequest((request: Request) => request.url().endsWith(INSIGHTS_BEACON_PATH) && (request.postData() ?? '').includes('"k":"t"'));
    await last.locator(`a[href="${BUSINESS.chat.zalo}"]`).filter({ visible: true }).first().click({ noWaitAfter: true });
    await tap;

    const after = await reportWhen((r) => r.views >= before.views + 3 && taps(r, 'zalo') >= taps(before, 'zalo') + 1);
    expect(after.views - before.views).toBe(3);
    // One phone, one address, one day: one visitor however many pages it opened.
    expect(after.visitors - before.visitors).toBe(1);
    expect(taps(after, 'zalo') - taps(before, 'zalo')).toBe(1);
    expect(after.tapPages.find((t) => t.key === 'zalo /vi/blog')?.views).toBeGreaterThanOrEqual(1);
    expect(after.devices.find((d) => d.key === 'phone')?.views).toBeGreaterThanOrEqual(3);
    expect(after.funnel).toMatchObject({ bookingViews: expect.any(Number), requests: expect.any(Number) });

    await admin.goto(`${baseURL()}/admin/insights?days=1`);
    await admin.getByRole('heading', { level: 1, name: '방문 통계' }).waitFor();
    const zaloRow = admin.getByRole('table', { name: '연락 버튼 누름' }).getByRole('row', { name: /^Zalo/ });
    await expect(zaloRow.getByRole('cell').first().textContent()).resolves.toBe(String(taps(after, 'zalo')));
    await context.close();
  });

  it("sends real visitors' speed when the page is hidden, from the speed script fetched after the view", async () => {
    const before = await report();
    const context = await browser().newContext({ viewport: PHONE, userAgent: visitorAgent('speed'), isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const speedScript = page.waitForResponse((response) => /\/_astro\/vitals\.[\w-]+\.js$/.test(new URL(response.url()).pathname));
    const view = page.waitForRequest((request) => request.url().endsWith(INSIGHTS_BEACON_PATH) && (request.postData() ?? '').includes('"k":"v"'));
    await page.goto(`${baseURL()}/vi/services`);
    await view;
    expect((await speedScript).status()).toBe(200);
    const speed = page.waitForRequest((request) => request.url().endsWith(INSIGHTS_BEACON_PATH) && (request.postData() ?? '').includes('"k":"w"'));
    // A tap ends the page's LCP (the library reports it when next idle); then the visitor switches
    // apps, which hides the page (a dispatched event stands in for it: the library reads the state).
    await page.locator('h1').click();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const beacon = JSON.parse((await speed).postData() ?? '{}') as Record<string, unknown>;
    expect(beacon).toMatchObject({ k: 'w', p: '/vi/services', l: expect.any(Number) });
    await context.close();
    // Its view written before the next test counts what it sends.
    expect((await reportWhen((r) => r.views > before.views)).views).toBe(before.views + 1);
  });

  it('leaves out robots, visitors who ask not to be tracked, and pages without JavaScript', async () => {
    const before = await report();
    const beacon = (agent: string, extra: Record<string, string> = {}) =>
      fetch(`${baseURL()}${INSIGHTS_BEACON_PATH}`, {
        method: 'POST',
        headers: { Origin: baseURL(), 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': agent, ...extra },
        body: JSON.stringify({ k: 'v', p: '/en/services', r: 'www.google.com', s: '' }),
      });
    expect((await beacon('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).status).toBe(204);
    expect((await beacon(visitorAgent('gpc'), { 'Sec-GPC': '1' })).status).toBe(204);
    expect((await beacon(visitorAgent('dnt'), { DNT: '1' })).status).toBe(204);
    // A page the site does not have, and a beacon from another site, are not counted either.
    const stranger = await fetch(`${baseURL()}${INSIGHTS_BEACON_PATH}`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'User-Agent': visitorAgent('evil') },
      body: JSON.stringify({ k: 'v', p: '/en/services', r: '', s: '' }),
    });
    expect(stranger.status).toBe(403);
    await fetch(`${baseURL()}${INSIGHTS_BEACON_PATH}`, {
      method: 'POST',
      headers: { Origin: baseURL(), 'User-Agent': visitorAgent('nopage') },
      body: JSON.stringify({ k: 'v', p: '/en/made-up-page', r: '', s: '' }),
    });
    const noScript = await browser().newContext({ viewport: PHONE, userAgent: visitorAgent('nojs'), javaScriptEnabled: false });
    const sent: string[] = [];
    noScript.on('request', (request) => sent.push(request.url()));
    const page = await noScript.newPage();
    await page.goto(`${baseURL()}/en/services`);
    await page.goto(`${baseURL()}/en/blog`);
    await noScript.close();
    expect(sent.filter((url) => url.endsWith(INSIGHTS_BEACON_PATH))).toEqual([]);
    // Then one counted view: once it is in, everything sent before it has been written too.
    expect((await beacon(visitorAgent('marker'))).status).toBe(204);
    const after = await reportWhen((r) => r.views > before.views);
    expect(after.views - before.views).toBe(1);
    expect(after.sources.find((s) => s.key === 'google')?.views ?? 0).toBe((before.sources.find((s) => s.key === 'google')?.views ?? 0) + 1);
  });

  it('sets no cookie, stores nothing in the browser and asks no other host, on every page kind', async () => {
    const context = await browser().newContext({ viewport: PHONE, userAgent: visitorAgent('storage'), isMobile: true, hasTouch: true });
    const hosts = new Set<string>();
    context.on('request', (request) => hosts.add(new URL(request.url()).host));
    const origin = new URL(baseURL()).host;
    const visit = async ([kind, path]: [string, string]) => {
      const page = await context.newPage();
      // The view's beacon goes once the page is idle, from the counter's file fetched then.
      const beacon = page.waitForRequest((request) => request.url().endsWith(INSIGHTS_BEACON_PATH));
      const response = await page.goto(`${baseURL()}${path}`);
      await beacon;
      expect(response?.headers()['set-cookie'], kind).toBeUndefined();
      const stored = await page.evaluate(async () => ({
        cookie: document.cookie,
        local: localStorage.length,
        session: sessionStorage.length,
        databases: (await indexedDB.databases()).length,
        caches: (await caches.keys()).length,
      }));
      expect(stored, kind).toEqual({ cookie: '', local: 0, session: 0, databases: 0, caches: 0 });
      await page.close();
    };
    // Four pages at a time: the kinds are independent, and one at a time took most of a minute.
    for (let start = 0; start < PAGE_KINDS.length; start += 4) await Promise.all(PAGE_KINDS.slice(start, start + 4).map(visit));
    expect((await context.cookies()).length).toBe(0);
    expect([...hosts]).toEqual([origin]);
    await context.close();
  });
});
