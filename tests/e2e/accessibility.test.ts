import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from './browser';
import { baseURL, builtPages } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const summarize = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);

describe('axe finds no violations', () => {
  it.each(builtPages().map((p) => [p.path]))('%s', async (path) => {
    // AxeBuilder needs a page from an explicit context.
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseURL()}${path}`);
    const results = await new AxeBuilder({ page }).analyze();
    expect(summarize(results.violations)).toEqual([]);
    await page.context().close();
  });

  it('with the mobile menu open', async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await page.goto(`${baseURL()}/vi`);
    await page.getByRole('button', { name: 'Mở menu' }).click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(summarize(results.violations)).toEqual([]);
    await page.context().close();
  });
});
