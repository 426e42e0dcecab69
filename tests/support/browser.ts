import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { baseURL } from './site';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** A new page at `viewport`, navigated to `path` on the shared server. */
export async function openPage(browser: Browser, path: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${baseURL()}${path}`);
  return page;
}
