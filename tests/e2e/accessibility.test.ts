import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from '../support/browser';
import { axeViolations } from '../support/checkers';
import { DEFAULT_LOCALE } from '../../src/i18n/locales';
import { splitLocale } from '../../src/i18n/routing';
import { baseURL, builtPages } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page type: the path with its locale and variable parts (slug, tag, month, page number) abstracted. */
function pageType(urlPath: string): string {
  const { locale, path } = splitLocale(urlPath);
  return `${locale}:${path
    .replace(/\/page\/\d+$/, '/page/N')
    .replace(/^\/blog\/(category|tag)\/[^/]+/, '/blog/$1/*')
    .replace(/^\/blog\/\d{4}\/\d{2}$/, '/blog/YYYY/MM')
    .replace(/^\/blog\/(?!category|tag|page|404)[^/]+$/, '/blog/:slug')}`;
}

/**
 * Every page type in every locale (the first page of each type), plus the articles that use
 * content blocks and an untranslated one: axe takes seconds a page, and pages of one type share
 * their markup.
 */
function pagesToAudit(): { path: string; contrast: boolean }[] {
  const seen = new Set<string>();
  const chosen = builtPages()
    .map((p) => p.path)
    .filter((path) => {
      const type = pageType(path);
      if (seen.has(type)) return false;
      seen.add(type);
      return true;
    });
  const extra = ['/booking', '/en/booking', '/admin', '/blog/cach-chon-massage-thai', '/vi/blog/cach-chon-massage-thai', '/en/blog/chuseok-2025-hcm-community-roundup', '/en/blog/rooftop-bar-quan-1'];
  // Colour contrast is half of axe's time and a matter of the stylesheets, which every language
  // shares: it is checked on every page type in the default locale and on the extra pages (the
  // fallback notice, the form pages), and left out on the other locales' copies of a type.
  return [...new Set([...chosen, ...extra])].map((path) => ({
    path,
    contrast: extra.includes(path) || splitLocale(path).locale === DEFAULT_LOCALE,
  }));
}

// Two pages at a time: axe is mostly waiting on Chromium, which has the second core to itself
// (the e2e files run one after another); this file was a fifth of CI's time one page at a time.
describe('axe finds no violations', () => {
  it.concurrent.for(pagesToAudit())('$path', async ({ path, contrast }, { expect }) => {
    // axe needs a page from an explicit context.
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseURL()}${path}`);
    expect(await axeViolations(page, { contrast })).toEqual([]);
    await page.context().close();
  });

  it('reports the violations of a page that has them (axe really ran)', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseURL()}/privacy`);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      document.querySelector('main')?.append(image, document.createElement('button'));
    });
    const found = (await axeViolations(page)).join('\n');
    expect(found).toMatch(/image-alt/);
    expect(found).toMatch(/button-name/);
    await page.context().close();
  });

  it('with the mobile menu open', async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await page.goto(`${baseURL()}/vi`);
    await page.getByRole('button', { name: 'Mở menu' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
