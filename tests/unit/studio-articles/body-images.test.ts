// Issue 34, finding 1: Astro imports every relative image of an article body, so an image that is
// not one of the article's own photos by its plain name would make the build read another file as
// code (`![x](./data.yaml)` ran `data.yaml` at the next build). Refused at save and at preview,
// next to the line, in the owner's language; the article's own photo is accepted. An image the
// data names (a gallery's, a venue's) must be one of the folder's photos too, at save and at preview.
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createArticle, saveArticle } from '../../../src/server/services/studio/articles/save';
import { readArticle } from '../../../src/server/services/studio/articles/source';
import { articleBody } from '../../../src/server/services/studio/articles/body';
import { ARTICLE_IMAGE_EXTENSIONS } from '../../../src/blocks/photo-names';
import { ImageFileSchema } from '../../../src/blocks/schemas';
import { DICTIONARIES } from '../../../src/i18n/t';
import { POST as previewRoute } from '../../../src/pages/admin/api/studio/articles/preview';
import { POST as saveRoute } from '../../../src/pages/admin/api/studio/articles/[slug]';
import type { ArticlePreviewResponse, ArticleSaveRequest } from '../../../src/studio/article-contract';
import { callRoute, useStudioSession } from '../../support/studio-routes';
import { ROOT } from '../../support/paths';
import { studioSiteCopy, type StudioSite } from '../../support/studio';
import { NEW_SLUG, newArticleRequest, RANKING_DATA, vietnameseText } from '../../support/studio-articles';

/** Image sources that must never reach the build, each as the writer would type it. */
const HOSTILE = [
  '![x](./data.yaml)',
  '![x](data.yaml)',
  '![x](./meta.yaml)',
  '![x](./vi.mdx)',
  '![x](./hero.jpg?raw)',
  '![x](./hero.jpg?url)',
  '![x](./hero.jpg#x)',
  '![x](../massage-hcm-top/hero.jpg)',
  '![x](/etc/passwd.jpg)',
  '![x](%2e%2e/massage-hcm-top/hero.jpg)',
  '![x](./missing.jpg)',
  '![x](./outside.jpg)',
  '![x](https://example.com/photo.jpg)',
  '![x](file:///etc/hostname)',
  '![x][ref]\n\n[ref]: ./data.yaml',
  '![x](./Photo.PNG)',
  '![x](./data&#46;yaml)',
];

/** The message's own words, after "Dòng {line}: " and before its first placeholder. */
const imageMessage = (DICTIONARIES.vi['studioApi.body.image'].split(': ')[1] ?? '').split('{')[0]!.slice(0, 40);

let site: StudioSite;
useStudioSession();
/** A copy of the site with the new article in it, for a test (or, where nothing is written, a group). */
async function openSite() {
  site = studioSiteCopy('kingstone-body-images-', { articles: true });
  vi.stubEnv('KINGSTONE_SITE_ROOT', site.root);
  await createArticle(site.root, newArticleRequest() as never, 'vi');
  // A link in the folder that looks like a photo: it is not a plain file, and names a file outside.
  symlinkSync(path.join(site.root, 'outside/x.yaml'), path.join(site.root, `src/content/blog/${NEW_SLUG}/outside.jpg`));
  // A photo whose type is spelled in capitals: the build's globs never find it, so no check passes it.
  writeFileSync(path.join(site.root, `src/content/blog/${NEW_SLUG}/Photo.PNG`), 'not found by the build');
}
const removeSite = () => site.remove();

const bodyWith = (image: string) => `${vietnameseText().body}\n${image}\n`;

async function saveBody(body: string) {
  const current = articleBody(await readArticle(site.root, NEW_SLUG));
  const request = { version: current.version, meta: current.meta, data: current.data, texts: { vi: vietnameseText({ body }) } } as ArticleSaveRequest & { version: string };
  const outcome = await saveArticle(site.root, NEW_SLUG, request as never, 'vi');
  if (outcome === 'missing') throw new Error('the article is missing');
  return outcome;
}

