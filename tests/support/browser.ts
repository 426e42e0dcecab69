import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchOptions } from '../../scripts/lib/chromium-launch.ts';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { baseURL } from './site';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  // Asks for Korean (Accept-Language), the site's default, as the spa's own phones do: the admin
  // follows the browser's language, and a test that wants another names it (?lang=, a context's locale).
  // Without the address bar's popup, which Debian's full Chromium opens with every context.
  return chromium.launch(launchOptions(inject('playwrightFeatureSwitch'), ['--lang=ko-KR', '--accept-lang=ko-KR']));
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
/**
 * A small phone as Chromium emulates one, for `browser.newContext`: 360 px wide, a mobile viewport
 * (the page's meta viewport applies, scrollbars overlay the page) and touch.
 */
export const SMALL_PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

/**
 * One Chromium for the calling test file, launched before its tests and closed after them, and
 * `open`: a new page at `viewport`, navigated to `path` on the shared server.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = (): Browser => {
    if (!browser) throw new Error('useBrowser: the browser starts in beforeAll; use it inside a test');
    return browser;
  };
  const open = async (path: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> => {
    const page = await current().newPage({ viewport });
    await page.goto(`${baseURL()}${path}`);
    return page;
  };
  return { browser: current, open };
}
