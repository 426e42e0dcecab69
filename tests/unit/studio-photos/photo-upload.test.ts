import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { parse } from 'yaml';
import { GET as thumbnailRoute, POST as uploadRoute } from '../../../src/pages/admin/api/studio/photos';
import { PHOTO_BODY_LIMIT } from '../../../src/server/http/body-limits';
import { DICTIONARIES } from '../../../src/i18n/t';
import type { PhotoUploadResponse } from '../../../src/studio/article-contract';
import { jpegWithGps, makePhoto, pngClaiming, TEST_GPS } from '../../support/photos';
import { callRoute, useStudioSession } from '../../support/studio-routes';
import { studioSiteCopy, type StudioSite } from '../../support/studio';

const ARTICLE = 'cach-chon-massage-thai';
const GALLERY_DATA = 'src/content/service-pages/thai-massage/data.yaml';
/** The first photo of the Thai massage gallery, as its data.yaml names it. */
const firstGalleryFile = (site: StudioSite) => `src/assets/media/gallery/${(parse(site.read(GALLERY_DATA)) as { blocks: { gallery: { images: { file: string }[] } } }).blocks.gallery.images[0]!.file}`;

useStudioSession();
let site: StudioSite;
beforeEach(() => {
  site = studioSiteCopy('kingstone-photos-', { photos: true, articles: [ARTICLE] });
  vi.stubEnv('KINGSTONE_SITE_ROOT', site.root);
});
afterEach(() => site.remove());

const upload = (target: string, body: Uint8Array, options: { lang?: string; contentType?: string; origin?: string; session?: boolean; contentLength?: string } = {}) =>
  callRoute(uploadRoute, {
    method: 'POST',
    path: '/admin/api/studio/photos',
    query: { target, ...(options.lang ? { lang: options.lang } : {}) },
    headers: { 'content-type': options.contentType ?? 'application/octet-stream', ...(options.contentLength ? { 'content-length': options.contentLength } : {}) },
    body,
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.session === undefined ? {} : { session: options.session }),
  });

async function answer(res: Response | Promise<Response>): Promise<{ status: number; body: PhotoUploadResponse }> {
  const settled = await res;
  return { status: settled.status, body: (await settled.json()) as PhotoUploadResponse };
}

