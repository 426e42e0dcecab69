// The owner's studio end to end, on a copy of the site (scripts/lib/site-workspace.ts) served by
// a server like `npm start`'s: edit facts and prices, publish while visitors keep browsing, see
// the change on every locale's page and in the JSON-LD, a failing build that changes nothing
// live, the history with its readable changes, a git commit per publish, and a restore.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteWorkspace } from '../../scripts/lib/site-workspace.ts';
import { StudioClient } from '../../scripts/lib/studio-client.ts';
import { LOCALE_PREFIXES } from '../../src/server/http/on-demand-routes.ts';
import { jsonLdOf } from '../support/html.ts';
import { launchBrowser, PHONE } from '../support/browser.ts';
import { ownerOpensStudio, startStudioServer, type StudioServer } from '../support/studio-server.ts';
import { DICTIONARIES } from '../../src/i18n/t';
import { formatPrice } from '../../src/i18n/format';
import { moneyDigits } from '../../src/studio/money-input';
import { dateInWords } from '../../src/studio/date-input';
import { parse } from 'yaml';

// The owner works in Vietnamese here: every text the test looks for comes from the dictionaries.
const VI = DICTIONARIES.vi;

const PASSWORD = 'studio-e2e-password';
const SERVICE = 'service:thai-massage';
const NOTICE_TEXT = { ko: '스튜디오 시험 공지입니다.', vi: 'Đây là thông báo thử của studio.', en: 'This is the studio’s test notice.' };

let site: StudioServer | undefined;
let workspace: SiteWorkspace;
let origin: string;
let studio: StudioClient;
let initialRelease: string;
let newPrice: number;
let oldPrice: number;
let browser: Browser;
let owner: Page;

const page = async (p: string) => {
  const res = await fetch(`${origin}${p}`);
  return { status: res.status, html: await res.text() };
};

/** The digits of a price as a page prints it in any locale ("1.700.000 ₫", "1,700,000₫"). */
const shows = (html: string, price: number) => html.replace(/(\d)[.,\u00a0\u202f ](?=\d{3})/g, '$1').includes(String(price));

