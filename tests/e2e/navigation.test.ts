import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';
import { baseURL } from '../support/site';

const { browser, open } = useBrowser();

/**
 * Waits until the home page's script has run. It starts 300 ms after the load event or at the
 * first tap or key (src/browser/README.md): a visitor's next tap or key comes later than a test's
 * (a dropdown's Escape pressed at once was lost in a CI run). Importing it again resolves once it has run.
 */
async function homeScriptHasRun(page: Page) {
  const homeScript = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).find((n) => /\/_astro\/home\./.test(n)));
  await expect.poll(homeScript).toBeDefined();
  await page.evaluate(`import(${JSON.stringify(await homeScript())}).then(() => undefined)`);
}

describe('locales', () => {
  it.each([
    ['/', 'ko-KR', '호치민에서 누리는 프리미엄 휴식'],
    ['/vi', 'vi-VN', 'Thư giãn đẳng cấp giữa lòng Sài Gòn'],
    ['/en', 'en', 'Premium relaxation in the heart of Saigon'],
  ])('%s is in its language', async (path, lang, heading) => {
    const page = await open(path);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    await page.close();
  });

  it('the language switcher keeps the current page', async () => {
    const page = await open('/vi/services');
    const switcher = page.getByRole('navigation', { name: 'Chọn ngôn ngữ' });
    await switcher.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/en\/services$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Services and prices');
    await page.getByRole('navigation', { name: 'Choose language' }).getByRole('link', { name: '한국어' }).click();
    await page.waitForURL((url) => url.pathname === '/services');
    expect(await page.getAttribute('html', 'lang')).toBe('ko-KR');
    await page.close();
  });

  it('marks the current language and links the others with hreflang', async () => {
    const page = await open('/en/privacy');
    const links = page.getByRole('navigation', { name: 'Choose language' }).getByRole('link');
    expect(await links.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('hreflang'), a.getAttribute('aria-current')]))).toEqual([
      ['/privacy', 'ko', null],
      ['/vi/privacy', 'vi', null],
      ['/en/privacy', 'en', 'page'],
    ]);
    await page.close();
  });
});

describe('mobile menu at 390 px', () => {
  it('opens from the toggle, closes on Escape and gives focus back to the toggle', async () => {
    const page = await open('/vi', PHONE);
    const toggle = page.getByRole('button', { name: 'Mở menu' });
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('closes when a link inside is followed', async () => {
    const page = await open('/en', PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await homeScriptHasRun(page);
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(new URL(page.url()).hash).toBe('#contact');
    await page.close();
  });

  it('hides the desktop menu on phones and shows the quick-contact buttons in the language order', async () => {
    for (const [path, first] of [
      ['/', 'kakao'],
      ['/vi', 'zalo'],
      ['/en', 'call'],
    ] as const) {
      const page = await open(path, PHONE);
      expect(await page.locator('.desktop-nav').isVisible()).toBe(false);
      const order = await page.locator('.quick-contact a').evaluateAll((as) =>
        as.map((a) => /quick-contact__btn--(\w+)/.exec(a.className)?.[1]),
      );
      expect(order[0]).toBe(first);
      expect(order).toHaveLength(3);
      await page.close();
    }
  });

  it('has no horizontal scroll at 320 px', async () => {
    const page = await open('/vi/services', { width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.close();
  });
});

describe('desktop services dropdown', () => {
  it('opens, lists the services, and closes on Escape with focus on its toggle', async () => {
    const page = await open('/en');
    const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
    const summary = nav.locator('summary', { hasText: 'Services' });
    await summary.click();
    await homeScriptHasRun(page);
    // `has` matches inside each .dropdown, so it takes a locator from the page, not from nav.
    const panel = nav.locator('.dropdown', { has: page.locator('summary', { hasText: 'Services' }) }).locator('.dropdown__panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link').count()).toBeGreaterThanOrEqual(8);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });
});

describe('JavaScript budget', () => {
  it('/services ships at most 10 KB of compressed JavaScript and no React runtime', async () => {
    const page = await browser().newPage({ viewport: PHONE });
    const scripts: Buffer[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.push(await res.body());
    });
    await page.goto(`${baseURL()}/services`, { waitUntil: 'networkidle' });
    const inline = await page.locator('script:not([src]):not([type="application/ld+json"])').allTextContents();
    const all = Buffer.concat([...scripts, ...inline.map((s) => Buffer.from(s))]);
    expect(gzipSync(all).length).toBeLessThanOrEqual(10 * 1024);
    expect(all.toString()).not.toMatch(/react-dom|__reactContainer/);
    await page.close();
  });

  it("the booking form hydrates with React's production build, not the development one", async () => {
    const page = await browser().newPage({ viewport: PHONE });
    // Each body is read as its response comes and awaited once the form has hydrated (it starts
    // when visible): on a busy machine the network could go idle before the island's scripts
    // were asked for, and a body could still be being read.
    const bodies: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.body().then(String));
    });
    await page.goto(`${baseURL()}/booking`);
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr])') !== null);
    await page.waitForLoadState('networkidle');
    const all = (await Promise.all(bodies)).join('\n');
    expect(all).toMatch(/__reactContainer/);
    // Only React's development builds carry these: a build run with NODE_ENV=test shipped them.
    expect(all).not.toMatch(/React DevTools|jsxDEV/);
    await page.close();
  });

  it('makes no third-party request on load', async () => {
    const page = await browser().newPage({ viewport: PHONE });
    const origins = new Set<string>();
    page.on('request', (req) => origins.add(new URL(req.url()).origin));
    await page.goto(`${baseURL()}/`, { waitUntil: 'networkidle' });
    expect([...origins]).toEqual([new URL(baseURL()).origin]);
    await page.close();
  });
});

describe('header fits on one line', () => {
  it.each([1200, 1280, 1920])('in Vietnamese, the longest language, at %i px', async (width) => {
    const page = await open('/vi/services', { width, height: 800 });
    const box = await page.locator('.site-header__inner').boundingBox();
    expect(box?.height).toBeLessThanOrEqual(72);
    expect(await page.locator('.desktop-nav').isVisible()).toBe(true);
    await page.close();
  });
});