describe('POST /admin/api/studio/photos', () => {
  it('takes a PNG sent for a .jpg gallery photo, stores it re-encoded as JPEG under the same name, and keeps its alt texts', async () => {
    const file = firstGalleryFile(site);
    const data = site.read(GALLERY_DATA);
    const png = await makePhoto(1200, 900, 'png');
    const { status, body } = await answer(upload('service-gallery:thai-massage:0', png));
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'uploaded', target: 'service-gallery:thai-massage:0', file, width: 1200, height: 900 });
    const stored = site.bytes(file);
    expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(body.kind === 'uploaded' && body.bytes).toBe(stored.byteLength);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    expect(site.read(GALLERY_DATA)).toBe(data);
  });

  it('removes the GPS position and every other metadata of a phone photo, and turns it upright', async () => {
    const phone = await jpegWithGps(1800, 1300, 6);
    const before = await sharp(phone).metadata();
    expect(before.exif?.toString('latin1')).toContain('KingstoneTestCam');
    expect(before.orientation).toBe(6);
    const { status, body } = await answer(upload(`article-hero:${ARTICLE}`, phone));
    // Stored lying on its side, 1800 × 1300; upright it is 1300 wide: enough for a hero.
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'uploaded', file: `src/content/blog/${ARTICLE}/hero.jpg`, width: 1300, height: 1800 });
    const stored = await sharp(site.bytes(`src/content/blog/${ARTICLE}/hero.jpg`)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1300, height: 1800 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    const raw = site.bytes(`src/content/blog/${ARTICLE}/hero.jpg`).toString('latin1');
    expect(raw).not.toContain('KingstoneTestCam');
    expect(raw).not.toContain(TEST_GPS.GPSLatitude);
  });

  it('refuses a text file sent as a JPEG (415, in the admin language) and writes nothing', async () => {
    const before = site.snapshot();
    const { status, body } = await answer(upload('service-gallery:thai-massage:0', Buffer.from('hello, this is not a photo\n'), { contentType: 'image/jpeg', lang: 'vi' }));
    expect(status).toBe(415);
    expect(body).toEqual({ kind: 'error', status: 415, message: DICTIONARIES.vi['photosApi.error.notPhoto'] });
    expect(site.snapshot()).toEqual(before);
  });

  it('refuses an iPhone HEIC (415) in plain words that say how to send it as JPEG, and writes nothing', async () => {
    const before = site.snapshot();
    const heic = Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1'), Buffer.alloc(4096, 7)]);
    const { status, body } = await answer(upload('service-gallery:thai-massage:0', heic, { contentType: 'image/heic', lang: 'vi' }));
    expect(status).toBe(415);
    expect(body).toEqual({ kind: 'error', status: 415, message: DICTIONARIES.vi['photosApi.error.heic'] });
    expect(DICTIONARIES.vi['photosApi.error.heic']).toContain('Tương thích nhất');
    expect(site.snapshot()).toEqual(before);
  });

  it('takes a 48 MP phone photo as it is (8064 × 6048), stored at 2560 px on its long side', async () => {
    const { status, body } = await answer(upload('home-poster', await makePhoto(8064, 6048)));
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'uploaded', width: 2560, height: 1920 });
  });

  it('refuses a hero narrower than 1200 px (422) and a photo past 8192 px (422), writing nothing', async () => {
    const before = site.snapshot();
    const narrow = await answer(upload(`article-hero:${ARTICLE}`, await makePhoto(1100, 700), { lang: 'en' }));
    expect(narrow).toEqual({ status: 422, body: { kind: 'error', status: 422, message: 'The photo is 1100 px wide; this place needs at least 1200 px.' } });
    const poster = await answer(upload('home-poster', await makePhoto(1199, 600, 'webp')));
    expect(poster.status).toBe(422);
    expect(poster.body.kind === 'error' && poster.body.message).toBe(DICTIONARIES.ko['photosApi.error.tooNarrow'].replace('{width}', '1199').replace('{min}', '1200'));
    const tall = await answer(upload('service-gallery:thai-massage:1', await makePhoto(900, 8193, 'png'), { lang: 'en' }));
    expect(tall.body).toEqual({ kind: 'error', status: 422, message: 'The photo is 900 × 8193 px; the largest taken is 8192 × 8192 px.' });
    expect(site.snapshot()).toEqual(before);
  });

  it('refuses a decompression bomb from its header, before decoding a pixel (422), and broken bytes (422)', async () => {
    const before = site.snapshot();
    const bomb = pngClaiming(60_000, 60_000);
    expect(bomb.byteLength).toBeLessThan(2048);
    const started = performance.now();
    const refused = await answer(upload('home-poster', bomb, { lang: 'en' }));
    expect(refused.body).toEqual({ kind: 'error', status: 422, message: 'The photo is 60000 × 60000 px; the largest taken is 8192 × 8192 px.' });
    // Generous: decoding 3.6 billion pixels would take minutes and gigabytes.
    expect(performance.now() - started).toBeLessThan(5_000);
    const truncated = (await makePhoto(1600, 1000)).subarray(0, 2000);
    expect((await answer(upload('home-poster', truncated))).status).toBe(422);
    expect(site.snapshot()).toEqual(before);
  });

  it('answers 413 past 15 MB, whatever Content-Length claims, writing nothing', async () => {
    const before = site.snapshot();
    const big = Buffer.concat([await makePhoto(1600, 1000), Buffer.alloc(PHOTO_BODY_LIMIT)]);
    const told = await answer(upload('home-poster', big, { lang: 'en' }));
    expect(told).toEqual({ status: 413, body: { kind: 'error', status: 413, message: 'The file is too large (at most 15 MB).' } });
    expect((await upload('home-poster', big, { contentLength: '1000' })).status).toBe(413);
    expect((await upload('home-poster', Buffer.alloc(10), { contentLength: String(PHOTO_BODY_LIMIT + 1) })).status).toBe(413);
    expect(site.snapshot()).toEqual(before);
  });

  it('stores WebP and AVIF uploads, and a replaced poster in the poster file', async () => {
    for (const format of ['webp', 'avif'] as const) {
      const { status } = await answer(upload('home-poster', await makePhoto(1920, 1080, format)));
      expect(status, format).toBe(200);
    }
    expect(await sharp(site.bytes('src/assets/media/home-hero.jpg')).metadata()).toMatchObject({ format: 'jpeg', width: 1920, height: 1080 });
  });

  it('keeps a large photo no wider than 2560 px on its long side', async () => {
    const { body } = await answer(upload('home-poster', await makePhoto(5000, 2500)));
    expect(body).toMatchObject({ kind: 'uploaded', width: 2560, height: 1280 });
  });
});

