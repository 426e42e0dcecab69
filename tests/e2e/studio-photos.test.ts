// The owner's photos page end to end, on a copy of the site (scripts/lib/site-workspace.ts) served
// by a server like `npm start`'s: a Vietnamese owner on a phone picks one gallery, replaces a
// gallery photo through the page's file input, uploads a 48 MP, 25 MB phone photo (shrunk in the
// browser), is told what to do with an iPhone HEIC this browser cannot open and in words why a
// text file named .jpg is refused, reorders the gallery and sees data.yaml follow, and a chosen
// cover's preview never widens the page. No publish: what a publish does with the files is the
// publish test's; the API's every refusal is the unit tests'.
import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import type { SiteWorkspace } from '../../scripts/lib/site-workspace.ts';
import { DICTIONARIES } from '../../src/i18n/t';
import { launchBrowser, PHONE } from '../support/browser.ts';
import { describeMessage, summarize, validateFolder } from '../support/checkers.ts';
import { makePhoto } from '../support/photos.ts';
import { ownerOpensStudio, startStudioServer, type StudioServer } from '../support/studio-server.ts';

const VI = DICTIONARIES.vi;
const PASSWORD = 'studio-photos-e2e-password';
const SERVICE = 'thai-massage';
const DATA = `src/content/service-pages/${SERVICE}/data.yaml`;

let site: StudioServer | undefined;
let workspace: SiteWorkspace;
let origin: string;
let browser: Browser;
let owner: Page;

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));
const galleryFiles = () => (parse(readFileSync(path.join(workspace.dir, DATA), 'utf8')) as { blocks: { gallery: { images: { file: string }[] } } }).blocks.gallery.images.map((i) => i.file);
const serviceName = () => (parse(readFileSync(path.join(workspace.dir, `src/content/services/${SERVICE}.yaml`), 'utf8')) as { name: { vi: string } }).name.vi;
const gallery = () => owner.getByRole('region', { name: fill(VI['studioPhotos.gallery.title'], { title: serviceName() }) });
/** The n-th photo's card (from 1), in the gallery's order as shown. */
const photoItem = (n: number) => gallery().locator('.photo-item').nth(n - 1);
const picker = () => owner.getByLabel(VI['studioPhotos.pick.label'], { exact: true });
const pageSize = () => owner.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }));
const photoInput = (n: number) => gallery().getByLabel(fill(VI['studioPhotos.upload.chooseFor'], { label: fill(VI['studioPhotos.photo.label'], { n, count: 6 }) }), { exact: true });

