// The articles studio in a browser, on a copy of the site (scripts/lib/site-workspace.ts) served
// like `npm start`: the owner, on a 390 px phone in Vietnamese, opens the page from the studio,
// writes a new Vietnamese article with a ranking table, sees the preview render the table, tries
// to remove the table's dataset (refused while the text places it), and saves the article ready
// to publish; the folder on disk holds what was written. Beside it, the API's article
// (studio-articles.test.ts: written, translated, changed, renamed) is left through the API. Then
// the owner presses Publish on the studio page and watches it finish, the run's one publish:
// both articles are on the site (/vi/blog, their category with the right count, search, feeds,
// the 301 of a renamed one, the draft nowhere, the git commit). Then axe and the phone widths.
// Before all that, the owner edits a published article, sees it pending and discards it from the
// pending list (issue 40): asked first, the file as live again, the editor reloaded.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { parse } from 'yaml';
import { contentArticles } from '../support/content.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteWorkspace } from '../../scripts/lib/site-workspace.ts';
import { StudioClient } from '../../scripts/lib/studio-client.ts';
import { fieldId } from '../../src/components/studio/field-paths';
import { LOCALE_PREFIXES } from '../../src/server/http/on-demand-routes.ts';
import { LOCALE_META } from '../../src/i18n/locales';
import { DICTIONARIES } from '../../src/i18n/t';
import { launchBrowser, PHONE } from '../support/browser.ts';
import { axeViolations, describeMessage, validateFolder } from '../support/checkers.ts';
import { alternatesOf, decode } from '../support/html.ts';
import { jpegWithGps, TEST_GPS } from '../support/photos.ts';
import { CONTENT_DIR } from '../support/paths.ts';
import { ownerOpensStudio, startStudioServer, type StudioServer } from '../support/studio-server.ts';
import { CHANGED_LINE, ENGLISH_DRAFT, koreanText, NEW_SLUG, RENAMED_SLUG, vietnameseText, writeTranslateRename } from '../support/studio-articles.ts';

// The owner works in Vietnamese: every text the test looks for comes from the dictionaries.
const VI = DICTIONARIES.vi;
const PASSWORD = 'studio-articles-e2e-password';
const SLUG = 'bang-xep-hang-spa-thu';
const DATASET = 'top5';
/** The tag the article gets, named as the owner reads it (the taxonomy file). */
const RANKING_TAG = (parse(readFileSync(path.join(CONTENT_DIR, 'taxonomy/tags.yaml'), 'utf8')) as { id: string; name: Record<string, string> }[]).find((t) => t.id === 'ranking')?.name['vi'] ?? '';
/** An article another one names as related: deleting it must be refused, with the API's reason shown. */
function linkedArticle(): { slug: string; title: string } {
  const blog = path.join(CONTENT_DIR, 'blog');
  const related = new Set(
    contentArticles().flatMap((a) => (parse(readFileSync(path.join(blog, a.slug, 'meta.yaml'), 'utf8')) as { related?: string[] }).related ?? []),
  );
  const article = contentArticles().find((a) => related.has(a.slug));
  if (!article) throw new Error('no article is named as related by another');
  return { slug: article.slug, title: article.titles.vi ?? article.titles[article.original] ?? article.slug };
}
const RENAMED = `${SLUG}-moi`;
const ARTICLE = {
  title: 'Năm spa thư giãn ở Quận 1',
  description: 'Một bảng xếp hạng ngắn gọn những nơi thư giãn yên tĩnh ở trung tâm Sài Gòn, kèm ghi chú về giờ mở cửa.',
  heroAlt: 'Phòng trị liệu ấm áp với ánh đèn dịu',
  intro: 'Sau một tuần bận rộn, một buổi massage nhẹ nhàng giúp cơ thể nghỉ ngơi.',
  caption: 'Năm nơi thư giãn ở Quận 1',
  column: { key: 'ten', label: 'Tên' },
  cell: 'Kingstone Spa',
};

