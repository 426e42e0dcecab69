import type { Browser, Page } from 'playwright-core';
import { START_DELAY_MS } from '../../src/browser/hero-video';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SERVICES, SERVICES } from '../../src/config/catalogue';
import { formatPrice } from '../../src/i18n/format';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/routing';
import { launchBrowser, PHONE } from '../support/browser';
import { axeViolations } from '../support/checkers';
import { galleryAlt } from '../support/content';
import { jsonLdOf } from '../support/html';
import { baseURL, fetchPage } from '../support/site';

/** The booking page in the page's language with the course's starting option chosen. */
const bookingHref = (locale: Locale, service: (typeof SERVICES)[number]) =>
  localizePath(`/booking?service=${service.options.reduce((low, o) => (o.price < low.price ? o : low)).id}`, locale);
const WITH_VIDEO = ['nuru-massage', 'two-staff-massage', 'super-king'];
const pages = LOCALES.flatMap((locale) => PAGE_SERVICES.map((service) => [locale, service.id, service] as const));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(pages)('%s /services/%s', (locale, id, service) => {
  const path = localizePath(`/services/${id}`, locale);

  it('answers 200 and shows every catalogue option at its catalogue price', async () => {
    const res = await fetchPage(path);
    expect(res.status).toBe(200);
    for (const option of service.options) {
      expect(res.html).toContain(`<data value="${option.price}">${formatPrice(option.price, locale)}</data>`);
    }
    // Book goes to the booking page with this course chosen, call to the hotline.
    expect(res.html).toContain(`href="${bookingHref(locale, service)}"`);
    expect(res.html).toMatch(/href="tel:\+\d+"/);
  });

  it('carries a Service with one VND Offer per option, provided by the page’s DaySpa', async () => {
    const ld = jsonLdOf((await fetchPage(path)).html);
    const spa = ld.find((d) => d['@type'] === 'DaySpa');
    const entity = ld.find((d) => d['@type'] === 'Service');
    expect(entity?.['provider']).toEqual({ '@id': spa?.['@id'] });
    const offers = entity?.['offers'] as { price: number; priceCurrency: string; sku: string }[];
    expect(offers.map((o) => [o.sku, o.price, o.priceCurrency])).toEqual(
      service.options.map((o) => [o.id, o.price, 'VND']),
    );
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList')?.['itemListElement'] as { name: string }[];
    expect(crumbs.map((c) => c.name).at(-1)).toBe(service.name[locale]);
    expect(crumbs).toHaveLength(3);
  });

  it('has a hero picture that loads first, and a background video only where wanted, with no source in the HTML', async () => {
    const { html } = await fetchPage(path);
    expect(html).toMatch(/<picture class="service-hero__picture"><source type="image\/avif"[\s\S]*?<img [^>]*loading="eager"[^>]*fetchPriority="high"/i);
    const video = /<video[^>]*>[\s\S]*?<\/video>/.exec(html)?.[0];
    if (WITH_VIDEO.includes(id)) {
      expect(video).toBeDefined();
      expect(video).not.toMatch(/\ssrc=|<source/);
      expect(video).toMatch(/preload="none"/);
    } else {
      expect(video).toBeUndefined();
    }
  });
});