beforeAll(async () => {
  site = await startStudioServer('studio-photos-e2e-data-', PASSWORD);
  ({ workspace, origin } = site);
  browser = await launchBrowser();
  // A context of its own: axe needs one. A phone's sharp screen: the preview canvas is drawn at twice its width.
  owner = await (await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 })).newPage();
  // A shared machine under load: the first pages of a fresh server can take a while.
  owner.setDefaultTimeout(60_000);
  await ownerOpensStudio(owner, origin, PASSWORD);
  await owner.getByRole('link', { name: VI['studioPhotos.navLink'], exact: true }).click();
  await owner.getByRole('heading', { level: 1, name: VI['studioPhotos.title'] }).waitFor();
  await picker().waitFor();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the photos page', () => {
  it('shows the picker first, then only the chosen gallery: a page a phone can scroll', async () => {
    expect(await owner.locator('.photo-gallery, .photo-poster').count()).toBe(0);
    await picker().selectOption(`gallery:${SERVICE}`);
    await gallery().waitFor();
    expect(await owner.locator('.photo-gallery:visible, .photo-poster:visible').count()).toBe(1);
    const { height } = await pageSize();
    console.log(JSON.stringify({ event: 'e2e.photos.pageHeight', width: PHONE.width, height }));
    // One gallery of six photos; every gallery at once was 33,577 px.
    expect(height).toBeLessThan(10_000);
  });

  it('fits a 390 and a 360 px phone, and axe and the Nu checker find nothing', async () => {
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(summarize((await new AxeBuilder({ page: owner }).analyze()).violations)).toEqual([]);
    await owner.setViewportSize({ width: 360, height: 800 });
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await owner.setViewportSize(PHONE);
    const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-vnu-photos-'));
    writeFileSync(path.join(dir, 'photos.html'), await (await owner.context().request.get(`${origin}/admin/studio/photos?lang=vi`)).text());
    expect((await validateFolder(dir)).map(describeMessage)).toEqual([]);
  }, 120_000);

  it('replaces a gallery photo through its file input: a PNG is stored as the JPEG the gallery names, without metadata', async () => {
    const first = galleryFiles()[0]!;
    const dataBefore = readFileSync(path.join(workspace.dir, DATA), 'utf8');
    const photo = await sharp(await makePhoto(1400, 1000, 'png')).withExif({ IFD0: { Make: 'E2ECam' } }).png().toBuffer();
    await photoInput(1).setInputFiles({ name: 'new-room.png', mimeType: 'image/png', buffer: photo });
    await gallery().getByRole('img', { name: VI['studioPhotos.upload.preview'] }).waitFor();
    await gallery().getByRole('button', { name: VI['studioPhotos.upload.send'] }).click();
    await gallery().getByText(fill(VI['studioPhotos.upload.done'], { width: 1400, height: 1000 })).waitFor();
    await gallery().getByText(VI['studioPhotos.alt.replaced']).waitFor();
    const stored = readFileSync(path.join(workspace.dir, 'src/assets/media/gallery', first));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1400, height: 1000 });
    expect(meta.exif).toBeUndefined();
    expect(readFileSync(path.join(workspace.dir, DATA), 'utf8')).toBe(dataBefore);
    // The photos page says what is saved and not live, the replaced photo among it, with its own Publish button.
    await expect.poll(() => owner.locator('.studio-pending').textContent()).toContain(VI['studio.content.gallery.replaced'].split('{')[0]);
    expect(await owner.getByRole('button', { name: VI['studio.publish.button'], exact: true }).count()).toBe(1);
  });

  it('refuses a text file named .jpg, in Vietnamese, and keeps the photo', async () => {
    const second = path.join(workspace.dir, 'src/assets/media/gallery', galleryFiles()[1]!);
    const before = readFileSync(second);
    await photoInput(2).setInputFiles({ name: 'anh-phong.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Đây không phải là ảnh.\n') });
    await gallery().getByRole('button', { name: VI['studioPhotos.upload.send'] }).click();
    await expect.poll(() => gallery().getByRole('alert').allInnerTexts()).toContain(VI['photosApi.error.notPhoto']);
    expect(readFileSync(second).equals(before)).toBe(true);
  });

  it('uploads a 48 MP, 25 MB phone photo: shrunk in the browser to 2560 px, then stored', async () => {
    // Noise, so the JPEG is as heavy as a real one: over the 15 MB the server takes, 8064 px wide.
    const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-48mp-'));
    const file = path.join(dir, 'IMG_20261128_093000.jpg');
    writeFileSync(file, await sharp(randomBytes(8064 * 6048 * 3), { raw: { width: 8064, height: 6048, channels: 3 } }).jpeg({ quality: 70 }).toBuffer());
    const bytes = statSync(file).size;
    expect(bytes).toBeGreaterThan(15 * 1024 * 1024);
    const third = path.join(workspace.dir, 'src/assets/media/gallery', galleryFiles()[2]!);
    const started = Date.now();
    await photoInput(3).setInputFiles(file);
    const item = photoItem(3);
    await item.getByText(VI['studioPhotos.upload.shrinking']).waitFor();
    const megabytes = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
    await item.getByText(`8064 × 6048px, ${megabytes} MB → 2560 × 1920px`).waitFor();
    const shrunk = Date.now();
    await item.getByRole('button', { name: VI['studioPhotos.upload.send'] }).click();
    await item.getByText(fill(VI['studioPhotos.upload.done'], { width: 2560, height: 1920 })).waitFor();
    console.log(JSON.stringify({ event: 'e2e.photos.48mp', bytes, stored: statSync(third).size, shrinkMs: shrunk - started, uploadMs: Date.now() - shrunk }));
    expect(await sharp(readFileSync(third)).metadata()).toMatchObject({ format: 'jpeg', width: 2560, height: 1920 });
  });

  it('tells the owner in plain words what to do with an iPhone HEIC this browser cannot open, and sends nothing', async () => {
    const fourth = path.join(workspace.dir, 'src/assets/media/gallery', galleryFiles()[3]!);
    const before = readFileSync(fourth);
    const heic = Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1'), randomBytes(4096)]);
    await photoInput(4).setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic });
    const item = photoItem(4);
    await expect.poll(() => item.getByRole('alert').allInnerTexts()).toEqual([VI['studioPhotos.upload.heic']]);
    expect(await item.getByRole('button', { name: VI['studioPhotos.upload.send'] }).count()).toBe(0);
    expect(readFileSync(fourth).equals(before)).toBe(true);
  });

  it('reorders with the buttons, says so, keeps the focus and the unsaved order while the poster is looked at, and the saved data.yaml follows', async () => {
    const files = galleryFiles();
    const down = gallery().getByRole('button', { name: fill(VI['studioPhotos.photo.moveDown'], { n: 1 }), exact: true });
    await down.focus();
    await owner.keyboard.press('Enter');
    // The photo now second: its own "down" button keeps the focus, its new place is announced.
    await expect.poll(() => owner.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(fill(VI['studioPhotos.photo.moveDown'], { n: 2 }));
    await expect.poll(() => owner.locator('.photo-studio > [role="status"]').innerText()).toMatch(/2\/6/);
    // A look at the poster keeps the unsaved order, and the picker says it is not saved.
    await picker().selectOption('poster');
    const option = picker().locator(`option[value="gallery:${SERVICE}"]`);
    expect(await option.textContent()).toBe(fill(VI['studioPhotos.pick.unsaved'], { name: fill(VI['studioPhotos.pick.gallery'], { title: serviceName(), count: 6 }) }));
    await picker().selectOption(`gallery:${SERVICE}`);
    await gallery().getByText(VI['studioPhotos.unsaved']).waitFor();
    await gallery().getByRole('button', { name: VI['studioPhotos.save'] }).click();
    await gallery().getByText(VI['studioPhotos.saved']).waitFor();
    expect(galleryFiles()).toEqual([files[1], files[0], ...files.slice(2)]);
  });

  it("never widens the page with a chosen cover's preview: the home poster and an article's hero", async () => {
    await picker().selectOption('poster');
    const poster = owner.getByRole('region', { name: VI['studioPhotos.poster.title'] });
    await poster.getByLabel(VI['studioPhotos.upload.choose'], { exact: true }).setInputFiles({ name: 'bia.jpg', mimeType: 'image/jpeg', buffer: await makePhoto(1920, 1080) });
    await poster.getByRole('img', { name: VI['studioPhotos.upload.preview'] }).waitFor();
    expect((await pageSize()).width).toBeLessThanOrEqual(PHONE.width);

    // The articles page has its own stylesheets: the upload brings its own.
    await owner.goto(`${origin}/admin/studio/articles?lang=vi`);
    await owner.locator('.studio-article-row__open').first().click();
    const hero = owner.locator('.studio-article-hero');
    await hero.getByLabel(VI['studioPhotos.upload.choose'], { exact: true }).setInputFiles({ name: 'bia.jpg', mimeType: 'image/jpeg', buffer: await makePhoto(1600, 900) });
    await hero.getByRole('img', { name: VI['studioPhotos.upload.preview'] }).waitFor();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('lets photos up to 15 MB through nginx to the server, and no more', async () => {
    const nginx = inject('nginxURL');
    const post = (bytes: number) => fetch(`${nginx}/admin/api/studio/photos?target=home-poster`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes) });
    // Through to the server, which asks for a session.
    expect((await post(2 * 1024 * 1024)).status).toBe(401);
    expect((await post(16 * 1024 * 1024)).status).toBe(413);
  });
});
