import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS } from '../../src/config/business';
import { getService } from '../../src/config/catalogue';
import { HOME_LOCATIONS } from '../../src/config/home';
import { guideOf, LOCATIONS_VISIBLE } from '../../src/config/home-schema';
import { bookingPath, servicePath } from '../../src/config/navigation';
import { SITE } from '../../src/config/site';
import { formatPrice } from '../../src/i18n/format';
import { START_DELAY_MS } from '../../src/browser/hero-video';
import { LOCALE_META, type Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/routing';
import { createT, type UIKey } from '../../src/i18n/t';
import { googleMapsEmbedUrl } from '../../src/utils/maps';
import { launchBrowser, PHONE } from '../support/browser';
import { jsonLdOf } from '../support/html';
import { baseURL, fetchPage } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Section ids in page order, with the dictionary key of each section's heading. */
const SECTIONS: [id: string, heading: UIKey][] = [
  ['hero', 'home.hero.title'],
  ['services', 'home.services.title'],
  ['about', 'home.about.title'],
  ['locations', 'home.locations.title'],
  ['blog', 'home.blog.title'],
  ['contact', 'home.contact.title'],
  ['massage-list', 'home.massageList.title'],
];

/**
 * A page in its own context. Every request to another host is recorded and aborted, so the
 * closed network of the test machine never decides a result.
 */
async function open(
  path: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; foreign: string[]; requests: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const origin = new URL(baseURL()).origin;
  const foreign: string[] = [];
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || new URL(url).origin === origin) return route.continue();
    foreign.push(url);
    return route.abort();
  });
  await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
  return { page, foreign, requests };
}

const close = (page: Page) => page.context().close();

describe.each([
  ['/', 'ko'],
  ['/vi', 'vi'],
  ['/en', 'en'],
] as const)('home page %s', (path, locale: Locale) => {
  const t = createT(locale);

  it('has every section, in order, with its anchor and a real heading; one h1', async () => {
    const { page } = await open(path);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('main > section[id]').evaluateAll((els) => els.map((el) => el.id))).toEqual(
      SECTIONS.map(([id]) => id),
    );
    for (const [id, key] of SECTIONS) {
      const region = page.getByRole('region', { name: t(key), exact: true });
      expect(await region.getAttribute('id'), id).toBe(id);
      const heading = region.getByRole('heading', { level: id === 'hero' ? 1 : 2 }).first();
      expect((await heading.textContent())?.trim()).toBe(t(key));
    }
    await close(page);
  });

  it('shows the six featured packages with the catalogue prices and book / details / call actions', async () => {
    const { page } = await open(path);
    const cards = page.locator('#services .service-card');
    expect(await cards.count()).toBe(6);
    expect(SITE.featuredServices).toHaveLength(6);
    for (const [i, id] of SITE.featuredServices.entries()) {
      const service = getService(id);
      const card = cards.nth(i);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(service.name[locale]);
      const prices = await card.locator('.price-table td data').allTextContents();
      expect(prices).toEqual(service.options.map((o) => formatPrice(o.price, locale)));
      const links = await card.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual([localizePath(bookingPath(id), locale), localizePath(servicePath(id), locale), expect.stringMatching(/^tel:\+/)]);
    }
    const cta = page.locator('#services .home-cta');
    expect(await cta.getByRole('link', { name: BUSINESS.hotline, exact: true }).count()).toBe(1);
    expect(await cta.getByRole('link', { name: t('home.services.bookOnline') }).getAttribute('href')).toBe(localizePath('/booking', locale));
    await close(page);
  });

  it.each([true, false])('reveals the other 19 of the top 25 from the expander (JavaScript %s)', async (javaScriptEnabled) => {
    const { page } = await open(path, { javaScriptEnabled, viewport: PHONE });
    const list = page.locator('#top-list');
    const entries = list.locator('li.venue');
    const visible = () => entries.evaluateAll((els) => els.filter((el) => el.checkVisibility()).length);
    expect(await entries.count()).toBe(25);
    expect(await visible()).toBe(LOCATIONS_VISIBLE);
    const names = await entries.locator('.venue__name').evaluateAll((els) => els.map((el) => el.lastChild?.textContent));
    expect(names).toEqual(HOME_LOCATIONS.venues.map((v) => v.name));

    const summary = list.locator('summary');
    // The section is rendered only near the viewport (content-visibility: auto, from the next
    // frame on), and innerText reads what is rendered: look at the expander on screen, as a visitor.
    await summary.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await summary.innerText()).trim()).toBe(t('home.top.more', { count: 25 - LOCATIONS_VISIBLE }));
    await summary.click();
    await expect.poll(visible).toBe(25);
    expect((await summary.innerText()).trim()).toBe(t('home.top.less'));

    const last = entries.nth(24);
    const hrefs = await last.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const venue = HOME_LOCATIONS.venues[24]!;
    expect(hrefs[0]).toMatch(/^tel:\+/);
    expect(hrefs[1]).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(new URL(hrefs[1] ?? '').searchParams.get('query')).toContain(venue.street);
    const guide = guideOf(venue, HOME_LOCATIONS.guides);
    expect(hrefs[2]).toBe(guide === undefined ? undefined : localizePath(guide.page, locale));
    expect(await last.getByRole('link').nth(1).getAttribute('target')).toBe('_blank');
    await close(page);
  });

  it('loads no map before the click, then inserts the embed', async () => {
    const { page, foreign } = await open(path);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    const contact = page.locator('#contact');
    expect(await contact.locator('iframe').count()).toBe(0);
    const show = contact.getByRole('button', { name: t('home.contact.mapShow') });
    const iframe = contact.locator('iframe');
    // A click can land beside the button when the page is still settling (images and the hero loop
    // arriving move it between Playwright's aim and the press, seen under load): like a visitor,
    // the test taps again while the button is still there. The first tap that lands replaces it.
    await expect
      .poll(
        async () => {
          if (await show.isVisible()) await show.click({ timeout: 5_000 }).catch(() => undefined);
          return iframe.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await iframe.getAttribute('src')).toBe(googleMapsEmbedUrl(BUSINESS.geo, LOCALE_META[locale].lang));
    expect(await iframe.getAttribute('title')).toBe(t('home.contact.mapFrameTitle', { name: BUSINESS.name }));
    expect(await iframe.getAttribute('loading')).toBe('lazy');
    await expect.poll(() => foreign.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
    const mapLinks = await contact.locator('.contact-map__links a').evaluateAll((as) => as.map((a) => new URL(a.getAttribute('href') ?? '').host));
    expect(mapLinks).toEqual(['www.google.com', 'map.naver.com', 'map.kakao.com']);
    await close(page);
  });

  it('ships the ItemList JSON-LD of the 25 addresses', async () => {
    const { html } = await fetchPage(path);
    const list = jsonLdOf(html).find((d) => d['@type'] === 'ItemList');
    expect(list?.numberOfItems).toBe(25);
    const items = list?.itemListElement as { position: number; item: { name: string } }[];
    expect(items).toHaveLength(25);
    expect(items.map((i) => [i.position, i.item.name])).toEqual(HOME_LOCATIONS.venues.map((v, i) => [i + 1, v.name]));
  });
});

