import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../support/admin-session';
import { launchBrowser } from '../support/browser';
import { axeViolations, describeMessage, validateFolder } from '../support/checkers';
import { startProductionServer } from '../support/server-process';
import { baseURL } from '../support/site';
import { DICTIONARIES } from '../../src/i18n/t';

// The studio's page: who gets it, and that its island starts under the page's own
// Content-Security-Policy on a phone. What the studio does with its API is tested against the API.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the studio page', () => {
  it('is not there when the admin is off', async () => {
    const server = await startProductionServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kingstone-studio-off-')) });
    try {
      expect((await fetch(`${server.url}/admin/studio`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('sends a visitor who is not logged in to the login, keeping the language', async () => {
    const res = await fetch(`${baseURL()}/admin/studio?lang=vi`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin?lang=vi');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each([360, 390])('at %i px: linked from the bookings, its island starts, no horizontal scroll, axe and the Nu checker find nothing', async (width) => {
    const { context, page } = await loggedIn(browser, { width, height: 800 });
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) blocked.push(m.text());
    });
    // The island's first call proves its script ran under the page's policy.
    const documents = page.waitForRequest((r) => new URL(r.url()).pathname === '/admin/api/studio/documents' && new URL(r.url()).searchParams.get('lang') === 'en');
    await page.goto(`${baseURL()}/admin?lang=en`);
    await page.getByRole('link', { name: DICTIONARIES.en['studio.navLink'], exact: true }).click();
    await page.getByRole('heading', { level: 1, name: DICTIONARIES.en['studio.title'] }).waitFor();
    await documents;
    // Its answer drawn: the list of documents, or (without the API) the failure in words.
    await page.locator('.studio-picker, .studio-failure').first().waitFor();
    expect(blocked).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);

    const served = await context.request.get(`${baseURL()}/admin/studio`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain(`<title>${DICTIONARIES.ko['studio.title']} | Kingstone Spa</title>`);
    const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-vnu-studio-'));
    writeFileSync(path.join(dir, 'studio.html'), html);
    expect((await validateFolder(dir)).map(describeMessage)).toEqual([]);
    await context.close();
  }, 120_000);
});
