import { describe, expect, it } from 'vitest';
import { getStartingOption, PAGE_SERVICES, SERVICES } from '../../src/config/catalogue';
import { LOCALES, LOCALE_META, type Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/routing';
import { createT } from '../../src/i18n/t';
import { chooseTime, timesSettled } from '../support/booking-form';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { decode, htmlLang } from '../support/html';
import { baseURL, dayAhead, fetchPage } from '../support/site';

const { browser, open } = useBrowser();

const servicePages = LOCALES.flatMap((locale) => PAGE_SERVICES.map((service) => [locale, service.id] as const));

/** The href of the first link on a page that reads exactly `text`. */
function linkReading(html: string, text: string): string | undefined {
  const body = html.slice(html.indexOf('<body'));
  const link = [...body.matchAll(/<a\b[^>]*\shref="([^"]*)"[^>]*>([^<]*)<\/a>/g)].find((m) => decode(m[2] ?? '').trim() === text);
  return link?.[1] === undefined ? undefined : decode(link[1]);
}

/** The value of the booking form's chosen course, as the server rendered it. */
function chosenCourse(html: string): string | undefined {
  const select = /<select\b[^>]*\sid="booking-service"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  return /<option\b[^>]*\svalue="([^"]*)"[^>]*\sselected(?:="[^"]*")?[^>]*>/.exec(select)?.[1];
}

describe('a service page books that course', () => {
  // Every course's page, as served: its "book now" link, and the booking page it leads to with
  // that course chosen (the form is rendered on the server from the link's query).
  it.each(servicePages)('%s /services/%s: "book now" leads to the booking page with the course chosen', async (locale, id) => {
    const t = createT(locale);
    const service = SERVICES.find((s) => s.id === id)!;
    const href = linkReading((await fetchPage(localizePath(`/services/${id}`, locale))).html, t('cta.bookNow'));
    expect(href).toBeDefined();
    const url = new URL(href ?? '', baseURL());
    expect(url.pathname).toBe(localizePath('/booking', locale));
    const booking = await fetchPage(`${url.pathname}${url.search}`);
    expect(booking.status).toBe(200);
    expect(htmlLang(booking.html)).toBe(LOCALE_META[locale].lang);
    expect(chosenCourse(booking.html)).toBe(getStartingOption(service).id);
  });

  // And in the browser, once per locale: the tap, the page it opens, the course in the hydrated form.
  it.each(LOCALES)('%s: tapping "book now" on a service page opens the booking page with the course chosen', async (locale) => {
    const t = createT(locale);
    const service = PAGE_SERVICES[0]!;
    const page = await open(localizePath(`/services/${service.id}`, locale));
    await Promise.all([page.waitForURL(/\/booking\?/), page.getByRole('link', { name: t('cta.bookNow'), exact: true }).first().click()]);
    const url = new URL(page.url());
    expect(url.pathname).toBe(localizePath('/booking', locale));
    expect(await page.getAttribute('html', 'lang')).toBe(LOCALE_META[locale].lang);
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr])') !== null);
    expect(await page.locator('#booking-service').inputValue()).toBe(getStartingOption(service).id);
    await page.close();
  });
});

describe('booking form errors with JavaScript', () => {
  it('removes a field’s error as soon as the field is valid, and keeps the others', async () => {
    const page = await open('/en/booking');
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr])') !== null);
    await page.locator('#booking-name').fill('K');
    await page.locator('#booking-phone').fill('abc');
    await page.locator('#booking-date').fill(dayAhead(3));
    await chooseTime(page, '15:00');
    await page.locator('#booking-consent').check();
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('#booking-phone-error').count()).toBe(1);
    expect(await page.locator('#booking-name-error').count()).toBe(1);
    expect(await page.locator('#booking-phone').getAttribute('aria-invalid')).toBe('true');

    await page.locator('#booking-phone').fill('0912 345 678');
    // The first check loads the shared schema (phone rules, catalogue): allow it a few seconds.
    await expect.poll(() => page.locator('#booking-phone-error').count(), { timeout: 15_000 }).toBe(0);
    expect(await page.locator('#booking-phone').getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#booking-phone').getAttribute('aria-describedby')).toBe('booking-phone-hint');
    // The name is still too short: its error stays, tied to the field.
    expect(await page.locator('#booking-name-error').count()).toBe(1);
    expect(await page.locator('#booking-name').getAttribute('aria-describedby')).toBe('booking-name-error');

    await page.locator('#booking-name').pressSequentially('im Minh');
    await expect.poll(() => page.locator('#booking-name-error').count(), { timeout: 15_000 }).toBe(0);
    expect(await page.locator('#booking-name').getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#booking-name').getAttribute('aria-describedby')).toBeNull();
    await page.close();
  });
});