// The three tests that wait for the loop's start (START_DELAY_MS after load) run at once, each in
// a page of its own: they spend their time waiting, not working.
describe('hero background video', () => {
  it('ships no source and preloads nothing; the poster picture is the eager, high-priority image', async () => {
    const { html } = await fetchPage('/');
    const video = /<video [^>]*>[\s\S]*?<\/video>/.exec(html)?.[0] ?? '';
    expect(video).toMatch(/preload="none"/);
    expect(video).toMatch(/\smuted[\s>=]/);
    expect(video).toMatch(/\sloop[\s>=]/);
    expect(video).toMatch(/aria-hidden="true"/);
    expect(video).not.toMatch(/\ssrc=|<source|\sposter=/);
    expect(html).toMatch(/<picture class="hero__poster"><source type="image\/avif"[\s\S]*?<img [^>]*loading="eager"[^>]*fetchPriority="high"/);
  });

  it.concurrent('stays paused with no source under prefers-reduced-motion', async ({ expect }) => {
    const { page, requests } = await open('/vi', { reducedMotion: 'reduce' });
    await page.waitForTimeout(START_DELAY_MS + 1500);
    const state = await page.locator('[data-hero-video] video').evaluate((v: HTMLVideoElement) => ({
      paused: v.paused,
      sources: v.querySelectorAll('source').length,
      currentSrc: v.currentSrc,
    }));
    expect(state).toEqual({ paused: true, sources: 0, currentSrc: '' });
    expect(requests.filter((url) => url.includes('/media/'))).toEqual([]);
    await close(page);
  });

  it.concurrent('gets its sources after the load event otherwise, once the page has settled', async ({ expect }) => {
    const { page, requests } = await open('/en', { reducedMotion: 'no-preference' });
    const video = page.locator('[data-hero-video] video');
    const sources = () => video.evaluate((v) => [...v.querySelectorAll('source')].map((s) => s.getAttribute('src')));
    expect(await sources()).toEqual([]);
    expect(requests.filter((url) => url.includes('/media/'))).toEqual([]);
    await expect.poll(sources, { timeout: START_DELAY_MS + 5000 }).toEqual(['/media/hero-loop.webm', '/media/hero-loop.mp4']);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await close(page);
  });

  it.concurrent('has the service heroes’ pause button once it plays (WCAG 2.2.2)', async ({ expect }) => {
    const { page } = await open('/en', { reducedMotion: 'no-preference' });
    const toggle = page.getByRole('button', { name: 'Pause background video' });
    await toggle.waitFor({ state: 'visible', timeout: START_DELAY_MS + 10_000 });
    await toggle.click();
    expect(await page.locator('[data-hero-video] video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Play background video' }).isVisible()).toBe(true);
    await close(page);
  });
});