async function preview(body: string, slug: string | undefined = NEW_SLUG, data: Record<string, unknown> = RANKING_DATA): Promise<{ status: number; body: ArticlePreviewResponse }> {
  const res = await callRoute(previewRoute, {
    method: 'POST',
    path: '/admin/api/studio/articles/preview',
    query: { lang: 'vi' },
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...(slug ? { slug } : {}), locale: 'vi', body, data }),
  });
  return { status: res.status, body: (await res.json()) as ArticlePreviewResponse };
}

describe('an image in an article body', () => {
  // The refusals write nothing (each checks so), so they share one copy of the site: a copy and a
  // new article took half a second a test.
  beforeAll(openSite);
  afterAll(removeSite);

  it.each(HOSTILE)('%s is refused at save, next to its line, and nothing is written', async (image) => {
    const file = path.join(site.root, `src/content/blog/${NEW_SLUG}/vi.mdx`);
    const before = site.read(path.relative(site.root, file));
    const body = bodyWith(image);
    const outcome = await saveBody(body);
    expect(outcome.status).toBe(422);
    const errors = (outcome.body as { errors: { path: string; message: string }[] }).errors;
    const line = body.split('\n').findIndex((l) => l.startsWith('![x]')) + 1;
    expect(errors).toContainEqual({ path: 'texts.vi.body', message: expect.stringContaining(`Dòng ${line}:`) as unknown as string });
    expect(errors.map((e) => e.message).join('\n')).toContain(imageMessage);
    expect(site.read(path.relative(site.root, file))).toBe(before);
  });

  it.each(HOSTILE)('%s is refused at preview with the same message', async (image) => {
    const answer = await preview(bodyWith(image));
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain(imageMessage);
  });
});