/** Targets a hostile client might send, each with a short name for the test's title. */
const HOSTILE_TARGETS = [
  '',
  'home-poster ',
  'home-poster:x',
  'HOME-POSTER',
  'article-hero:',
  'article-hero:../service-pages',
  'article-hero:..',
  `article-hero:${ARTICLE}/../../outside`,
  'article-hero:no-such-article',
  `article-hero:${ARTICLE}:x`,
  'service-gallery:thai-massage',
  'service-gallery:thai-massage:6',
  'service-gallery:thai-massage:-1',
  'service-gallery:thai-massage:01',
  'service-gallery:thai-massage:1e0',
  'service-gallery:thai-massage:0x1',
  'service-gallery:thai-massage: 1',
  'service-gallery:thai-massage:99999999999999999999',
  'service-gallery:thai-massage:0:0',
  'service-gallery:../../outside:0',
  'service-gallery:no-such-service:0',
  'service-gallery:THAI-MASSAGE:0',
  'service-gallery:thai-massage\0:0',
  `service-gallery:${'a'.repeat(5000)}:0`,
  `article-hero:${'x:'.repeat(20_000)}`,
].map((target) => [target.length > 60 ? `${target.slice(0, 16)}… (${target.length} characters)` : JSON.stringify(target), target] as const);

describe('hostile targets', () => {
  it.each(HOSTILE_TARGETS)('answers 404 to the target %s and touches nothing', async (_, target) => {
    const before = site.snapshot();
    const photo = await makePhoto(1600, 1000);
    const res = await answer(upload(target, photo, { lang: 'en' }));
    expect(res).toEqual({ status: 404, body: { kind: 'error', status: 404, message: 'There is no such photo to replace.' } });
    expect((await callRoute(thumbnailRoute, { path: '/admin/api/studio/photos', query: { target } })).status).toBe(404);
    expect(site.snapshot()).toEqual(before);
  });
});

describe('the photo routes guard', () => {
  it('answers 404 with no body while the admin is off, 401 without a session, before reading the body', async () => {
    const photo = await makePhoto(1600, 1000);
    vi.stubEnv('ADMIN_PASSWORD', '');
    try {
      const off = await upload('home-poster', photo);
      expect(off.status).toBe(404);
      expect(await off.text()).toBe('');
    } finally {
      vi.stubEnv('ADMIN_PASSWORD', 'owner-password');
    }
    const before = site.snapshot();
    expect(await answer(upload('home-poster', photo, { session: false, lang: 'en' }))).toEqual({
      status: 401,
      body: { kind: 'error', status: 401, message: 'You need to log in. Please log in again.' },
    });
    expect((await callRoute(thumbnailRoute, { path: '/admin/api/studio/photos', query: { target: 'home-poster' }, session: false })).status).toBe(401);
    expect(site.snapshot()).toEqual(before);
  });

  it('refuses a foreign origin (403) and a body that is not bytes (415), writing nothing', async () => {
    const before = site.snapshot();
    const photo = await makePhoto(1600, 1000);
    expect((await upload('home-poster', photo, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await upload('home-poster', photo, { origin: 'null' })).status).toBe(403);
    for (const contentType of ['text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json', 'image/', '']) {
      expect((await upload('home-poster', photo, { contentType })).status, contentType).toBe(415);
    }
    expect(site.snapshot()).toEqual(before);
    // The same upload with the site's origin and an image type is taken: the refusals were the checks.
    expect((await upload('home-poster', photo, { contentType: 'image/png' })).status).toBe(200);
  });
});

describe('GET /admin/api/studio/photos (thumbnails)', () => {
  it('answers a small WebP of the stored photo, then 304 for its ETag, and a new one after an upload', async () => {
    const get = (headers: Record<string, string> = {}) => callRoute(thumbnailRoute, { path: '/admin/api/studio/photos', query: { target: 'service-gallery:thai-massage:2' }, headers });
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(360);
    const etag = first.headers.get('etag') ?? '';
    expect((await get({ 'if-none-match': etag })).status).toBe(304);
    expect((await upload('service-gallery:thai-massage:2', await makePhoto(1000, 1000, 'png'))).status).toBe(200);
    const after = await get({ 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });
});
