import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { request } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USED_STYLES_FILE, type UsedStyles } from '../../integrations/inline-stylesheets';
import { LOCALES } from '../../src/i18n/locales';
import { FIRST_ROUND_TRIP_BYTES } from '../../src/server/http/first-round-trip';
import { localizePath } from '../../src/i18n/routing';
import { launchBrowser } from '../support/browser';
import { CLIENT_DIR, ROOT } from '../support/paths';
import { baseURL, builtPages } from '../support/site';

/** A response's bytes on the wire (status line, headers, body), asked for as a phone asks (Brotli). */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      let body = 0;
      res.on('data', (chunk: Buffer) => {
        body += chunk.length;
      });
      res.on('end', () => {
        let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`;
        for (let i = 0; i < res.rawHeaders.length; i += 2) head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`;
        resolve(Buffer.byteLength(`${head}\r\n`) + body);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Issue 17, speed: what a phone fetches while a page loads. The site icon is in the page
 * (src/layouts/favicon.ts), and a gallery below the first screen waits until it comes near
 * (src/blocks/gallery.css): both were requests during the load that shared a phone's bandwidth
 * with the hero image, the LCP element.
 */

describe('requests while a page loads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Over it, the stylesheets and the hero image start a round trip later (src/styles/README.md).
  it.each(LOCALES)('the %s home page fits the first round trip of a new connection', async (locale) => {
    const bytes = await wireBytes(`${baseURL()}${localizePath('/', locale)}`);
    expect(bytes, `${bytes} bytes`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });

  // Each request beside them shares the link, and a script run before the first paint delays it:
  // the home page's script comes after the load event (src/browser/README.md).
  it('the home page asks for its stylesheets and its hero image while it loads, its script after', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const requested: { url: string; type: string }[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('http')) requested.push({ url: new URL(r.url()).pathname, type: r.resourceType() });
    });
    const firstScript = page.waitForRequest((r) => r.resourceType() === 'script');
    await page.goto(`${baseURL()}/vi`, { waitUntil: 'load' });
    const whileLoading = requested.filter((r) => r.type !== 'document').map((r) => r.type);
    expect(whileLoading.sort()).toEqual(['image', 'stylesheet', 'stylesheet']);
    expect(new URL((await firstScript).url()).pathname).toMatch(/^\/_astro\/home\.[\w-]+\.js$/);
    await page.close();
  });

  // Its script shared the locale list with the booking form's island: a second file, asked for
  // only once the first had come, which put the search page's LCP at 1,126 ms (src/browser/README.md).
  it('the search page asks for no script file of its own, and still searches', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${baseURL()}/search?q=massage`, { waitUntil: 'load' });
    // Pagefind's own files are all it fetches: the query in the address runs at once.
    await expect.poll(() => page.locator('#search-list li').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The counter and its speed script (every page's, fetched once the page is idle: issue 39) are no part of the search.
    expect(scripts.filter((p) => !p.startsWith('/pagefind/') && !/^\/_astro\/(counter|vitals)\./.test(p))).toEqual([]);
    expect(scripts).toContain('/pagefind/pagefind.js');
    await page.close();
  });

  // Chrome reads every form at DOMContentLoaded (autofill). A form in a section skipped by
  // content-visibility makes it lay out the whole section there and then, in one task after the
  // first paint: Lighthouse's blocking time on / had a median of 17 ms with the blog teaser and the
  // contact section skipped, 0 without (src/styles/home.css).
  it.each(LOCALES)('the %s home page lays out the sections holding its forms as they arrive', async (locale) => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${baseURL()}${localizePath('/', locale)}`, { waitUntil: 'load' });
    const forms = await page.locator('main form').evaluateAll((list) =>
      list.map((form) => {
        const skippedBy: string[] = [];
        for (let el: Element | null = form; el; el = el.parentElement) {
          if (getComputedStyle(el).contentVisibility === 'auto') skippedBy.push(el.id || el.className);
        }
        return { form: form.className, skippedBy };
      }),
    );
    expect(forms.map((f) => f.form).sort()).toEqual(['booking-form', 'newsletter-form']);
    expect(forms.filter((f) => f.skippedBy.length > 0)).toEqual([]);
    // The sections further down are still skipped until they come near the screen.
    expect(await page.locator('.home-locations').evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
    await page.close();
  });

  // Issue 37: every article asked for the content blocks' stylesheet, blocks or not, and on a phone
  // that second file shared the link with the hero image, the LCP element (src/layouts/ArticleLayout.astro).
  // Then the one left took the page's open connection, and the hero waited for a new one: an
  // article that fits the first round trip with its styles carries them (integrations/inline-stylesheets.ts).
  it('an article without content blocks asks for no stylesheet; one with blocks has their rules, and both are styled', async () => {
    const stylesheetsOf = async (path: string) => {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const sheets: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') sheets.push(new URL(r.url()).pathname);
      });
      await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
      return { page, sheets };
    };
    // global.css's rules apply: the page's cream background and the sticky header.
    const globalRules = (page: import('playwright-core').Page) =>
      page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('.site-header')!).position]);
    const plain = await stylesheetsOf('/blog/an-gi-sau-massage-quan-1');
    expect(await plain.page.locator('.article__body .block').count()).toBe(0);
    expect(plain.sheets).toEqual([]);
    expect(await globalRules(plain.page)).toEqual(['rgb(250, 246, 240)', 'sticky']);
    await plain.page.close();

    // A long article with blocks links their stylesheet, or carries the rules of it that it uses
    // when that fits the first round trip (integrations/used-styles.ts): never both, never neither.
    const withBlocks = await stylesheetsOf('/blog/cach-chon-massage-thai');
    const carried = '/blog/cach-chon-massage-thai' in (JSON.parse(readFileSync(path.join(ROOT, 'dist', USED_STYLES_FILE), 'utf8')) as UsedStyles).pages;
    expect(withBlocks.sheets.filter((s) => /\/blocks\.[\w-]+\.css$/.test(s))).toHaveLength(carried ? 0 : 1);
    // A block's own rule applies: blocks.css gives .block its vertical margin (2rem).
    const margin = await withBlocks.page.locator('.article__body .block').first().evaluate((el) => getComputedStyle(el).marginTop);
    expect(margin).toBe('32px');
    expect(await globalRules(withBlocks.page)).toEqual(['rgb(250, 246, 240)', 'sticky']);
    await withBlocks.page.close();
  });

  // Issue 37: a page carries its stylesheets only while it still fits the first round trip: over
  // it, the page's own second round trip costs what the saved connection gave.
  it('every page that carries its styles fits the first round trip, and the small ones do carry them', async () => {
    const pages = builtPages().filter((p) => !p.isNotFound);
    const carrying: string[] = [];
    const over: string[] = [];
    for (const { path: urlPath } of pages) {
      const html = readFileSync(path.join(CLIENT_DIR, urlPath, 'index.html'), 'utf8');
      if (/<link rel="stylesheet"/.test(html)) continue;
      carrying.push(urlPath);
      const bytes = await wireBytes(`${baseURL()}${urlPath}`);
      if (bytes > FIRST_ROUND_TRIP_BYTES) over.push(`${urlPath}: ${bytes} B`);
    }
    expect(over).toEqual([]);
    expect(carrying).toEqual(expect.arrayContaining(['/blog', '/blog/2025/06', '/blog/an-gi-sau-massage-quan-1', '/vi/blog/category/massage-spa', '/en/search']));
    expect(carrying.length).toBeGreaterThan(pages.length / 2);
  });

  // Issue 37: every page over 1.0 s in `npm run bench:pages` had a first-screen image as its LCP,
  // and a file over a new connection's first round trip takes a second one (src/media/images.ts).
  it("every article's hero, as a phone fetches it (AVIF, 720 px), fits a new connection's first round trip", () => {
    const articles = builtPages().filter((p) => /^\/blog\/(?!category\/|tag\/|page\/|\d{4}\/)[^/]+$/.test(p.path) && !p.isNotFound);
    expect(articles.length).toBeGreaterThan(20);
    const heavy = articles.flatMap(({ path: urlPath }) => {
      const html = readFileSync(path.join(CLIENT_DIR, urlPath, 'index.html'), 'utf8');
      const file = /<picture class="article__hero"><source type="image\/avif" srcSet="[^"]*?(\/_astro\/[^ "]+) 720w/.exec(html)?.[1];
      if (!file) return [];
      const bytes = statSync(path.join(CLIENT_DIR, file)).size;
      return bytes > FIRST_ROUND_TRIP_BYTES ? [`${urlPath}: ${file} ${bytes} B`] : [];
    });
    expect(heavy).toEqual([]);
  });

  // The page types whose first screen has a hero image: home, a service page, an article.
  it.each(['/', '/vi/services/nuru-massage', '/blog/cach-chon-massage-thai'])('%s asks for no icon file', async (path) => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
    expect(requested.filter((url) => url.startsWith('http') && /favicon|\.ico$/.test(url))).toEqual([]);
    // The hero image is among what the page asked for: the listener saw the load.
    expect(requested.some((url) => /\.(avif|webp|jpe?g)$/.test(url))).toBe(true);
    await page.close();
  });

  // A 412 px phone at 1.75× (Lighthouse's) shows the hero 380 px wide: 665 image pixels. It should
  // get the smallest file that covers them (720 w), not the one for the whole screen (800 w).
  const PIXEL_RATIO = 1.75;
  it.each(['/vi/blog/bia-om-hcm-dia-chi-moi-2025', '/services/nuru-massage'])(
    "%s: a phone fetches the smallest hero file that covers the hero's width",
    async (path) => {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: PIXEL_RATIO });
      await page.goto(`${baseURL()}${path}`, { waitUntil: 'load' });
      const hero = page.locator('.article__hero img, .service-hero img').first();
      const { shown, current, srcset } = await hero.evaluate((img: HTMLImageElement) => ({
        shown: img.getBoundingClientRect().width,
        current: img.currentSrc,
        srcset: (img.parentElement?.querySelector('source[type="image/avif"]') as HTMLSourceElement | null)?.srcset ?? '',
      }));
      const candidates = srcset.split(', ').map((part) => {
        const [url, w] = part.split(' ');
        return { url: new URL(url!, baseURL()).href, width: Number.parseInt(w!, 10) };
      });
      const smallestCovering = candidates.filter((c) => c.width >= shown * PIXEL_RATIO).sort((a, b) => a.width - b.width)[0];
      expect(shown).toBeCloseTo(412 - 32, 0);
      expect(smallestCovering?.width).toBe(720);
      expect(current).toBe(smallestCovering?.url);
      await page.close();
    },
  );

  it("a service page's gallery fetches its thumbnails when it comes near the screen, not with the page", async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const thumbnails = new Set<string>();
    page.on('request', (request) => {
      if (/\/nuru-massage-\d\./.test(request.url())) thumbnails.add(request.url());
    });
    await page.goto(`${baseURL()}/services/nuru-massage`, { waitUntil: 'networkidle' });
    expect([...thumbnails]).toEqual([]);
    await page.locator('.gallery__grid').scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnails.size, { timeout: 5000 }).toBeGreaterThanOrEqual(6);
    // Shown, laid out, and each thumbnail's focus ring inside what the grid paints.
    const thumb = page.locator('.gallery__thumb').first();
    await thumb.focus();
    const [grid, button] = await Promise.all([page.locator('.gallery__grid').boundingBox(), thumb.boundingBox()]);
    expect(button!.x - grid!.x).toBeGreaterThanOrEqual(5);
    expect(button!.y - grid!.y).toBeGreaterThanOrEqual(5);
    await page.close();
  });

  it("the icon in the page is the site's own, public/favicon.svg", async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"/.exec(html)?.[1] ?? '';
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    const svg = decodeURIComponent(href.slice('data:image/svg+xml,'.length).replaceAll('&amp;', '&'));
    const file = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8').trim();
    expect(svg).toBe(file.replace(/\s*\n\s*/g, ' ').replaceAll('"', "'"));
    // The file itself is still served, for whoever asks for /favicon.svg.
    expect((await fetch(`${baseURL()}/favicon.svg`)).status).toBe(200);
  });
});
