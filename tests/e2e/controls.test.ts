import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';
import { launchBrowser, PHONE } from '../support/browser';
import { pageKindsOf } from '../support/page-kinds';
import { baseURL } from '../support/site';

/**
 * Issue 18, "Controls and type": on a 390 px phone, one page of every kind in every locale.
 * - Form controls use at least 16 px type (smaller text is hard to read, and iOS zooms the page
 *   when a smaller field gets focus).
 * - Every link and button is at least 24×24 px (WCAG 2.2 target size, minimum); the primary
 *   controls (menu, language links, contact bar, form buttons) at least 44×44 px. Links inside
 *   running prose are exempt, as in WCAG: their height is the line's.
 * - The sticky header is opaque, so text scrolling under it does not show through.
 */

const MIN_FONT_PX = 16;
const MIN_TARGET_PX = 24;
const PRIMARY_TARGET_PX = 44;
/** The controls a visitor uses most: they get the comfortable size, not just the minimum. */
const PRIMARY = ['.menu-toggle', '.menu-close', '.lang-switch a', '.quick-contact a', 'form button[type="submit"]'].join(', ');
/** Inline links in running text (WCAG 2.5.8's inline exception). */
const PROSE_TEXT = '.prose p, .prose li';

interface Controls {
  /** Visible form controls whose computed font size is below the minimum. */
  smallType: string[];
  /** Visible links and buttons (outside prose) smaller than 24×24 px. */
  smallTargets: string[];
  /** Visible primary controls smaller than 44×44 px. */
  smallPrimary: string[];
  /** Computed background colour of the site header. */
  headerBackground: string;
}

/** Runs in the page: measures every visible control and the header. */
function measureControls(args: { minFont: number; minTarget: number; primaryTarget: number; primary: string; prose: string }): Controls {
  const describe = (el: Element, r: DOMRect, extra = '') => {
    const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean).slice(0, 2) : [];
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30) || el.getAttribute('aria-label') || el.getAttribute('name') || '';
    // The nearest ancestor with a class, to find the rule that sizes it.
    const within = el.parentElement?.closest('[class]')?.className;
    const where = typeof within === 'string' && within ? ` in .${within.trim().split(/\s+/)[0]}` : '';
    return `${el.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}${where} "${text}" ${r.width.toFixed(1)}×${r.height.toFixed(1)}${extra}`;
  };
  /** Shown to sighted visitors: rendered, not clipped to nothing (visually-hidden), not parked off-screen. */
  const seen = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.right <= 0) return false;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    for (let a: Element | null = el; a; a = a.parentElement) if (getComputedStyle(a).getPropertyValue('clip') !== 'auto') return false;
    // The skip link waits above the page until it gets focus.
    if (el.matches('.skip-link') && document.activeElement !== el) return false;
    return true;
  };

  const smallType: string[] = [];
  for (const el of document.querySelectorAll('input, select, textarea, button')) {
    if (!seen(el)) continue;
    const size = Number.parseFloat(getComputedStyle(el).fontSize);
    if (size < args.minFont) smallType.push(describe(el, el.getBoundingClientRect(), ` font-size ${size}px`));
  }

  const smallTargets: string[] = [];
  for (const el of document.querySelectorAll('a[href], button, summary, input[type="submit"], input[type="button"]')) {
    if (!seen(el) || el.closest(args.prose)) continue;
    const r = el.getBoundingClientRect();
    if (r.width < args.minTarget - 0.5 || r.height < args.minTarget - 0.5) smallTargets.push(describe(el, r));
  }

  const smallPrimary: string[] = [];
  for (const el of document.querySelectorAll(args.primary)) {
    if (!seen(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width < args.primaryTarget - 0.5 || r.height < args.primaryTarget - 0.5) smallPrimary.push(describe(el, r));
  }

  const header = document.querySelector('body > header, .site-header');
  return {
    smallType,
    smallTargets: [...new Set(smallTargets)],
    smallPrimary,
    headerBackground: header ? getComputedStyle(header).backgroundColor : 'no header',
  };
}

/** The alpha of a computed colour ("rgb(…)" is opaque; "rgba(…, a)", "rgb(… / a)", "color(… / a)"). */
function alphaOf(color: string): number {
  const slash = /\/\s*([\d.]+%?)\s*\)$/.exec(color);
  if (slash?.[1]) return slash[1].endsWith('%') ? Number.parseFloat(slash[1]) / 100 : Number(slash[1]);
  const rgba = /^rgba\((?:[^,]+,){3}\s*([\d.]+)\s*\)$/.exec(color);
  if (rgba?.[1]) return Number(rgba[1]);
  if (color === 'transparent') return 0;
  return 1;
}

describe('alphaOf', () => {
  it.each([
    ['rgb(255, 255, 255)', 1],
    ['rgba(255, 255, 255, 0.96)', 0.96],
    ['rgba(0, 0, 0, 0)', 0],
    ['transparent', 0],
    ['color(srgb 1 1 1 / 0.9)', 0.9],
    ['oklch(0.9 0.02 80 / 96%)', 0.96],
  ])('%s has alpha %d', (color, alpha) => {
    expect(alphaOf(color)).toBeCloseTo(alpha);
  });
});

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: PHONE });
});
afterAll(async () => {
  await page?.close();
  await browser?.close();
});

const ARGS = { minFont: MIN_FONT_PX, minTarget: MIN_TARGET_PX, primaryTarget: PRIMARY_TARGET_PX, primary: PRIMARY, prose: PROSE_TEXT };
const cases = LOCALES.flatMap((locale) => pageKindsOf(locale).map(([kind, path]) => [path, kind] as const));

describe(`at ${PHONE.width} px`, () => {
  it.each(cases)('%s (%s): readable controls, targets large enough, opaque header', async (path) => {
    await page.goto(`${baseURL()}${path}`);
    const found = await page.evaluate(measureControls, ARGS);
    expect.soft(found.smallType, `${path}: form controls under ${MIN_FONT_PX} px`).toEqual([]);
    expect.soft(found.smallTargets, `${path}: links or buttons under ${MIN_TARGET_PX}×${MIN_TARGET_PX} px`).toEqual([]);
    expect.soft(found.smallPrimary, `${path}: primary controls under ${PRIMARY_TARGET_PX}×${PRIMARY_TARGET_PX} px`).toEqual([]);
    expect.soft(alphaOf(found.headerBackground), `${path}: header background ${found.headerBackground}`).toBe(1);
  });

  it.each(LOCALES)('the open mobile menu (%s) has targets large enough', async (locale) => {
    await page.goto(`${baseURL()}${pageKindsOf(locale)[0]?.[1] ?? '/'}`);
    await page.locator('.menu-toggle').click();
    await page.locator('#mobile-menu').waitFor({ state: 'visible' });
    const found = await page.evaluate(measureControls, ARGS);
    expect.soft(found.smallTargets, `mobile menu (${locale}): links or buttons under ${MIN_TARGET_PX}×${MIN_TARGET_PX} px`).toEqual([]);
    expect.soft(found.smallPrimary, `mobile menu (${locale}): primary controls under ${PRIMARY_TARGET_PX}×${PRIMARY_TARGET_PX} px`).toEqual([]);
  });
});
