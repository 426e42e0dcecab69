import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The booking form's time field in a browser (issue 38): a list of the times offered for the
 * chosen day and course, which the form's script replaces after each change of either.
 */

const TIME = '#booking-time';

/** The times the list offers now (its empty first choice left out). */
export async function offeredTimes(page: Page): Promise<string[]> {
  return page.locator(`${TIME} option`).evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
}

/** Waits until the list is not being replaced (no aria-busy): it is the chosen day's and course's. */
export async function timesSettled(page: Page): Promise<void> {
  await expect.poll(() => page.locator(TIME).getAttribute('aria-busy')).toBeNull();
}

/** Chooses `time` once the list is the chosen day's. */
export async function chooseTime(page: Page, time: string): Promise<void> {
  await timesSettled(page);
  await page.locator(TIME).selectOption(time);
}

/**
 * Without JavaScript the list is the day the page preselected: the plain form's "show the free
 * times of this date" posts the form as typed and brings it back with the typed day's times.
 */
export async function showTimesWithoutScript(page: Page, button: string): Promise<void> {
  await Promise.all([page.waitForURL(/\/booking\?times$/), page.getByRole('button', { name: button }).click()]);
}