describe('mobile menu at 390 px', () => {
  it.each(LOCALES)('%s: holds a booking link and the three languages for this page, by keyboard', async (locale: Locale) => {
    const t = createT(locale);
    const page = await open(localizePath('/services', locale), PHONE);
    const toggle = page.getByRole('button', { name: t('nav.openMenu') });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const booking = menu.getByRole('link', { name: t('nav.booking') });
    expect(await booking.getAttribute('href')).toBe(localizePath('/booking', locale));
    const languages = menu.getByRole('group', { name: t('nav.language') }).getByRole('link');
    expect(await languages.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(LOCALES.map((l) => localizePath('/services', l)));
    for (const l of LOCALES) expect(await menu.getByRole('link', { name: LOCALE_META[l].name }).isVisible()).toBe(true);
    // Tab reaches the booking link from the close button, and Enter follows it.
    for (let i = 0; i < 5 && !(await booking.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    expect(await booking.evaluate((el) => el === document.activeElement)).toBe(true);
    await Promise.all([page.waitForURL(/\/booking$/), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe(localizePath('/booking', locale));
    await page.close();
  });
});

describe('desktop menus', () => {
  it.each(LOCALES)('%s: the services menu lists every catalogue course and no article; Korean news sits under the blog', async (locale) => {
    const t = createT(locale);
    const page = await open(localizePath('/', locale));
    const nav = page.getByRole('navigation', { name: t('nav.primary') }).first();
    await nav.locator('summary', { hasText: t('nav.services') }).click();
    const services = nav.locator('.dropdown', { has: page.locator('summary', { hasText: t('nav.services') }) }).locator('.dropdown__panel');
    await expect.poll(() => services.isVisible()).toBe(true);
    const hrefs = await services.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => h.includes('/blog'))).toEqual([]);
    const names = await services.getByRole('link').allTextContents();
    for (const service of SERVICES) expect(names).toContain(service.name[locale]);
    expect(await services.locator('.dropdown__group').count()).toBe(0);

    const blog = nav.locator('.dropdown', { has: page.locator('summary', { hasText: t('nav.blog') }) });
    await blog.locator('summary').click();
    const panel = blog.locator('.dropdown__panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.getByText(t('blog.koreanNews')).count()).toBe(1);
    const articleLinks = await panel.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(articleLinks[0]).toBe(localizePath('/blog', locale));
    expect(articleLinks.length).toBeGreaterThan(1);
    for (const href of articleLinks) expect(href).toMatch(/\/blog(\/|$)/);
    await page.close();
  });

  it('shows no "official website" link when the configured site is this site (sample config)', async () => {
    for (const [path, viewport] of [
      ['/en', DESKTOP],
      ['/vi/services', PHONE],
    ] as const) {
      const page = await open(path, viewport);
      const t = createT(path.startsWith('/vi') ? 'vi' : 'en');
      if (viewport === PHONE) await page.getByRole('button', { name: t('nav.openMenu') }).click();
      expect(await page.getByRole('link', { name: t('nav.mainWebsite') }).count()).toBe(0);
      expect(await page.locator('header a[href="https://kingstonespa.vn"]').count()).toBe(0);
      await page.close();
    }
  });
});

// Issue 17: with several fields wrong, the date and time errors came only on the second submit.
describe('every wrong field is reported on the first answer', () => {
  const t = createT('en');
  const expected = {
    name: t('booking.error.name'),
    phone: t('booking.error.phone'),
    date: t('booking.error.date'),
    time: t('booking.error.hours'),
    consent: t('booking.error.consent'),
  };
  it.each([true, false])('with JavaScript %s', async (javaScriptEnabled) => {
    const context = await browser().newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/en/booking`);
    if (javaScriptEnabled) await page.waitForFunction(() => document.querySelector('astro-island:not([ssr])') !== null);
    await page.locator('#booking-name').fill('K');
    await page.locator('#booking-phone').fill('abc');
    await page.locator('#booking-date').fill(dayAhead(120));
    // The list offers no time outside the hours (issue 38); a form left open while the hours
    // changed, or one made up, still sends one, and the server must say so with the rest.
    await timesSettled(page);
    await page.locator('#booking-time').evaluate((select: HTMLSelectElement) => select.add(new Option('03:00', '03:00', true, true)));
    await page.getByRole('button', { name: t('booking.submit') }).click();
    await expect.poll(() => page.locator('#booking-consent-error').count()).toBe(1);
    for (const [field, message] of Object.entries(expected)) {
      expect(await page.locator(`#booking-${field}-error`).textContent(), field).toBe(message);
    }
    await context.close();
  });
});