describe('an image in an article body, each test on a copy of its own', () => {
  beforeEach(openSite);
  afterEach(removeSite);

  it('is checked by the save route: the build’s own files refused in the owner’s language, its photo taken', async () => {
    const current = articleBody(await readArticle(site.root, NEW_SLUG));
    const save = async (image: string, version: string) => {
      const request = { version, meta: current.meta, data: current.data, texts: { vi: vietnameseText({ body: bodyWith(image) }) } };
      const res = await callRoute(saveRoute, { method: 'POST', path: `/admin/api/studio/articles/${NEW_SLUG}`, params: { slug: NEW_SLUG }, query: { lang: 'en' }, headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
      return { status: res.status, body: (await res.json()) as { errors?: { path: string; message: string }[]; version?: string } };
    };
    const refused = await save('![x](./data.yaml)', current.version);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toContainEqual({ path: 'texts.vi.body', message: expect.stringMatching(/^Line \d+: an image can only be a photo uploaded to this article’s folder.*"\.\/data\.yaml" cannot be used: only \.jpg, \.jpeg, \.png, \.webp, \.avif files/) as unknown as string });
    expect((await save('![x](./hero.jpg)', current.version)).status).toBe(200);
  });

  it('accepts the article’s own photo, with or without ./, at save and at preview', async () => {
    for (const image of ['![Ấm trà](./hero.jpg)', '![Ấm trà](hero.jpg)']) {
      expect((await saveBody(bodyWith(image))).status).toBe(200);
      expect((await preview(bodyWith(image))).status).toBe(200);
    }
  });

  it('lets a new article name the hero its creation writes, and nothing else', async () => {
    expect((await preview(bodyWith('![Ấm trà](./hero.jpg)'), undefined)).status).toBe(200);
    expect((await preview(bodyWith('![Ấm trà](./photo-2.jpg)'), undefined)).status).toBe(422);
    writeFileSync(path.join(site.root, 'src/content/blog/massage-hcm-top/photo-2.jpg'), 'not this article’s');
    const created = await createArticle(site.root, { ...newArticleRequest(), slug: 'bai-moi-co-anh', texts: { vi: vietnameseText({ body: bodyWith('![Ấm trà](./photo-2.jpg)') }) } } as never, 'vi');
    expect(created).toMatchObject({ status: 422 });
  });
});

describe('an image a dataset names', () => {
  it('is a plain photo name: no folder, query, path out or other type', () => {
    for (const ok of ['hero.jpg', 'room-1.webp', 'a.b.png', 'x_y.avif', 'p.jpeg', 'Room-2.jpg']) expect(ImageFileSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['photos/pool.webp', '../x.jpg', './hero.jpg', 'hero.jpg?raw', 'hero.gif', 'data.yaml', '/etc/x.jpg', 'hero.jpg#x', '%2e.jpg', '.jpg', `${'a'.repeat(200)}.jpg`, 'a.b.PNG', 'hero.JPG']) {
      expect(ImageFileSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('an image a dataset names, at preview', () => {
  beforeEach(openSite);
  afterEach(removeSite);

  // A gallery photo and a venue's picture, each naming `file`, placed by the body.
  const dataNaming = (file: string) => ({
    ...RANKING_DATA,
    photos: { block: 'image-gallery', images: [{ file, alt: { vi: 'Phòng trà' } }] },
    venues: {
      block: 'venue-cards',
      venues: [{ name: 'Quán trà Mộc', address: '18 Thái Văn Lung, Quận 1', priceRange: 250000, rating: 4.8, highlight: { vi: 'Yên tĩnh, trà ngon' }, features: [], image: file, imageAlt: { vi: 'Quán trà' } }],
    },
  });
  const placing = `${vietnameseText().body}\n<ImageGallery id="photos" />\n\n<VenueCards id="venues" />\n`;
  const missing = (file: string) => DICTIONARIES.vi['studioApi.article.imageMissing'].replace('{file}', file);

  async function saveData(data: Record<string, unknown>) {
    const current = articleBody(await readArticle(site.root, NEW_SLUG));
    const request = { version: current.version, meta: current.meta, data, texts: { vi: vietnameseText({ body: placing }) } };
    const outcome = await saveArticle(site.root, NEW_SLUG, request as never, 'vi');
    if (outcome === 'missing') throw new Error('the article is missing');
    return outcome;
  }

  it.each(['missing.jpg', 'outside.jpg'])('refuses %s, not a photo of the folder, next to each field, as the save does', async (file) => {
    const answer = await preview(placing, NEW_SLUG, dataNaming(file));
    const errors = [
      { path: 'data.photos.images.0.file', message: missing(file) },
      { path: 'data.venues.venues.0.image', message: missing(file) },
    ];
    expect(answer).toEqual({ status: 422, body: { kind: 'invalid', errors } });
    expect(await saveData(dataNaming(file))).toMatchObject({ status: 422, body: { kind: 'invalid', errors } });
  });

  it('refuses a photo of another article, and a new article’s photo other than its hero', async () => {
    expect((await preview(placing, 'massage-hcm-top', dataNaming('photo-9.jpg'))).status).toBe(422);
    writeFileSync(path.join(site.root, 'src/content/blog/massage-hcm-top/photo-9.jpg'), 'another article’s');
    expect((await preview(placing, NEW_SLUG, dataNaming('photo-9.jpg'))).status).toBe(422);
    expect((await preview(placing, undefined, dataNaming('photo-9.jpg'))).status).toBe(422);
    expect((await preview(placing, undefined, dataNaming('hero.jpg'))).status).toBe(200);
  });

  it('passes a photo the folder holds, at preview and at save', async () => {
    writeFileSync(path.join(site.root, `src/content/blog/${NEW_SLUG}/room-1.webp`), 'a photo the studio uploaded');
    for (const file of ['hero.jpg', 'room-1.webp']) {
      const answer = await preview(placing, NEW_SLUG, dataNaming(file));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await saveData(dataNaming(file))).toMatchObject({ status: 200 });
    }
  });
});

describe('the photo types', () => {
  // import.meta.glob takes only a literal: the globs that resolve data images must list exactly the types the checks allow.
  it.each(['src/blog/article-data.ts', 'src/services/pages.ts'])('%s globs exactly the types the studio allows', (file) => {
    const globs = [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/import\.meta\.glob<ImageMetadata>\('[^']*\*\.\{([a-z,]+)\}'/g)].map((match) => match[1]);
    expect(globs).toEqual([ARTICLE_IMAGE_EXTENSIONS.join(',')]);
  });
});
