import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Locale } from '../../src/i18n/locales';
import { ADMIN_PASSWORD_FOR_TESTS } from './global-setup';
import { baseURL } from './site';

/** A booking through the public API, as a visitor in `locale` makes it (the course and time are the caller's to vary). */
export async function book(
  name: string,
  phone: string,
  day: string,
  { locale = 'vi', service = 'couple-120', time = '14:30', notes }: { locale?: Locale; service?: string; time?: string; notes?: string } = {},
) {
  const res = await fetch(`${baseURL()}/api/booking?locale=${locale}`, {
    method: 'POST',
    headers: { Origin: baseURL(), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name, phone, service, date: day, time, consent: 'on', ...(notes ? { notes } : {}) }).toString(),
  });
  expect(res.status).toBe(200);
}

/** Logs in on `page`, which shows the admin's login form (Korean): the password, the button, then the bookings list. */
export async function logIn(page: Page): Promise<void> {
  await page.getByLabel('비밀번호').fill(ADMIN_PASSWORD_FOR_TESTS);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.getByRole('heading', { name: '예약 관리' }).waitFor();
}

/**
 * A new context (at `viewport` when given, with `options`) with the owner logged in through the
 * form, on the bookings list.
 */
export async function loggedIn(
  browser: Browser,
  viewport?: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(viewport ? { ...options, viewport } : options);
  const page = await context.newPage();
  await page.goto(`${baseURL()}/admin`);
  await logIn(page);
  return { context, page };
}

/** A failed login in a new context (at `viewport` when given): the login page again, its error shown. */
export async function failedLogin(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await page.goto(`${baseURL()}/admin`);
  await page.getByLabel('비밀번호').fill('not-the-owner-password');
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL(/error=loginFailed/);
  await page.getByRole('alert').getByText('비밀번호가 맞지 않습니다.').waitFor();
  return page;
}
