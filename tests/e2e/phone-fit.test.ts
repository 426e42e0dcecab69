import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { blocksEn } from '../../src/i18n/ui/blocks/en';
import { blocksKo } from '../../src/i18n/ui/blocks/ko';
import { blocksVi } from '../../src/i18n/ui/blocks/vi';
import { launchBrowser } from '../support/browser';
import { pageKindsOf } from '../support/page-kinds';
import { baseURL } from '../support/site';

/**
 * Issue 17, "Phones first": one page of every kind, in every locale, fits a 320, 360 and 390 px
 * screen: no sideways scrolling of the page, no element sticking out of it, wide tables scroll
 * in their own labelled, focusable box that says so, and the floating contact buttons cover
 * nothing once the visitor reaches the end of the page.
 */

const WIDTHS = [320, 360, 390] as const;
const HEIGHT = 740;
const SCROLL_HINT: Record<Locale, string> = {
  ko: blocksKo['block.scrollHint'],
  vi: blocksVi['block.scrollHint'],
  en: blocksEn['block.scrollHint'],
};

interface Fit {
  scrollWidth: number;
  clientWidth: number;
  /** Elements whose box reaches past the left or right edge of the screen, outermost only. */
  sticking: string[];
  /** Boxes that scroll sideways but are not a focusable, named region with the scroll hint. */
  silentScrollers: string[];
}

/** Runs in the page: measures the document and lists what sticks out. */
async function measureFit(hints: Record<string, string>): Promise<Fit> {
  // Content laid out only near the screen (content-visibility: auto: cards, the gallery, the
  // footer) is rendered here as a visitor scrolling down would see it, so it is measured too.
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  }
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  for (let i = 0; i < 2; i++) await frame();
  const root = document.documentElement;
  const vw = root.clientWidth;
  const describe = (el: Element) => {
    const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean).slice(0, 3) : [];
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const r = el.getBoundingClientRect();
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.map((c) => `.${c}`).join('')}${text ? ` "${text}"` : ''} [${Math.round(r.left)}…${Math.round(r.right)}]`;
  };
  const clipsX = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
  const sticking: string[] = [];
  const reported = new Set<Element>();
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    // Deliberately off-screen (the honeypot field) or clipped to nothing (visually-hidden text).
    if (r.right <= 0 || getComputedStyle(el).getPropertyValue('clip') !== 'auto') continue;
    if (r.right <= vw + 0.5 && r.left >= -0.5) continue;
    // Inside a box that clips or scrolls sideways: that box is what must fit, and it is checked itself.
    let inner = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (reported.has(a) || clipsX(a)) {
        inner = true;
        break;
      }
    }
    if (inner) continue;
    reported.add(el);
    sticking.push(describe(el));
  }
  const findSilentScrollers = () => {
    const silentScrollers: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const overflow = getComputedStyle(el).overflowX;
      if ((overflow !== 'auto' && overflow !== 'scroll') || el.scrollWidth <= el.clientWidth + 1) continue;
      if (el.matches('input, textarea, select')) continue;
      const named = el.getAttribute('role') === 'region' && (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby'));
      const focusable = el.tabIndex >= 0;
      // In the language of the table around it: a page showing another language's article (the
      // fallback) shows that article's blocks, hint included, in the article's language.
      const hint = hints[(el.closest('[lang]')?.getAttribute('lang') ?? 'ko').slice(0, 2)] ?? hints.ko;
      const says = [...el.querySelectorAll<HTMLElement>('*')].some((h) => h.textContent?.trim() === hint && h.checkVisibility({ visibilityProperty: true }) && h.getBoundingClientRect().width > 1);
      if (!named || !focusable || !says) {
        silentScrollers.push(`${describe(el)}: ${[named ? '' : 'no named region', focusable ? '' : 'not focusable', says ? '' : `no visible "${hint}"`].filter(Boolean).join(', ')}`);
      }
    }
    return silentScrollers;
  };
  // Whether a table frame scrolls (the scroll-state query that shows its hint) is settled only
  // when a frame is drawn, not by a layout forced from script, and the frames after the
  // content-visibility switch above come late on a busy machine (CI once measured before them):
  // look again at each frame for up to two seconds before calling a box silent. A hint that
  // never shows still fails.
  let silentScrollers = findSilentScrollers();
  for (const until = performance.now() + 2000; silentScrollers.length > 0 && performance.now() < until; ) {
    await frame();
    silentScrollers = findSilentScrollers();
  }
  return { scrollWidth: root.scrollWidth, clientWidth: vw, sticking: sticking.slice(0, 8), silentScrollers };
}

/** Runs in the page, scrolled to the end: what the floating contact buttons cover. */
function coveredByQuickContact(): string[] {
  const bar = document.querySelector('.quick-contact');
  if (!bar || !bar.checkVisibility()) return [];
  const boxes = [...bar.querySelectorAll('a')].map((a) => a.getBoundingClientRect());
  const hits = (r: DOMRect) => boxes.some((b) => r.left < b.right - 1 && r.right > b.left + 1 && r.top < b.bottom - 1 && r.bottom > b.top + 1);
  const shown = (el: Element) => {
    for (let a: Element | null = el; a; a = a.parentElement) if (getComputedStyle(a).getPropertyValue('clip') !== 'auto') return false;
    return el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  const covered: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || bar.contains(parent) || !shown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(hits)) covered.push(`${parent.tagName.toLowerCase()} "${node.textContent.trim().slice(0, 40)}"`);
  }
  for (const el of document.body.querySelectorAll('img, input, select, textarea, button, a, iframe, video')) {
    if (bar.contains(el) || !shown(el)) continue;
    if (hits(el.getBoundingClientRect())) covered.push(`${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`);
  }
  return [...new Set(covered)].slice(0, 8);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The widths below are a phone's only if Korean is drawn in a Korean font, as phones draw it (the
// test tools bring Noto Sans CJK): without one, Chromium shows boxes of another width.
it('draws the Korean home heading in a font that has Hangul, as a phone does', async () => {
  const page = await browser.newPage({ viewport: { width: 360, height: HEIGHT } });
  await page.goto(`${baseURL()}/`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  const hangul = fonts.filter((f) => /CJK/.test(f.familyName) && f.glyphCount > 0);
  expect(hangul, `h1 drawn in ${JSON.stringify(fonts)}`).not.toEqual([]);
  await page.close();
});

describe.each(WIDTHS)('at %i px', (width) => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width, height: HEIGHT } });
  });
  afterAll(async () => {
    await page?.close();
  });

  const cases = LOCALES.flatMap((locale) => pageKindsOf(locale).map(([kind, path]) => [path, kind] as const));
  it.each(cases)('%s (%s) fits the screen', async (path) => {
    await page.goto(`${baseURL()}${path}`);
    const fit = await page.evaluate(measureFit, SCROLL_HINT);
    const where = `${path} at ${width} px`;
    expect(fit.sticking, `${where}: elements stick out of the ${fit.clientWidth} px screen`).toEqual([]);
    expect(fit.scrollWidth, `${where}: the page is ${fit.scrollWidth} px wide`).toBeLessThanOrEqual(fit.clientWidth);
    expect(fit.silentScrollers, `${where}: a box scrolls sideways without saying so`).toEqual([]);

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    expect(await page.evaluate(coveredByQuickContact), `${where}: the floating contact buttons cover content at the end of the page`).toEqual([]);
  });
});
