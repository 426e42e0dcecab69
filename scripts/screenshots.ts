// `npm run screenshots [-- <folder>]`: full-page screenshots of the main page kinds at phone
// widths in every locale, from the production build served by the production server (own
// process, free port on 127.0.0.1), for looking over a change by eye. Files land in
// screenshots/<timestamp>/ unless a folder is given; the folder is printed at the end.
// The admin is shown logged in: the server gets a throwaway password (as ADMIN_PASSWORD_HASH) that
// lives only in this process, and a data folder of its own that is deleted afterwards.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales.ts';
import { hashPassword } from '../src/server/services/admin/password.ts';
import { launchOptions, playwrightFeatureSwitch } from './lib/chromium-launch.ts';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { startServerProcess } from './lib/server-process.ts';

/** The pages shot, by file name: locale-less paths; the admin takes its language from ?lang=. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'service', path: '/services/thai-massage' },
  { name: 'ranking-article', path: '/blog/top-25-bar-hcm-2025' },
  { name: 'booking', path: '/booking' },
  { name: 'admin', path: '/admin', admin: true },
];
const WIDTHS = [360, 390];
const HEIGHT = 800;

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'screenshots', stamp));

function urlPath(pagePath: string, locale: string, admin = false) {
  if (admin) return `${pagePath}?lang=${locale}`;
  if (locale === DEFAULT_LOCALE) return pagePath;
  return pagePath === '/' ? `/${locale}` : `/${locale}${pagePath}`;
}

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  process.exit(1);
}
warnWithoutKoreanFont();
mkdirSync(outDir, { recursive: true });
const password = randomBytes(24).toString('base64url');
const dataDir = mkdtempSync(path.join(tmpdir(), 'kingstone-screenshots-data-'));
const { url, child } = await startServerProcess({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: '',
  ADMIN_PASSWORD_HASH: await hashPassword(password),
});
const browser = await chromium.launch(launchOptions(await playwrightFeatureSwitch()));
let count = 0;
try {
  await addSampleBookings(url);
  const context = await browser.newContext({ viewport: { width: WIDTHS[0] ?? 360, height: HEIGHT } });
  await logIn(context, url, password);
  for (const locale of LOCALES) {
    for (const width of WIDTHS) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: HEIGHT });
      for (const { name, path: pagePath, admin } of PAGES) {
        const res = await page.goto(`${url}${urlPath(pagePath, locale, admin)}`, { waitUntil: 'networkidle' });
        if (!res?.ok()) console.warn(`${urlPath(pagePath, locale, admin)}: HTTP ${res?.status()}`);
        await loadLazyImages(page);
        const file = path.join(outDir, `${locale}-${width}-${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        count++;
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${count} screenshots in ${outDir}`);

/**
 * Three requests through the public booking API, one per language, into this run's own data
 * folder, so the admin shots show the cards and their controls rather than an empty list.
 */
async function addSampleBookings(base: string) {
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const samples = [
    { locale: 'ko', name: '김서연', phone: '+84901112233', service: 'body-90', time: '15:00' },
    { locale: 'vi', name: 'Trần Minh Anh', phone: '0912345678', service: 'thai-90', time: '18:30' },
    { locale: 'en', name: 'Emily Carter', phone: '+84987654321', service: 'couple-120', time: '20:00' },
  ];
  for (const { locale, ...fields } of samples) {
    const res = await fetch(`${base}/api/booking?locale=${locale}`, {
      method: 'POST',
      headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, date: day, consent: 'on', notes: 'Sample booking for screenshots' }).toString(),
    });
    if (!res.ok) console.warn(`sample booking (${locale}) for ${day}: HTTP ${res.status}`);
  }
}

/**
 * Logs in to the admin once; the session cookie then serves every locale's admin page.
 */
async function logIn(context: import('playwright-core').BrowserContext, base: string, secret: string) {
  const page = await context.newPage();
  await page.goto(`${base}/admin`);
  await page.locator('input[type="password"]').fill(secret);
  await Promise.all([page.waitForURL(/\/admin$/), page.locator('form button[type="submit"]').click()]);
  if ((await page.locator('input[type="password"]').count()) > 0) throw new Error('admin login failed');
  await page.close();
}

/**
 * Scrolls to the bottom and back so images below the fold (loading="lazy") are in the picture.
 */
async function loadLazyImages(page: import('playwright-core').Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/**
 * The site names no web font for Korean: Chromium draws it with the machine's fonts, and without a
 * Korean one every Hangul glyph is an empty box. Said up front so such shots are not mistaken for a bug.
 */
function warnWithoutKoreanFont() {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' });
  } catch {
    return; // no fontconfig to ask
  }
  if (families.trim() === '') {
    console.warn('No Korean font on this machine: Korean text will show as boxes (e.g. apt-get install fonts-noto-cjk).');
  }
}
