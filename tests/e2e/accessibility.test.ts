import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, SMALL_PHONE } from '../support/browser';
import { axeViolations } from '../support/checkers';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales';
import { splitLocale } from '../../src/i18n/routing';
import { everyPageKind, pageKindsOf, undeclaredTypes } from '../support/page-kinds';
import { baseURL } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * At desktop width: one page of every declared kind in every locale and one of every built type no
 * kind is of, plus an untranslated article: axe takes seconds a page, and pages of one type share
 * their markup.
 */
function desktopPages(): { path: string; contrast: boolean }[] {
  const extra = ['/booking', '/en/booking', '/admin', '/blog/cach-chon-massage-thai', '/vi/blog/cach-chon-massage-thai', '/en/blog/chuseok-2025-hcm-community-roundup', '/en/blog/rooftop-bar-quan-1'];
  const paths = [...everyPageKind().map(([, , path]) => path), ...undeclaredTypes(), ...extra];
  // Colour contrast is half of axe's time and a matter of the stylesheets, which every language
  // shares: it is checked on every page in the default locale and on the extra pages (the
  // fallback notice, the form pages, articles with content blocks), and left out on the other
  // locales' copies.
  return [...new Set(paths)].map((path) => ({
    path,
    contrast: extra.includes(path) || splitLocale(path).locale === DEFAULT_LOCALE,
  }));
}

/**
 * At phone width: one page of every declared kind, each in one locale, the locales taken in turn
 * so each of them is seen: what differs between their copies of a kind is the words, which the
 * desktop audit checks in every locale. Colour contrast is checked here on every page: the phone
 * layout has bars and menus of its own.
 */
function phonePages(): { locale: Locale; kind: string; path: string }[] {
  const all = everyPageKind();
  const kinds = [...new Set(all.map(([, kind]) => kind))];
  return kinds.flatMap((kind, i) =>
    all.filter(([locale, k]) => k === kind && locale === LOCALES[i % LOCALES.length]).map(([locale, , path]) => ({ locale, kind, path })),
  );
}

/** Audits `path` in a new context of the shared browser (axe needs a page from an explicit context). */
async function violationsOf(path: string, { contrast = true, phone = false } = {}): Promise<string[]> {
  const context = await browser.newContext(phone ? SMALL_PHONE : {});
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL()}${path}`);
    return await axeViolations(page, { contrast });
  } finally {
    await context.close();
  }
}

// Two pages at a time: axe is mostly waiting on Chromium, which has the second core to itself
// (the e2e files run one after another); this file was a fifth of CI's time one page at a time.
describe('axe finds no violations', () => {
  it('audits every declared page kind in every locale at desktop width, and at phone width in one locale each, every locale seen', () => {
    const desktop = new Set(desktopPages().map((p) => p.path));
    expect(everyPageKind().filter(([, , path]) => !desktop.has(path))).toEqual([]);
    const phone = phonePages();
    expect(phone.map((p) => p.kind)).toEqual(pageKindsOf(DEFAULT_LOCALE).map(([kind]) => kind));
    expect(new Set(phone.map((p) => p.locale))).toEqual(new Set(LOCALES));
  });

  it.concurrent.for(desktopPages())('$path', async ({ path, contrast }, { expect }) => {
    expect(await violationsOf(path, { contrast })).toEqual([]);
  });

  it.concurrent.for(phonePages())(`$path ($kind) at ${SMALL_PHONE.viewport.width} px`, async ({ path }, { expect }) => {
    expect(await violationsOf(path, { phone: true })).toEqual([]);
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