describe('links to the service pages', () => {
  it.each(LOCALES)('/services in %s links every card name with a page to it, and watsu to nothing', async (locale) => {
    const { html } = await fetchPage(localizePath('/services', locale));
    for (const service of SERVICES) {
      const title = new RegExp(`<h2 class="service-card__title" id="${service.id}-title">(<a href="([^"]+)">)?`).exec(html);
      expect(title, service.id).not.toBeNull();
      expect(title?.[2], service.id).toBe(service.page ? localizePath(`/services/${service.id}`, locale) : undefined);
    }
  });

  it('the header, footer and sitemap point to the service pages', async () => {
    const sitemap = await fetchPage('/vi/sitemap');
    for (const service of PAGE_SERVICES) {
      expect(sitemap.html.split(`href="/vi/services/${service.id}"`).length - 1, service.id).toBeGreaterThanOrEqual(3);
    }
    expect(sitemap.html).not.toMatch(/href="\/vi\/services#(?!watsu)/);
  });
});

async function openPage(path: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${baseURL()}${path}`);
  return page;
}

describe('gallery viewer on /services/nuru-massage', () => {
  const counter = (page: Page) => page.locator('dialog.gallery__dialog [data-gallery-counter]').textContent();
  const isOpen = (page: Page) => page.locator('dialog.gallery__dialog').evaluate((d) => (d as HTMLDialogElement).open);
  const focusedIndex = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-gallery-index'));

  it('opens on click as a modal, moves with the arrow keys, closes with Escape and returns focus', async () => {
    const page = await openPage('/en/services/nuru-massage');
    const thumbs = page.locator('.gallery__thumb');
    expect(await thumbs.count()).toBe(6);
    await thumbs.nth(2).click();
    expect(await isOpen(page)).toBe(true);
    expect(await page.locator('dialog.gallery__dialog').getAttribute('aria-modal')).toBe('true');
    expect(await counter(page)).toBe('3 / 6');
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe('4 / 6');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await counter(page)).toBe('2 / 6');
    expect(await page.locator('[data-gallery-slide]:not([hidden]) img').getAttribute('alt')).toBe(galleryAlt('nuru-massage', 2, 'en'));
    // Focus stays in the open modal dialog: the page behind is inert, so Tab only ever reaches the
    // dialog's controls (or, past the last one, the browser's own UI, where the document reports
    // <body>), never an element of the page.
    const places = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      places.add(
        await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return 'browser';
          return el.closest('dialog[open]') ? `dialog:${el.getAttribute('data-gallery-action')}` : `page:${el.outerHTML.slice(0, 60)}`;
        }),
      );
    }
    expect([...places].filter((p) => !p.startsWith('dialog:') && p !== 'browser')).toEqual([]);
    expect(places).toContain('dialog:close');
    expect(places).toContain('dialog:next');
    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    expect(await focusedIndex(page)).toBe('2');
    await page.context().close();
  });

  it('closes with the close button and with a click on the backdrop, returning focus each time', async () => {
    const page = await openPage('/services/nuru-massage');
    await page.locator('.gallery__thumb').first().click();
    await page.getByRole('button', { name: '닫기' }).click();
    expect(await isOpen(page)).toBe(false);
    expect(await focusedIndex(page)).toBe('0');
    await page.locator('.gallery__thumb').nth(4).click();
    expect(await counter(page)).toBe('5 / 6');
    await page.locator('[data-gallery-slide]:not([hidden])').click({ position: { x: 4, y: 4 } });
    expect(await isOpen(page)).toBe(false);
    expect(await focusedIndex(page)).toBe('4');
    await page.context().close();
  });

  it('moves with the previous/next buttons and a swipe on a phone', async () => {
    const page = await openPage('/vi/services/nuru-massage', { viewport: PHONE, hasTouch: true });
    await page.locator('.gallery__thumb').first().click();
    await page.locator('[data-gallery-action="next"]').click();
    expect(await counter(page)).toBe('2 / 6');
    const box = await page.locator('[data-gallery-slide]:not([hidden]) img').boundingBox();
    if (!box) throw new Error('no visible slide');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    expect(await counter(page)).toBe('3 / 6');
    await page.locator('[data-gallery-action="previous"]').click();
    expect(await counter(page)).toBe('2 / 6');
    expect(await isOpen(page)).toBe(true);
    await page.context().close();
  });

  it('axe finds no violations with the viewer open', async () => {
    const page = await openPage('/services/nuru-massage', { viewport: PHONE });
    await page.locator('.gallery__thumb').first().click();
    expect(await isOpen(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('background video', () => {
  const videoState = (page: Page) =>
    page.locator('.service-hero video').evaluate((v: HTMLVideoElement) => ({
      paused: v.paused,
      sources: v.querySelectorAll('source').length,
      src: v.currentSrc,
    }));

  it('under prefers-reduced-motion stays paused with no source and downloads nothing', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/media/hero-loop')) videoRequests.push(r.url());
    });
    await page.goto(`${baseURL()}/services/super-king`, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(await videoState(page)).toEqual({ paused: true, sources: 0, src: '' });
    expect(await page.locator('[data-hero-video-toggle]').isHidden()).toBe(true);
    expect(videoRequests).toEqual([]);
    await context.close();
  });

  it('otherwise gets its sources only after the load event, plays, and can be paused', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const events: string[] = [];
    page.on('load', () => events.push('load'));
    page.on('request', (r) => {
      if (r.url().includes('/media/hero-loop')) events.push('video');
    });
    await page.goto(`${baseURL()}/en/services/two-staff-massage`, { waitUntil: 'load' });
    // The loop starts START_DELAY_MS after load, at an idle moment (src/browser/hero-video.ts).
    await expect.poll(() => videoState(page).then((s) => s.sources), { timeout: START_DELAY_MS + 10_000 }).toBe(2);
    // The request follows the sources being set (load()), a moment later on a busy machine.
    await expect.poll(() => events).toContain('video');
    expect(events[0]).toBe('load');
    const toggle = page.getByRole('button', { name: 'Pause background video' });
    await toggle.waitFor({ state: 'visible' });
    await toggle.click();
    expect((await videoState(page)).paused).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Play background video' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('axe on the service pages at phone width', () => {
  // Every service page in every locale is also audited at desktop width by accessibility.test.ts
  // (each is its own page type there); this adds the phone layout in one locale each.
  it.each(PAGE_SERVICES.map((s, i) => localizePath(`/services/${s.id}`, LOCALES[i % LOCALES.length] ?? DEFAULT_LOCALE)))('%s', async (path) => {
    const page = await openPage(path, { viewport: PHONE });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('layout from 320 px', () => {
  it.each(PAGE_SERVICES.map((s) => `/vi/services/${s.id}`))('%s does not scroll sideways at 320 px', async (path) => {
    const page = await openPage(path, { viewport: { width: 320, height: 640 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.context().close();
  });
});
