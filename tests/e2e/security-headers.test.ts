import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineSources } from '../../integrations/page-csp';
import { chooseTime } from '../support/booking-form';
import { launchBrowser } from '../support/browser';
import { expectSecurityHeaders } from '../support/headers';
import { baseURL, dayAhead } from '../support/site';

const get = (path: string, init: RequestInit = {}) => fetch(`${baseURL()}${path}`, { redirect: 'manual', ...init });

describe('security headers', () => {
  it.each([
    ['a static page', '/', 200],
    ['a Vietnamese article', '/vi/blog/cach-chon-massage-thai', 200],
    ['a hashed asset', 'ASSET', 200],
    ['a 404', '/no-such-page', 404],
    ['the admin', '/admin', null],
    ['the health check', '/healthz', 200],
    ['a redirect', '/services/', 301],
  ])('are on %s', async (what, path, status) => {
    let target = path;
    if (path === 'ASSET') {
      const html = await (await get('/')).text();
      target = /["'](\/_astro\/[^"']+\.(?:js|css|jpg|webp|avif))["']/.exec(html)?.[1] ?? '';
      expect(target).not.toBe('');
    }
    const res = await get(target);
    if (status !== null) expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers, what);
  });

  it('are on the booking endpoint, also when it refuses', async () => {
    const res = await get('/api/booking', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' });
    expect(res.status).toBe(403);
    expectSecurityHeaders(res.headers, 'booking endpoint');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('allow the contact map frame only from Google Maps, and no other third party', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-src https:\/\/www\.google\.com\/maps(;|$)/);
    const sources = csp.match(/https?:\/\/[^\s;']+/g) ?? [];
    expect([...new Set(sources)]).toEqual(['https://www.google.com/maps']);
  });
});

describe("each page's policy", () => {
  // One page of each kind with inline scripts or styles: the home page (islands, hero, cards),
  // a listing, an article (gallery, tables), a service page, search, the 404.
  it.each(['/', '/vi/blog', '/en/blog/cach-chon-massage-thai', '/services/thai-massage', '/search', '/no-such-page'])(
    'allows the hashes of %s\'s own inline scripts and styles, and no other',
    async (path) => {
      const res = await get(path);
      const html = await res.text();
      const policy = res.headers.get('content-security-policy') ?? '';
      const own = inlineSources(html);
      for (const directive of ['script-src', 'style-src'] as const) {
        const listed = (new RegExp(`${directive} ([^;]*)`).exec(policy)?.[1] ?? '').split(' ').filter((v) => v.startsWith("'sha"));
        expect(new Set(listed), `${directive} of ${path}`).toEqual(own[directive]);
      }
    },
  );
});

describe('caching and compression', () => {
  it('sends hashed assets immutable for a year', async () => {
    const html = await (await get('/')).text();
    const asset = /["'](\/_astro\/[^"']+\.(?:js|css|jpg|webp|avif))["']/.exec(html)?.[1] ?? '';
    const res = await get(asset);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates HTML by ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/en/services', { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('cache-control')).toMatch(/no-cache|max-age=0/);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/en/services', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await get('/en/services', { headers: { 'accept-encoding': 'br', 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
  ])('serves HTML, CSS, JS and XML with Accept-Encoding: %s as %s', async (accept, expected) => {
    const html = await (await get('/')).text();
    const css = /["'](\/_astro\/[^"']+\.css)["']/.exec(html)?.[1];
    const js = /["'](\/_astro\/[^"']+\.js)["']/.exec(html)?.[1] ?? '';
    for (const path of ['/', '/sitemap-0.xml', js, ...(css ? [css] : [])]) {
      // Node's fetch decodes br/gzip itself but keeps the header: the header is what we check.
      const res = await get(path, { headers: { 'accept-encoding': accept } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-encoding'), path).toBe(expected);
      expect(res.headers.get('vary'), path).toBe('Accept-Encoding');
      expect((await res.text()).length, path).toBeGreaterThan(100);
    }
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
  ])('serves the pages rendered on request (booking, newsletter) with Accept-Encoding: %s as %s', async (accept, expected) => {
    for (const path of ['/booking', '/vi/newsletter']) {
      const res = await get(path, { headers: { 'accept-encoding': accept } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-encoding'), path).toBe(expected);
      if (expected) expect(res.headers.get('vary'), path).toContain('Accept-Encoding');
      expect(await res.text(), path).toMatch(/^<!DOCTYPE html>[\s\S]*<form[\s\S]*<\/html>\s*$/i);
    }
  });

  it('answers byte ranges of the hero video, as Safari needs for <video>', async () => {
    const res = await get('/media/hero-loop.mp4', { headers: { range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });

  it('never caches the admin or the API', async () => {
    for (const path of ['/admin', '/healthz']) expect((await get(path)).headers.get('cache-control'), path).toBe('no-store');
  });
});

describe('operations', () => {
  it('/healthz checks the database', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: string };
    expect(body.status).toBe('ok');
    expect(['sqlite', 'postgres']).toContain(body.database);
  });

  it('does not serve the static-host config files as pages', async () => {
    for (const path of ['/_headers', '/_redirects']) expect((await get(path)).status, path).toBe(404);
  });

  it('answers a former article slug with a 301 to its article in every locale', async () => {
    for (const prefix of ['', '/vi', '/en']) {
      const res = await get(`${prefix}/blog/massage-quan-11-kingstone-trust`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`${prefix}/blog/massage-quan-11`);
    }
  });
});

/**
 * Every page type in Chromium with the real headers: any CSP violation or console error fails.
 * The pages are driven a little (search runs, a gallery opens, the form validates) so that the
 * scripts they load run too.
 */
describe('no CSP violation or console error on any page type', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function visit(path: string, act?: (page: Page) => Promise<void>) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const res = await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    await act?.(page);
    await page.waitForTimeout(300);
    await context.close();
    return { status: res?.status(), problems };
  }

  it.each([
    ['home (ko)', '/'],
    ['home (vi)', '/vi'],
    ['services', '/en/services'],
    ['service page with gallery', '/services/nuru-massage'],
    ['blog listing', '/vi/blog'],
    ['category listing', '/blog/category/massage-spa'],
    ['tag listing', '/en/blog/tag/guide'],
    ['article with blocks', '/vi/blog/cach-chon-massage-thai'],
    ['news article with clocks', '/blog/chuseok-2025-hcm-community-roundup'],
    ['legal page', '/vi/privacy'],
    ['HTML sitemap', '/en/sitemap'],
    ['booking page', '/booking'],
    ['admin login', '/admin'],
  ])('%s', async (_what, path) => {
    const { problems } = await visit(path);
    expect(problems).toEqual([]);
  });

  it('the 404 page', async () => {
    const { status, problems } = await visit('/vi/no-such-page');
    expect(status).toBe(404);
    // Chromium reports the 404 status itself as a console error; nothing else may appear.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });

  it('search, with a query run through the Pagefind index', async () => {
    const { problems } = await visit('/search?q=massage', async (page) => {
      await page.locator('#search-list li').first().waitFor({ timeout: 15_000 });
    });
    expect(problems).toEqual([]);
  });

  it('the gallery viewer and the booking form in use', async () => {
    const gallery = await visit('/services/nuru-massage', async (page) => {
      await page.locator('.gallery__thumb').first().click();
      await page.locator('.gallery__dialog[open]').waitFor();
    });
    expect(gallery.problems).toEqual([]);
    const form = await visit('/en', async (page) => {
      // A too-short name: the island posts it and shows the server's field error.
      await page.locator('#booking-name').fill('K');
      await page.locator('#booking-phone').fill('0912 345 678');
      await page.locator('#booking-date').fill(dayAhead(3));
      await chooseTime(page, '14:30');
      await page.locator('#booking-consent').check();
      await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/api/booking'), page.locator('#contact button[type="submit"]').click()]);
      await page.locator('#booking-name-error').waitFor();
    });
    // Chromium logs the 422 answer itself as a console error; nothing else may appear.
    expect(form.problems.filter((p) => !/status of 422/.test(p))).toEqual([]);
  });
});
