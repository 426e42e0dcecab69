import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createT } from '../../src/i18n/t';
import { launchBrowser } from '../support/browser';
import { contentArticles } from '../support/content';
import { baseURL } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The longest word of an article's Korean title: enough to find it. */
function koreanWord(): string {
  const title = contentArticles().find((a) => a.titles.ko)?.titles.ko ?? '';
  return title.split(/[\s,.:;!?()"'“”‘’·–—|/]+/).sort((a, b) => b.length - a.length)[0] ?? '';
}

describe('the search page searches as the visitor types', () => {
  it('shows results after a pause in typing, without Enter, and keeps ?q= in the address', async () => {
    const word = koreanWord();
    const page = await browser.newPage();
    await page.goto(`${baseURL()}/search`);
    await page.getByRole('searchbox', { name: createT('ko')('search.label') }).pressSequentially(word, { delay: 20 });
    await expect.poll(() => page.locator('#search-list li').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('#search-status').textContent()).toContain(word);
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);
    await page.close();
  });

  it('searches at once on Enter', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL()}/en/search`);
    const box = page.getByRole('searchbox', { name: createT('en')('search.label') });
    await box.fill('massage');
    await box.press('Enter');
    await expect.poll(() => page.locator('#search-list li').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/en/search');
    await page.close();
  });

  it('without JavaScript the form still sends ?q= to the search page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/vi/search`);
    const box = page.getByRole('searchbox', { name: createT('vi')('search.label') });
    await box.fill('massage');
    await Promise.all([page.waitForURL(/\/vi\/search\?q=massage$/), box.press('Enter')]);
    await context.close();
  });
});

describe('controls are not indexed', () => {
  // The hero video's toggle, a wide table's scroll hint, the service hero's and the call-to-action
  // box's buttons: words of the page's controls, not of its content.
  it.each(['servicePage.videoPause', 'block.scrollHint', 'cta.bookNow', 'block.cta.call'] as const)('no excerpt quotes %s', async (key) => {
    const label = createT('ko')(key);
    const page = await browser.newPage();
    await page.goto(`${baseURL()}/search?q=${encodeURIComponent(label)}`);
    await expect
      .poll(() => page.locator('#search-status').textContent(), { timeout: 15_000 })
      .not.toBe(createT('ko')('search.loading'));
    await expect.poll(() => page.locator('#search-status').textContent()).not.toBe('');
    const excerpts = await page.locator('#search-list li p').allTextContents();
    expect(excerpts.filter((e) => e.includes(label))).toEqual([]);
    await page.close();
  });
});
