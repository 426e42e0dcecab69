// Issue 34, finding 2: every body the studio accepts builds. On a copy of the site, through the
// studio's API as the editor sends it: a new article, then a save that places one dataset of every
// block type (taken from the site's own articles; the gallery, which none uses, made here) and the
// article's own photos, one of each type the studio accepts, as Markdown images and in the gallery;
// then a publish, whose build must succeed and whose page shows each block and each photo.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { StudioClient } from '../../scripts/lib/studio-client.ts';
import { BLOCK_NAMES, BLOCK_TYPES } from '../../src/blocks/block-tags';
import { ARTICLE_IMAGE_EXTENSIONS } from '../../src/blocks/photo-names';
import { blockDomId } from '../../src/blocks/text';
import { localizePath } from '../../src/i18n/localize-path';
import { TIME_ZONE } from '../../src/i18n/locales';
import { zonedInstant } from '../../src/utils/time-zone';
import { CONTENT_DIR, ROOT } from '../support/paths.ts';
import { newArticleRequest, vietnameseText } from '../support/studio-articles.ts';
import { startStudioServer, type StudioServer } from '../support/studio-server.ts';

const PASSWORD = 'studio-every-block-password';
const SLUG = 'moi-khoi-noi-dung-mot-bai';

let site: StudioServer | undefined;
let origin: string;
let studio: StudioClient;

/** One dataset of each block type the site's articles use, as their data.yaml holds it. */
function datasetsFromArticles(): Map<string, Record<string, unknown>> {
  const found = new Map<string, Record<string, unknown>>();
  const blog = path.join(CONTENT_DIR, 'blog');
  for (const slug of readdirSync(blog).sort()) {
    let data: Record<string, Record<string, unknown>>;
    try {
      data = parse(readFileSync(path.join(blog, slug, 'data.yaml'), 'utf8')) ?? {};
    } catch {
      continue;
    }
    for (const dataset of Object.values(data)) {
      const type = String(dataset['block']);
      if (!found.has(type)) found.set(type, structuredClone(dataset));
    }
  }
  return found;
}

/**
 * A small photo of each type the studio accepts besides the hero's .jpg, made from the site's own
 * sample photo and put in the article's folder, where the owner's photos live (the studio's upload
 * replaces the hero only): "anh-png.png", "anh-jpeg.jpeg"… with the alt texts that place them.
 */
async function photoOfEachType(folder: string): Promise<{ file: string; stem: string; bodyAlt: string; galleryAlt: string }[]> {
  const sample = sharp(path.join(ROOT, 'src/assets/media/home-hero.jpg')).resize({ width: 800 });
  // One encoder per accepted type: a type added to the studio's list fails the type check here until the test makes it.
  const encode: Record<(typeof ARTICLE_IMAGE_EXTENSIONS)[number], (image: Sharp) => Sharp> = {
    jpg: (image) => image.jpeg(),
    jpeg: (image) => image.jpeg(),
    png: (image) => image.png(),
    webp: (image) => image.webp(),
    avif: (image) => image.avif({ effort: 2 }),
  };
  return Promise.all(
    ARTICLE_IMAGE_EXTENSIONS.filter((ext) => ext !== 'jpg').map(async (ext) => {
      const stem = `anh-${ext}`;
      await encode[ext](sample.clone()).toFile(path.join(folder, `${stem}.${ext}`));
      return { file: `${stem}.${ext}`, stem, bodyAlt: `Ảnh ${ext} trong bài`, galleryAlt: `Ảnh ${ext} trong bộ sưu tập` };
    }),
  );
}

/** An <img> with `alt`, served from the build's /_astro/ from the photo named `stem`, whichever attribute comes first. */
const builtImage = (alt: string, stem: string) =>
  new RegExp(`<img[^>]+alt="${alt}"[^>]+src="/_astro/${stem}\\.[^"]+"|<img[^>]+src="/_astro/${stem}\\.[^"]+"[^>]+alt="${alt}"`);