beforeAll(async () => {
  site = await startStudioServer('studio-e2e-data-', PASSWORD, { git: true });
  ({ workspace, origin } = site);
  studio = new StudioClient(origin);
  await studio.login(PASSWORD);
  const first = await studio.waitForReleases();
  initialRelease = first[0]?.id ?? '';
  // The owner, on a phone: logs in through the admin's form, then opens the studio.
  browser = await launchBrowser();
  owner = await browser.newPage({ viewport: PHONE });
  await ownerOpensStudio(owner, origin, PASSWORD);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the studio publishes', () => {
  it('refuses an invalid phone number with the message next to the field, in the owner’s language, and writes nothing', async () => {
    const file = path.join(workspace.dir, 'src/content/business/spa.yaml');
    const before = readFileSync(file, 'utf8');
    await owner.getByRole('button', { name: VI['studioApi.title.business'], exact: true }).click();
    // The chosen document opens in its own view: its heading at the top of the phone's screen, focused.
    const heading = owner.getByRole('heading', { level: 2, name: VI['studio.editing'].replace('{title}', VI['studioApi.title.business']) });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((h) => document.activeElement === h && h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    expect(await owner.getByRole('heading', { level: 2, name: VI['studio.documents'] }).count()).toBe(0);
    const hotline = owner.getByLabel(VI['studio.field.hotline'], { exact: true });
    const original = await hotline.inputValue();
    await hotline.fill('+84 12');
    await owner.getByRole('button', { name: VI['studio.save'], exact: true }).click();
    await expect.poll(() => hotline.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await hotline.getAttribute('aria-describedby')) ?? '';
    const message = await owner.locator(describedBy.split(' ').map((id) => `#${id}`).join(', ')).allInnerTexts();
    expect(message.join(' ')).toMatch(/số điện thoại/i);
    expect(readFileSync(file, 'utf8')).toBe(before);
    await hotline.fill(original);
  });

  it('puts a new price, new hours and a notice live on every locale while visitors keep browsing', async () => {
    // The hours, in the business facts still open from the test above, typed "11h" as owners write them.
    await owner.getByLabel(VI['studio.field.hours.opens'], { exact: true }).first().fill('11h');
    await owner.getByRole('button', { name: VI['studio.save'], exact: true }).click();
    await owner.getByText(VI['studio.saved']).first().waitFor();
    await owner.getByRole('button', { name: VI['studio.back'] }).click();
    // The first option's price of the Thai massage.
    const service = await studio.document(SERVICE, 'vi');
    oldPrice = (service.body.data as { options: { price: number }[] }).options[0]?.price ?? 0;
    newPrice = oldPrice + 123_000;
    await owner.getByRole('button', { name: service.body.title, exact: true }).click();
    // Ids are read, not typed: no field holds the service's or an option's id.
    await owner.getByText(VI['studio.id.fixed']).first().waitFor();
    const firstOptionId = (service.body.data as { options: { id: string }[] }).options[0]?.id;
    expect(await owner.locator('input, textarea').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).not.toContain(firstOptionId);
    expect(await owner.getByLabel(VI['studio.field.options.*.id'], { exact: true }).count()).toBe(0);
    // Typed key by key the way a Vietnamese owner writes prices ("1.823.000"): the field keeps
    // what was typed, and the hint under it reads the amount as the site will print it.
    const priceField = owner.getByLabel(VI['studio.field.options.*.price'], { exact: true }).first();
    const priceHint = owner.locator(`#${await priceField.getAttribute('id')}-hint`);
    await priceField.fill('');
    await priceField.pressSequentially('1.8');
    await expect.poll(() => priceHint.textContent()).toBe(VI['studio.hint.priceUnclear']);
    await priceField.fill('');
    await priceField.pressSequentially(moneyDigits(newPrice, 'vi'));
    expect(await priceField.inputValue()).toBe(moneyDigits(newPrice, 'vi'));
    await expect.poll(() => priceHint.textContent()).toContain(formatPrice(newPrice, 'vi'));
    await owner.getByRole('button', { name: VI['studio.save'], exact: true }).click();
    await owner.getByText(VI['studio.saved']).first().waitFor();
    await owner.getByRole('button', { name: VI['studio.back'] }).click();

    const notice = await studio.document('notice');
    const now = new Date();
    const local = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    const window = { show: true, from: local(now.getTime() - 3600_000), to: local(now.getTime() + 86_400_000), message: NOTICE_TEXT };
    expect((await studio.save('notice', notice.body.version, { ...window, from: '2020-01-01 00:00' })).body.kind).toBe('saved');
    // A price change to throw away before publishing.
    const watsuFile = path.join(workspace.dir, 'src/content/services/watsu.yaml');
    const watsuLive = readFileSync(watsuFile, 'utf8');
    const watsu = await studio.document('service:watsu', 'vi');
    const watsuData = structuredClone(watsu.body.data) as { options: { price: number }[] };
    (watsuData.options[0] as { price: number }).price += 1_000;
    expect((await studio.save('service:watsu', watsu.body.version, watsuData)).body.kind).toBe('saved');

    // The notice's start typed the Vietnamese way: a day that does not exist is a message at the
    // field (never a failure), then "dd/mm/yyyy hh:mm" is read and stored in the file's spelling.
    await owner.getByRole('button', { name: VI['studioApi.title.notice'], exact: true }).click();
    const from = owner.getByLabel(VI['studio.field.from'], { exact: true });
    await from.fill('31/11/2026 09:00');
    await owner.getByRole('button', { name: VI['studio.save'], exact: true }).click();
    await expect.poll(() => from.getAttribute('aria-invalid')).toBe('true');
    await owner.getByText(VI['studioApi.rule.localDateTime']).first().waitFor();
    const [day, clock] = window.from.split(' ') as [string, string];
    await from.fill(`${day.split('-').reverse().join('/')} ${clock}`);
    await expect.poll(async () => owner.locator(`#${await from.getAttribute('id')}-hint`).textContent()).toContain(dateInWords(window.from, 'vi'));
    await owner.getByRole('button', { name: VI['studio.save'], exact: true }).click();
    await owner.getByText(VI['studio.saved']).first().waitFor();
    expect(parse(readFileSync(path.join(workspace.dir, 'src/content/notice/notice.yaml'), 'utf8'))).toMatchObject({ from: window.from });

    // Before Publish: what will change, per document, and one of them thrown away.
    const pendingPanel = owner.locator('.studio-pending');
    await expect.poll(() => pendingPanel.textContent()).toContain(formatPrice(newPrice, 'vi'));
    expect(await pendingPanel.textContent()).toContain(VI['studioApi.title.notice']);
    expect(await pendingPanel.textContent()).toContain(service.body.title);
    owner.once('dialog', (dialog) => void dialog.accept());
    await owner.getByRole('button', { name: VI['studio.pending.discard'].replace('{title}', watsu.body.title), exact: true }).click();
    await owner.getByText(VI['studio.pending.discarded'].replace('{title}', watsu.body.title)).waitFor();
    expect(readFileSync(watsuFile, 'utf8')).toBe(watsuLive);
    await expect.poll(() => pendingPanel.textContent()).not.toContain(watsu.body.title);
    await owner.getByRole('button', { name: VI['studio.back'] }).click();

    // Visitors' requests run all through the publish: pages, a large listing, on-demand routes.
    let browsing = true;
    const answers: number[] = [];
    const visitor = async (paths: string[]) => {
      for (let i = 0; browsing; i++) answers.push((await fetch(`${origin}${paths[i % paths.length]}`)).status);
    };
    const visitors = [visitor(['/services', '/vi/services', '/en/blog']), visitor(['/blog', '/healthz', '/booking'])];

    await owner.getByRole('button', { name: VI['studio.publish.button'], exact: true }).click();
    // The owner sees the progress bar while it runs; a second publish meanwhile is refused.
    await owner.getByRole('progressbar').waitFor();
    expect((await studio.publish()).status).toBe(409);
    const seen = new Set<string>();
    const done = await studio.waitForPublish((s) => {
      if (s.phase) seen.add(s.phase);
    });
    await owner.getByText(VI['studio.publish.done']).first().waitFor();
    await new Promise((resolve) => setTimeout(resolve, 300));
    browsing = false;
    await Promise.all(visitors);

    expect(done.state, `${done.error}\n${(done.detail ?? []).join('\n')}`).toBe('done');
    expect(seen.size).toBeGreaterThanOrEqual(3);
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((s) => s !== 200)).toEqual([]);

    for (const prefix of LOCALE_PREFIXES) {
      const { html } = await page(`${prefix}/services`);
      expect(shows(html, newPrice), `${prefix}/services shows ${newPrice}`).toBe(true);
      expect(shows(html, oldPrice)).toBe(false);
    }
    const thai = await page('/services/thai-massage');
    const offers = JSON.stringify(jsonLdOf(thai.html));
    expect(offers).toContain(String(newPrice));
    const home = await page('/en');
    expect(JSON.stringify(jsonLdOf(home.html))).toContain('"opens":"11:00"');
    for (const [prefix, text] of [['', NOTICE_TEXT.ko], ['/vi', NOTICE_TEXT.vi], ['/en', NOTICE_TEXT.en]] as const) {
      expect((await page(`${prefix}/blog`)).html).toContain(text);
    }
    const sitemap = await page('/sitemap-0.xml');
    expect(sitemap.status).toBe(200);
  }, 300_000);

  it('records the publish: readable changes in the history, and a git commit of the data files', async () => {
    const { body: history } = await studio.releases();
    const latest = history[0];
    expect(latest?.kind).toBe('publish');
    expect(latest?.live).toBe(true);
    expect(latest?.by).toMatch(/^admin [0-9a-f]{6}$/);
    expect(latest?.changes).toContainEqual({ document: SERVICE, path: 'options.0.price', before: oldPrice, after: newPrice });
    expect(latest?.changes).toContainEqual({ document: 'business', path: 'hours.opens', before: '12:00', after: '11:00' });
    expect(history.find((r) => r.id === initialRelease)?.restorable).toBe(true);

    const log = execFileSync('git', ['-C', workspace.dir, 'log', '--format=%an|%s', '--name-only', '-1'], { encoding: 'utf8' });
    expect(log).toContain('Kingstone Studio|Studio: Publish');
    expect(log).toContain('src/content/services/thai-massage.yaml');
  });

  it('leaves the live site as it was when a build fails, and says what to fix', async () => {
    // A data file the studio does not own, broken the way a hand edit could break it.
    const file = path.join(workspace.dir, 'src/content/home/massage-list.yaml');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, `${good}\n  - : [unclosed\n`);
    try {
      expect((await studio.publish()).status).toBe(202);
      const failed = await studio.waitForPublish();
      expect(failed.state).toBe('failed');
      expect(failed.error).toMatch(/live site has not changed/);
      expect((failed.detail ?? []).join('\n')).toMatch(/massage-list\.yaml/);
    } finally {
      writeFileSync(file, good);
    }
    const { html } = await page('/en/services');
    expect(shows(html, newPrice)).toBe(true);
    const { body: history } = await studio.releases();
    expect(history[0]?.kind).toBe('publish');
  }, 300_000);

  it('restores the previous release in one click: the old price is live and back in the data file', async () => {
    await owner.getByRole('button', { name: VI['studio.history.refresh'], exact: true }).click();
    // Only the first build can be restored: the publish is live.
    const restore = owner.getByRole('button', { name: new RegExp(`^${VI['studio.history.restore'].split('{when}')[0]}`) });
    expect(await restore.count()).toBe(1);
    await restore.click();
    await owner.getByRole('button', { name: VI['studio.history.confirmYes'], exact: true }).click();
    await owner.getByText(VI['studio.history.restored']).first().waitFor();
    for (const prefix of LOCALE_PREFIXES) {
      const { html } = await page(`${prefix}/services`);
      expect(shows(html, oldPrice)).toBe(true);
      expect(shows(html, newPrice)).toBe(false);
    }
    const yaml = readFileSync(path.join(workspace.dir, 'src/content/services/thai-massage.yaml'), 'utf8');
    expect(yaml).toContain(`price: ${oldPrice}`);
    const { body: history } = await studio.releases();
    expect(history[0]).toMatchObject({ kind: 'restore', id: initialRelease, live: true });
    expect((await studio.restore(initialRelease)).status).toBe(409);
    expect((await studio.restore('not-a-release')).status).toBe(404);
    expect([400, 404]).toContain((await studio.restore('%2e%2e')).status);
  });
});