let site: StudioServer | undefined;
let workspace: SiteWorkspace;
let origin: string;
let browser: Browser;
let owner: Page;
/** The API's side of the run: the article it writes beside the owner's, and the publish it waits on. */
let studio: StudioClient;

const byId = (id: string) => owner.locator(`#${id}`);
const get = (p: string) => fetch(`${origin}${p}`, { redirect: 'manual' });
const page = async (p: string) => {
  const res = await get(p);
  return { status: res.status, html: await res.text() };
};
/** The horizontal overflow of the page: 0 when nothing is wider than the screen. */
const overflow = () => owner.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  // A git repository, as a deployed checkout is: the publish records its commit.
  site = await startStudioServer('studio-articles-e2e-data-', PASSWORD, { git: true });
  ({ workspace, origin } = site);
  studio = new StudioClient(origin);
  await studio.login(PASSWORD);
  browser = await launchBrowser();
  // A context of its own: axe analyses pages of a context made with newContext().
  owner = await (await browser.newContext({ viewport: PHONE })).newPage();
  await ownerOpensStudio(owner, origin, PASSWORD);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the articles studio on a phone, in Vietnamese', () => {
  it('is linked from the studio and lists every article with its languages in words', async () => {
    const blocked: string[] = [];
    owner.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) blocked.push(m.text());
    });
    await owner.getByRole('link', { name: VI['studioArticles.navLink'], exact: true }).click();
    await owner.getByRole('heading', { level: 1, name: VI['studioArticles.title'] }).waitFor();
    await owner.getByRole('heading', { level: 2, name: VI['studioArticles.list.title'] }).waitFor();
    expect(await owner.locator('.studio-article-row').count()).toBeGreaterThan(0);
    const firstBadge = (await owner.locator('.studio-article-badge').first().textContent()) ?? '';
    expect(firstBadge).toMatch(new RegExp(`^(${Object.values(LOCALE_META).map((m) => m.short).join('|')}): .+`));
    expect(blocked).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);

    // The page as served: never cached, titled in the owner's language, valid HTML.
    const served = await owner.context().request.get(`${origin}/admin/studio/articles?lang=vi`);
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toBe('no-store');
    const html = await served.text();
    expect(html).toContain(`<title>${VI['studioArticles.title']} | Kingstone Spa</title>`);
    const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-vnu-articles-'));
    writeFileSync(path.join(dir, 'articles.html'), html);
    expect((await validateFolder(dir)).map(describeMessage)).toEqual([]);
  }, 120_000);

  it('discards an edited article from the pending list at 360 px, by keyboard: asked first, then nothing pending, the file as live and the editor reloaded', async () => {
    const article = contentArticles().find((a) => a.original === 'vi' && a.titles.vi);
    if (!article?.titles.vi) throw new Error('no Vietnamese article');
    const title = article.titles.vi;
    // The folder's files, by name: a save writes vi.mdx, and an article kept as vi.md gets it back.
    const folder = path.join(workspace.dir, 'src/content/blog', article.slug);
    const files = () => Object.fromEntries(readdirSync(folder).map((name) => [name, readFileSync(path.join(folder, name)).toString('base64')]));
    const live = files();
    // Nothing is pending yet: the site copy is as its first release (made once the server is up) was built.
    await studio.waitForReleases();
    await owner.setViewportSize({ width: 360, height: 800 });
    await owner.reload();
    await owner.getByText(VI['studio.pending.none'], { exact: true }).waitFor();

    await owner.getByRole('button', { name: title, exact: true }).click();
    const description = owner.locator('#studio-article-panel-vi').getByLabel(VI['studioArticles.text.description'], { exact: true });
    const liveDescription = await description.inputValue();
    await description.fill('Bản mô tả thử, sẽ được bỏ đi trước khi xuất bản: trang web không có gì thay đổi.');
    await owner.getByRole('button', { name: VI['studio.save'], exact: true }).click();
    await owner.getByText(VI['studio.saved'], { exact: true }).waitFor({ timeout: 20_000 });
    expect(files()).not.toEqual(live);

    const group = owner.locator('.studio-pending__document').filter({ has: owner.getByRole('heading', { level: 3, name: VI['studio.pending.article'].replace('{title}', title), exact: true }) });
    await group.waitFor();
    expect(await group.textContent()).toContain(VI['studio.content.article.text.changed'].replace('{title}', title).replace('{language}', LOCALE_META.vi.name));
    const discard = group.getByRole('button', { name: VI['studio.pending.discard'].replace('{title}', title), exact: true });
    expect((await discard.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await overflow()).toBeLessThanOrEqual(0);

    const asked: string[] = [];
    owner.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await discard.focus();
    await owner.keyboard.press('Enter');
    await owner.getByText(VI['studio.pending.discarded'].replace('{title}', title), { exact: true }).waitFor();
    expect(asked).toEqual([VI['studio.pending.discardAsk'].replace('{title}', title)]);
    await owner.getByText(VI['studio.pending.none'], { exact: true }).waitFor();
    expect(await owner.locator('.studio-pending__document').count()).toBe(0);
    expect(files()).toEqual(live);
    await expect.poll(() => owner.locator('#studio-article-panel-vi').getByLabel(VI['studioArticles.text.description'], { exact: true }).inputValue()).toBe(liveDescription);
    await owner.getByRole('button', { name: VI['studioArticles.editor.back'], exact: true }).click();
    await owner.setViewportSize(PHONE);
  }, 120_000);

  it('writes a new Vietnamese article with a ranking table, previews the table, keeps its dataset while placed, and saves it ready to publish', async () => {
    await owner.getByRole('button', { name: VI['studioArticles.list.new'], exact: true }).click();
    await owner.getByRole('heading', { level: 2, name: VI['studioArticles.editor.new'] }).waitFor();
    await owner.getByLabel(VI['studioArticles.meta.original'], { exact: true }).selectOption('vi');
    await owner.getByLabel(VI['studioArticles.field.slug'], { exact: true }).fill(SLUG);
    await owner.getByRole('checkbox', { name: RANKING_TAG, exact: true }).check();

    const panel = owner.locator('#studio-article-panel-vi');
    await panel.getByLabel(VI['studioArticles.text.title'], { exact: true }).fill(ARTICLE.title);
    await panel.getByLabel(VI['studioArticles.text.description'], { exact: true }).fill(ARTICLE.description);
    await panel.getByLabel(VI['studioArticles.text.heroAlt'], { exact: true }).fill(ARTICLE.heroAlt);

    // The body is a code editor, named by its label; it takes typing, and Escape leaves it.
    const body = owner.getByRole('textbox', { name: VI['studioArticles.text.body'], exact: true });
    await body.click();
    await owner.keyboard.type(`${ARTICLE.intro}\n\n`);
    await owner.keyboard.press('Escape');
    expect(await owner.evaluate(() => document.activeElement?.classList.contains('studio-article-body__notes'))).toBe(true);

    // A ranking table from the palette: its tag lands in the body, its dataset opens as a form.
    await panel.locator('summary', { hasText: VI['studioArticles.blocks.title'] }).click();
    await panel.getByLabel(VI['studioArticles.blocks.type'], { exact: true }).selectOption('ranking-table');
    await panel.getByLabel(VI['studioArticles.blocks.name'], { exact: true }).fill(DATASET);
    await panel.getByRole('button', { name: VI['studioArticles.blocks.insert'], exact: true }).click();
    await expect.poll(() => body.textContent()).toContain(`id="${DATASET}"`);
    await byId(fieldId(`data.${DATASET}.caption.vi`)).fill(ARTICLE.caption);
    await byId(fieldId(`data.${DATASET}.columns.0.key`)).fill(ARTICLE.column.key);
    await byId(fieldId(`data.${DATASET}.columns.0.label`)).fill(ARTICLE.column.label);
    await byId(fieldId(`data.${DATASET}.rows.0.rank`)).fill('1');
    await byId(`${fieldId(`data.${DATASET}.rows.0.cells`)}-new`).fill(ARTICLE.column.key);
    await byId(`${fieldId(`data.${DATASET}.rows.0.cells`)}-new`).press('Enter');
    await byId(fieldId(`data.${DATASET}.rows.0.cells.${ARTICLE.column.key}`)).fill(ARTICLE.cell);

    // On a phone the preview is the other half of a toggle; it shows the site's own table.
    await panel.getByRole('button', { name: VI['studioArticles.view.preview'], exact: true }).click();
    const table = panel.locator('.studio-article-preview__body').getByRole('table', { name: ARTICLE.caption });
    await table.waitFor({ timeout: 20_000 });
    // The first column names the row, as on the article page (a row header).
    expect(await table.getByRole('rowheader', { name: ARTICLE.cell }).count()).toBe(1);
    expect(await panel.locator('.studio-article-preview__body').textContent()).toContain(ARTICLE.intro);
    expect(await overflow()).toBeLessThanOrEqual(0);

    // The dataset cannot go while the text places it: the dialog names the line. By keyboard.
    await owner.getByRole('button', { name: VI['studioArticles.data.remove'].replace('{name}', DATASET), exact: true }).focus();
    await owner.keyboard.press('Enter');
    const removal = owner.getByRole('dialog', { name: VI['studioArticles.data.remove.title'].replace('{name}', DATASET) });
    await removal.waitFor();
    await removal.getByRole('button', { name: VI['studioArticles.data.remove.confirm'], exact: true }).focus();
    await owner.keyboard.press('Enter');
    const refused = removal.getByRole('alert');
    await refused.waitFor();
    expect(await refused.textContent()).toContain(VI['studioArticles.data.remove.inUse']);
    expect(await refused.locator('li').allTextContents()).toEqual([
      VI['studioArticles.data.remove.use'].replace('{language}', LOCALE_META.vi.name).replace('{line}', '3').replace('{tag}', `<RankingTable id="${DATASET}" />`),
    ]);
    await owner.keyboard.press('Escape');
    await removal.waitFor({ state: 'hidden' });
    expect(await byId(fieldId(`data.${DATASET}.rows.0.cells.${ARTICLE.column.key}`)).inputValue()).toBe(ARTICLE.cell);

    // Ready to go out with the next publish, not a draft.
    await panel.getByLabel(VI['studioArticles.draft.ready'], { exact: true }).check();
    await owner.getByRole('button', { name: VI['studio.save'], exact: true }).click();
    await owner.getByText(VI['studio.saved'], { exact: true }).waitFor({ timeout: 20_000 });

    // What the folder holds: the Vietnamese text as a draft with the tag in its body, the dataset.
    const folder = path.join(workspace.dir, 'src/content/blog', SLUG);
    const file = ['vi.mdx', 'vi.md'].map((f) => path.join(folder, f)).find((f) => existsSync(f));
    expect(file).toBeDefined();
    const written = readFileSync(file ?? '', 'utf8');
    expect(written).toContain(ARTICLE.title);
    expect(written).not.toMatch(/^draft:/m);
    expect(written).toContain(`<RankingTable id="${DATASET}" />`);
    const data = parse(readFileSync(path.join(folder, 'data.yaml'), 'utf8')) as Record<string, { block: string; rows: { cells: Record<string, unknown> }[] }>;
    expect(data[DATASET]?.block).toBe('ranking-table');
    expect(data[DATASET]?.rows[0]?.cells[ARTICLE.column.key]).toBe(ARTICLE.cell);
    expect((parse(readFileSync(path.join(folder, 'meta.yaml'), 'utf8')) as { original: string }).original).toBe('vi');
  }, 120_000);

  it("replaces the new article's hero in the editor: a text file named .jpg is refused, and a phone photo keeps no GPS position", async () => {
    const hero = path.join(workspace.dir, 'src/content/blog', SLUG, 'hero.jpg');
    const before = readFileSync(hero);
    const field = owner.locator('.studio-article-hero');
    const input = field.getByLabel(VI['studioPhotos.upload.choose'], { exact: true });
    const send = field.getByRole('button', { name: VI['studioPhotos.upload.send'] });

    await input.setInputFiles({ name: 'anh-bia.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Đây không phải là ảnh.\n') });
    await send.click();
    await expect.poll(() => field.getByRole('alert').allInnerTexts()).toContain(VI['photosApi.error.notPhoto']);
    expect(readFileSync(hero).equals(before)).toBe(true);

    await input.setInputFiles({ name: 'anh-bia.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(1600, 900) });
    await send.click();
    await field.getByText(VI['studioPhotos.upload.done'].replace('{width}', '1600').replace('{height}', '900')).waitFor();
    const stored = readFileSync(hero);
    expect(stored.equals(before)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 900 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from(TEST_GPS.GPSLatitude))).toBe(false);
  });

  it('moves between the language tabs with the arrow keys', async () => {
    const tab = (name: string) => owner.getByRole('tab', { name: new RegExp(`^${name} · `) });
    await tab(LOCALE_META.vi.name).focus();
    await owner.keyboard.press('ArrowRight');
    expect(await tab(LOCALE_META.en.name).getAttribute('aria-selected')).toBe('true');
    expect(await owner.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await owner.keyboard.press('ArrowLeft');
    expect(await tab(LOCALE_META.vi.name).getAttribute('aria-selected')).toBe('true');
  }, 60_000);

  it('renames the article in a dialog, and shows why an article others link to cannot be deleted', async () => {
    await owner.getByRole('button', { name: VI['studioArticles.rename'], exact: true }).click();
    const rename = owner.getByRole('dialog', { name: VI['studioArticles.rename.title'] });
    await rename.getByLabel(VI['studioArticles.rename.to'], { exact: true }).fill(RENAMED);
    await rename.getByRole('button', { name: VI['studioArticles.rename'], exact: true }).click();
    await owner.getByText(VI['studioArticles.rename.done'].replace('{slug}', RENAMED), { exact: true }).waitFor({ timeout: 20_000 });
    expect(existsSync(path.join(workspace.dir, 'src/content/blog', RENAMED, 'meta.yaml'))).toBe(true);
    expect(existsSync(path.join(workspace.dir, 'src/content/blog', SLUG))).toBe(false);

    const linked = linkedArticle();
    await owner.getByRole('button', { name: VI['studioArticles.editor.back'], exact: true }).click();
    await owner.getByRole('button', { name: linked.title, exact: true }).click();
    await owner.getByRole('button', { name: VI['studioArticles.delete'], exact: true }).click();
    const remove = owner.getByRole('dialog', { name: VI['studioArticles.delete.title'] });
    await remove.getByRole('button', { name: VI['studioArticles.delete'], exact: true }).click();
    const refusal = remove.getByRole('alert');
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.textContent()).toContain(VI['studioArticles.delete.refused']);
    expect(await refusal.locator('li').count()).toBeGreaterThan(0);
    await remove.getByRole('button', { name: VI['studioArticles.dialog.cancel'], exact: true }).click();
    expect(await remove.isVisible()).toBe(false);
    expect(existsSync(path.join(workspace.dir, 'src/content/blog', linked.slug, 'meta.yaml'))).toBe(true);
  }, 120_000);

  it.each([360, 390])('at %i px: no horizontal scroll on the editor, and axe finds nothing', async (width) => {
    await owner.setViewportSize({ width, height: 800 });
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await axeViolations(owner)).toEqual([]);
  }, 60_000);

  it('publishes from the studio page, watching the progress finish: both articles are on the site, in their category with the right count, in search and the feeds', async () => {
    // The API's article beside the owner's, so the one publish of the run shows both.
    const api = await writeTranslateRename(studio);
    expect(api.renamed.body).toMatchObject({ kind: 'renamed', slug: RENAMED_SLUG });
    // The translator's view: the Korean of the article whose Vietnamese original changed is flagged.
    await owner.reload();
    const apiRow = owner.locator('.studio-article-row').filter({ hasText: api.changedText.title });
    await expect.poll(() => apiRow.locator('.studio-article-badge').allTextContents()).toContain(VI['studioArticles.badge'].replace('{language}', LOCALE_META.ko.short).replace('{state}', VI['studioArticles.state.outdated']));
    await studio.waitForReleases();
    // The articles page says what is saved and not live yet, with its own Publish button.
    await expect.poll(async () => Number(/\d+/.exec((await owner.locator('.studio-pending__count').textContent()) ?? '')?.[0] ?? 0)).toBeGreaterThan(0);
    expect(await owner.getByRole('button', { name: VI['studio.publish.button'], exact: true }).count()).toBe(1);

    await owner.getByRole('link', { name: VI['studioArticles.backToStudio'], exact: true }).click();
    await owner.getByRole('heading', { level: 1, name: VI['studio.title'] }).waitFor();
    await owner.getByRole('button', { name: VI['studio.publish.button'], exact: true }).click();
    await owner.getByRole('progressbar').waitFor();
    await owner.getByText(VI['studio.publish.done'], { exact: true }).waitFor({ timeout: 240_000 });
    const done = await studio.waitForPublish();
    expect(done.state, `${done.error}\n${(done.detail ?? []).join('\n')}`).toBe('done');
    const release = done.release ?? '';

    // The owner's article, as a visitor finds it: on /vi/blog, then open, then its category's page.
    const blog = path.join(workspace.dir, 'src/content/blog');
    const categoryOf = (slug: string) => (parse(readFileSync(path.join(blog, slug, 'meta.yaml'), 'utf8')) as { category: string }).category;
    const category = categoryOf(RENAMED);
    await owner.goto(`${origin}/vi/blog`);
    const card = owner.getByRole('main').getByRole('link', { name: ARTICLE.title, exact: true }).first();
    expect(await card.getAttribute('href')).toBe(`/vi/blog/${RENAMED}`);
    await card.click();
    await owner.getByRole('heading', { level: 1, name: ARTICLE.title }).waitFor();
    expect(await owner.getByRole('table', { name: ARTICLE.caption }).getByRole('rowheader', { name: ARTICLE.cell }).count()).toBe(1);
    await owner.goto(`${origin}/vi/blog/category/${category}`);
    expect(await owner.getByRole('main').getByRole('link', { name: ARTICLE.title, exact: true }).count()).toBeGreaterThan(0);
    const inCategory = contentArticles().filter((a) => a.category === category).length + [RENAMED, RENAMED_SLUG].filter((slug) => categoryOf(slug) === category).length;
    const current = owner.getByRole('region', { name: VI['blog.categories'] }).locator('a[aria-current="page"] .sidebar-list__count');
    expect(await current.textContent()).toBe(VI['blog.countLabel'].replace('{count}', String(inCategory)));
    expect(await overflow()).toBeLessThanOrEqual(0);

    // In the search index and the Vietnamese feed: the owner's article and the API's; the English draft nowhere.
    const fragments = readdirSync(path.join(workspace.dir, 'releases', release, 'client/pagefind/fragment')).map((file) => {
      const text = gunzipSync(readFileSync(path.join(workspace.dir, 'releases', release, 'client/pagefind/fragment', file))).toString('utf8');
      return JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
    });
    const indexed = (slug: string) => fragments.find((f) => f.url.replace(/\/$/, '') === `/vi/blog/${slug}`)?.content ?? '';
    expect(indexed(RENAMED)).toContain(ARTICLE.intro);
    expect(indexed(RENAMED_SLUG)).toContain(CHANGED_LINE);
    expect(fragments.some((f) => f.url.startsWith(`/en/blog/${RENAMED_SLUG}`) || f.content.includes(ENGLISH_DRAFT.title))).toBe(false);
    const feed = await page('/vi/rss.xml');
    expect(feed.html).toContain(`/vi/blog/${RENAMED}</link>`);
    expect(feed.html).toContain(`/vi/blog/${RENAMED_SLUG}</link>`);
    expect(feed.html).toContain(vietnameseText().title);
    expect((await page('/en/rss.xml')).html).not.toContain(RENAMED_SLUG);

    // The API's article: its changed text, its category, its Korean translation published (out
    // of date is a note for the studio, not a draft); the English draft is not: its address shows
    // the Korean text, as an untranslated page does.
    const article = await page(`/vi/blog/${RENAMED_SLUG}`);
    expect(article.status).toBe(200);
    expect(article.html).toContain(CHANGED_LINE);
    expect(decode(article.html)).toContain('Năm loại trà thảo mộc dễ tìm');
    expect([...alternatesOf(article.html).keys()].sort()).toEqual(['ko', 'vi', 'x-default']);
    const apiCategory = await page(`/vi/blog/category/${categoryOf(RENAMED_SLUG)}`);
    expect(apiCategory.html).toContain(`href="/vi/blog/${RENAMED_SLUG}"`);
    expect(decode((await page(`/blog/${RENAMED_SLUG}`)).html)).toContain(koreanText().title);
    const english = await page(`/en/blog/${RENAMED_SLUG}`);
    expect(english.status).toBe(200);
    expect(english.html).not.toContain(ENGLISH_DRAFT.title);
    expect(decode(english.html)).toContain(koreanText().title);

    // Renamed before the publish: the old address answers 301 in every language (server, _redirects, nginx include).
    for (const prefix of LOCALE_PREFIXES) {
      const res = await get(`${prefix}/blog/${NEW_SLUG}`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`${prefix}/blog/${RENAMED_SLUG}`);
    }
    expect((await get(`/vi/blog/${SLUG}`)).headers.get('location')).toBe(`/vi/blog/${RENAMED}`);
    const built = path.join(workspace.dir, 'releases', release);
    expect(readFileSync(path.join(built, 'client/_redirects'), 'utf8')).toContain(`/vi/blog/${NEW_SLUG} /vi/blog/${RENAMED_SLUG} 301`);
    expect(readFileSync(path.join(built, 'nginx/redirects.conf'), 'utf8')).toContain(`location = /vi/blog/${NEW_SLUG} { return 301 /vi/blog/${RENAMED_SLUG}; }`);

    // The publish's git commit names both articles' files.
    const log = execFileSync('git', ['-C', workspace.dir, 'log', '--format=%an|%s', '--name-only', '-1'], { encoding: 'utf8' });
    expect(log).toContain('Kingstone Studio|Studio: Publish');
    expect(log).toContain(`src/content/blog/${RENAMED_SLUG}/vi.mdx`);
    expect(log).toContain(`src/content/blog/${RENAMED_SLUG}/hero.jpg`);
    expect(log).toContain(`src/content/blog/${RENAMED}/vi.mdx`);
  }, 300_000);

  it('tells the new articles in the history, and a restore of the release before takes them off the site and out of the files', async () => {
    const history = await studio.releases();
    const [latest, before] = history.body;
    expect(latest?.live).toBe(true);
    const added = (latest?.contentChanges ?? []).filter((c) => c.kind === 'article' && c.change === 'added').map((c) => (c.kind === 'article' ? c.slug : ''));
    expect(added.sort()).toEqual([RENAMED, RENAMED_SLUG].sort());
    if (!before) throw new Error('no release before the publish');

    expect((await studio.restore(before.id)).status).toBe(200);
    for (const slug of [RENAMED, RENAMED_SLUG]) {
      expect((await get(`/vi/blog/${slug}`)).status).toBe(404);
      expect(existsSync(path.join(workspace.dir, 'src/content/blog', slug))).toBe(false);
    }
    expect((await page('/vi/blog')).html).not.toContain(`/vi/blog/${RENAMED}"`);
  });
});
