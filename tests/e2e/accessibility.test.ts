import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, SMALL_PHONE } from '../support/browser';
import { AXE_EXPERIMENTAL_RULES, axeViolations, htmlcsErrors, pageFindings } from '../support/checkers';
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
 * At phone width (360 px, a mobile viewport): one page of every declared kind in every locale, as at
 * desktop width: each language's words wrap and fit differently in the phone's layout. Colour
 * contrast is checked on the default locale's copy of each kind (the phone layout has bars and
 * menus of its own, and every language shares their stylesheets), as at desktop width.
 */
function phonePages(): { locale: Locale; kind: string; path: string; contrast: boolean }[] {
  return everyPageKind().map(([locale, kind, path]) => ({ locale, kind, path, contrast: locale === DEFAULT_LOCALE }));
}

type Width = 'desktop' | 'phone';

/**
 * Pages waiting for their next audit, by width. An audit takes one (or opens one in a context of
 * its own: a context is a renderer process, so the two audits running at once use both cores) and
 * gives it back, so each page serves audit after audit: a new context for every audit cost half a
 * second to open and a cold cache for every stylesheet, font and script, and Chromium compiles
 * axe's and HTML_CodeSniffer's 700 KB again in every new renderer, where a reused one has them in
 * its compilation cache. Each audit still loads its page anew (a navigation starts a fresh
 * document and both checkers are put in it again), without cookies, as a first visit: the public
 * pages keep nothing in the browser (no cookie, no storage) that could change the next one.
 */
const idle: Record<Width, Page[]> = { desktop: [], phone: [] };

async function openPage(width: Width): Promise<Page> {
  const context = await browser.newContext(width === 'phone' ? SMALL_PHONE : {});
  return context.newPage();
}

/** Audits `path` at `width`: axe, then HTML_CodeSniffer in the same loaded page. */
async function findingsOf(path: string, { contrast = true, phone = false } = {}): Promise<string[]> {
  const width: Width = phone ? 'phone' : 'desktop';
  const page = idle[width].pop() ?? (await openPage(width));
  let findings: string[];
  try {
    await page.context().clearCookies();
    await page.goto(`${baseURL()}${path}`);
    findings = await pageFindings(page, { contrast });
  } catch (error) {
    // A page that failed (a crash, a timeout) is not handed to the next audit.
    await page.context().close();
    throw error;
  }
  idle[width].push(page);
  return findings;
}

// Two pages at a time: axe is mostly waiting on Chromium, which has the second core to itself
// (the e2e files run one after another); this file was a fifth of CI's time one page at a time.
describe('axe and HTML_CodeSniffer find nothing', () => {
  it('audits every declared page kind in every locale at desktop width and at phone width', () => {
    const desktop = new Set(desktopPages().map((p) => p.path));
    expect(everyPageKind().filter(([, , path]) => !desktop.has(path))).toEqual([]);
    const phone = phonePages();
    for (const locale of LOCALES) {
      expect(phone.filter((p) => p.locale === locale).map((p) => p.kind)).toEqual(pageKindsOf(locale).map(([kind]) => kind));
    }
  });

  it.concurrent.for(desktopPages())('$path', async ({ path, contrast }, { expect }) => {
    expect(await findingsOf(path, { contrast })).toEqual([]);
  });

  it.concurrent.for(phonePages())(`$path ($kind) at ${SMALL_PHONE.viewport.width} px`, async ({ path, contrast }, { expect }) => {
    expect(await findingsOf(path, { contrast, phone: true })).toEqual([]);
  });

  it('reports the violations of a page that has them (axe really ran, every experimental rule on)', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseURL()}/privacy`);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      // A link named otherwise than it reads: label-content-name-mismatch, an experimental rule.
      const link = Object.assign(document.createElement('a'), { href: '/', textContent: 'Facebook' });
      link.setAttribute('aria-label', 'Kingstone Spa');
      document.querySelector('main')?.append(image, document.createElement('button'), link);
    });
    const found = (await axeViolations(page, { contrast: false })).join('\n');
    expect(found).toMatch(/image-alt/);
    expect(found).toMatch(/button-name/);
    expect(found).toMatch(/label-content-name-mismatch/);
    // Every experimental rule of the axe that ran is asked for.
    const experimental = await page.evaluate(() => (window as unknown as { axe: { getRules: (tags: string[]) => { ruleId: string }[] } }).axe.getRules(['experimental']).map((r) => r.ruleId));
    expect([...AXE_EXPERIMENTAL_RULES].sort()).toEqual(experimental.sort());
    await page.context().close();
  });

  it('reports the errors of a page that has them (HTML_CodeSniffer really ran)', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseURL()}/privacy`);
    expect(await htmlcsErrors(page)).toEqual([]);
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      const field = Object.assign(document.createElement('input'), { type: 'text' });
      document.querySelector('main')?.append(image, field);
    });
    const found = (await htmlcsErrors(page)).join('\n');
    // An image without alt (H37) and a field without a label (F68).
    expect(found).toMatch(/^WCAG2AA\.Principle1\.Guideline1_1\.1_1_1\.H37: img /m);
    expect(found).toMatch(/^WCAG2AA\.Principle1\.Guideline1_3\.1_3_1\.F68: input /m);
    await page.context().close();
  });

  it('with the mobile menu open', async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await page.goto(`${baseURL()}/vi`);
    await page.getByRole('button', { name: 'Mở menu' }).click();
    expect(await pageFindings(page)).toEqual([]);
    await page.context().close();
  });
});