/** Every image a dataset names, renamed to the new article's own photo (the only one it has). */
function ownPhotos(dataset: Record<string, unknown>): Record<string, unknown> {
  if (dataset['block'] !== 'venue-cards') return dataset;
  const venues = (dataset['venues'] as Record<string, unknown>[]).map((venue) => (venue['image'] ? { ...venue, image: 'hero.jpg' } : venue));
  return { ...dataset, venues };
}

beforeAll(async () => {
  site = await startStudioServer('studio-every-block-data-', PASSWORD);
  ({ origin } = site);
  studio = new StudioClient(origin);
  await studio.login(PASSWORD);
  // The server keeps its first build as a release in the background; a publish before that is refused (409).
  await studio.waitForReleases();
}, 120_000);

afterAll(async () => {
  delete process.env['SITE_CLOCK_OFFSET_MS'];
  await site?.stop();
});

describe('an article with every block and its own photo', () => {
  it('is accepted by the studio, builds, and shows every block and each photo', async () => {
    const created = await studio.saveArticle({ ...newArticleRequest(), slug: SLUG }, 'vi');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const photos = await photoOfEachType(path.join(site!.workspace.dir, 'src/content/blog', SLUG));

    const found = datasetsFromArticles();
    found.set('image-gallery', {
      block: 'image-gallery',
      images: [
        { file: 'hero.jpg', alt: { vi: 'Phòng trị liệu của spa', ko: '스파의 관리실', en: 'A treatment room of the spa' } },
        ...photos.map((photo) => ({ file: photo.file, alt: { vi: photo.galleryAlt } })),
      ],
    });
    const data: Record<string, unknown> = {};
    const lines = ['## Mọi khối nội dung', '', 'Một bài thử đặt mỗi loại khối một lần.', '', '![Phòng trị liệu của spa](./hero.jpg)', ''];
    for (const photo of photos) lines.push(`![${photo.bodyAlt}](./${photo.file})`, '');
    for (const name of BLOCK_NAMES) {
      const dataset = found.get(BLOCK_TYPES[name]);
      expect(dataset, `no dataset of ${BLOCK_TYPES[name]}`).toBeDefined();
      const id = `khoi-${BLOCK_TYPES[name]}`;
      data[id] = ownPhotos(dataset!);
      lines.push(`<${name} id="${id}" />`, '');
    }
    // Dated the day after tomorrow: scheduled. The site's clock (a test clock, SITE_CLOCK_OFFSET_MS,
    // read by this in-process server and handed to its builds) is put 25 s before that day begins.
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const goesLive = zonedInstant(day, '00:00', TIME_ZONE);
    const current = (await studio.article(SLUG)).body;
    const saved = await studio.saveArticle(
      { slug: SLUG, version: current.version, meta: { ...current.meta, published: day }, data, texts: { vi: vietnameseText({ body: lines.join('\n') }) } },
      'vi',
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    process.env['SITE_CLOCK_OFFSET_MS'] = String(goesLive - Date.now() - 25_000);

    expect((await studio.publish()).status).toBe(202);
    const status = await studio.waitForPublish();
    expect(status.state, JSON.stringify(status)).toBe('done');
    const page = localizePath(`/blog/${SLUG}`, 'vi');
    expect((await fetch(`${origin}${page}`)).status).toBe(404);
    const schedule = (await (await fetch(`${origin}/release-schedule.json`)).json()) as { changes: { at: string; why: string }[] };
    expect(schedule.changes).toContainEqual({ at: new Date(goesLive).toISOString(), why: 'article' });

    // Nobody presses Publish again: when the day begins, the site publishes itself.
    let res = await fetch(`${origin}${page}`);
    for (const until = Date.now() + 180_000; res.status !== 200 && Date.now() < until; res = await fetch(`${origin}${page}`)) await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(res.status).toBe(200);
    expect((await studio.releases()).body[0]?.by).toBe('schedule');
    const html = await res.text();
    for (const id of Object.keys(data)) expect(html, id).toContain(`id="${blockDomId(id)}"`);
    expect(html).toMatch(builtImage('Phòng trị liệu của spa', 'hero'));
    for (const photo of photos) {
      expect(html, photo.file).toMatch(builtImage(photo.bodyAlt, photo.stem));
      expect(html, photo.file).toMatch(builtImage(photo.galleryAlt, photo.stem));
    }
  }, 300_000);
});
