import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { GET as libraryRoute } from '../../../src/pages/admin/api/studio/galleries';
import { POST as saveRoute } from '../../../src/pages/admin/api/studio/galleries/[id]';
import { LOCALES } from '../../../src/i18n/locales';
import { DICTIONARIES } from '../../../src/i18n/t';
import type { GalleryOrderResponse, PhotoGallery, PhotoLibrary } from '../../../src/studio/article-contract';
import { PAGE_SERVICES } from '../../../src/config/catalogue';
import { callRoute, useStudioSession } from '../../support/studio-routes';
import { studioSiteCopy, type StudioSite } from '../../support/studio';

const SERVICE = 'thai-massage';
const DATA = `src/content/service-pages/${SERVICE}/data.yaml`;

interface GalleryImage {
  file: string;
  alt: Record<string, string>;
}
const imagesOf = (site: StudioSite): GalleryImage[] => (parse(site.read(DATA)) as { blocks: { gallery: { images: GalleryImage[] } } }).blocks.gallery.images;

useStudioSession();
let site: StudioSite;
beforeEach(() => {
  site = studioSiteCopy('kingstone-galleries-', { photos: true });
  vi.stubEnv('KINGSTONE_SITE_ROOT', site.root);
});
afterEach(() => site.remove());

async function library(lang = 'ko'): Promise<PhotoLibrary> {
  const res = await callRoute(libraryRoute, { path: '/admin/api/studio/galleries', query: { lang } });
  expect(res.status).toBe(200);
  return (await res.json()) as PhotoLibrary;
}
const gallery = async (lang?: string): Promise<PhotoGallery> => (await library(lang)).galleries.find((g) => g.service === SERVICE)!;

const save = (body: unknown, options: { service?: string; lang?: string; origin?: string; contentType?: string; raw?: string } = {}) =>
  callRoute(saveRoute, {
    method: 'POST',
    path: `/admin/api/studio/galleries/${options.service ?? SERVICE}`,
    params: { id: options.service ?? SERVICE },
    query: options.lang ? { lang: options.lang } : {},
    headers: { 'content-type': options.contentType ?? 'application/json' },
    body: options.raw ?? JSON.stringify(body),
    ...(options.origin ? { origin: options.origin } : {}),
  });
const outcome = async (res: Response | Promise<Response>) => {
  const settled = await res;
  return { status: settled.status, body: (await settled.json()) as GalleryOrderResponse };
};

describe('GET /admin/api/studio/galleries', () => {
  it('lists every service page gallery with its photos, targets and alt texts, titled in the admin language, and the poster', async () => {
    const vi = await library('vi');
    expect(vi.galleries.map((g) => g.service).sort()).toEqual(PAGE_SERVICES.map((s) => s.id).sort());
    expect(vi.poster).toEqual({ target: 'home-poster', file: 'src/assets/media/home-hero.jpg', minWidth: 1200 });
    const thai = vi.galleries.find((g) => g.service === SERVICE)!;
    expect(thai.title).toBe((parse(site.read(`src/content/services/${SERVICE}.yaml`)) as { name: { vi: string } }).name.vi);
    const images = imagesOf(site);
    expect(thai.photos).toEqual(
      images.map((image, index) => ({ target: `service-gallery:${SERVICE}:${index}`, file: `src/assets/media/gallery/${image.file}`, minWidth: 800, name: image.file, alt: image.alt })),
    );
  });
});

describe('POST /admin/api/studio/galleries/<service>', () => {
  it('rewrites the gallery in the new order, alt texts following their photos, comments kept', async () => {
    const { version, photos } = await gallery();
    const original = site.read(DATA);
    const before = imagesOf(site);
    const order = photos.map((p) => p.name).reverse();
    const res = await outcome(save({ version, order }));
    expect(res.status).toBe(200);
    const text = site.read(DATA);
    expect(res.body).toEqual({ kind: 'saved', version: (await gallery()).version });
    expect(imagesOf(site)).toEqual([...before].reverse());
    expect(text).toContain('# The Royal Thai massage page (src/services/page-data.ts)');
    // Everything besides the gallery is as it was.
    const rest = (yaml: string) => {
      const data = parse(yaml) as { blocks: Record<string, unknown> };
      delete data.blocks['gallery'];
      return data;
    };
    expect(rest(text)).toEqual(rest(original));
  });

  it('saves edited alt texts with the order', async () => {
    const { version, photos } = await gallery();
    const first = photos[0]!.name;
    const alt = { ko: '새 사진 설명', vi: 'Mô tả ảnh mới', en: 'A new description' };
    expect((await save({ version, order: photos.map((p) => p.name), alt: { [first]: alt } })).status).toBe(200);
    expect(imagesOf(site)[0]).toEqual({ file: first, alt });
  });

  it('answers 409 with the current gallery to a stale version, writing nothing', async () => {
    const { version, photos } = await gallery();
    const names = photos.map((p) => p.name);
    expect((await save({ version, order: [...names.slice(1), names[0]] })).status).toBe(200);
    const after = site.read(DATA);
    const stale = await outcome(save({ version, order: names }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ kind: 'conflict', current: { service: SERVICE, version: (await gallery()).version } });
    expect(stale.body.kind === 'conflict' && stale.body.current.photos.map((p) => p.name)).toEqual([...names.slice(1), names[0]]);
    expect(site.read(DATA)).toBe(after);
  });

  it('answers 422 to an order that is not every photo once, and to an alt text left empty, in the admin language, writing nothing', async () => {
    const { version, photos } = await gallery();
    const names = photos.map((p) => p.name);
    const before = site.snapshot();
    const orderError = { path: 'order', message: DICTIONARIES.vi['photosApi.gallery.order'] };
    for (const order of [names.slice(1), [...names, names[0]], [names[0], ...names.slice(0, -1)], [...names.slice(0, -1), 'other.jpg'], []]) {
      expect(await outcome(save({ version, order }, { lang: 'vi' }))).toEqual({ status: 422, body: { kind: 'invalid', errors: [orderError] } });
    }
    const first = names[0]!;
    const empty = await outcome(save({ version, order: names, alt: { [first]: { ko: '설명', vi: '  ', en: 'Text' }, 'other.jpg': { ko: 'x', vi: 'x', en: 'x' } } }, { lang: 'en' }));
    expect(empty).toEqual({
      status: 422,
      body: {
        kind: 'invalid',
        errors: [
          { path: 'alt.other.jpg', message: 'This photo is not in the gallery.' },
          { path: `alt.${first}.vi`, message: 'Describe the photo in this language.' },
        ],
      },
    });
    expect(site.snapshot()).toEqual(before);
  });

  it('asks for an alt text in every language even where the file lacked one', async () => {
    const text = site.read(DATA);
    const first = imagesOf(site)[0]!;
    // A hand edit that dropped the English alt text of the first photo.
    const edited = text.replace(`          en: ${first.alt['en']}\n`, '');
    expect(edited).not.toBe(text);
    site.write(DATA, edited);
    const { version, photos } = await gallery();
    expect(photos[0]!.alt['en']).toBe('');
    const res = await outcome(save({ version, order: photos.map((p) => p.name) }, { lang: 'en' }));
    expect(res.body).toEqual({ kind: 'invalid', errors: [{ path: `alt.${first.file}.en`, message: 'Describe the photo in this language.' }] });
    const fixed = await outcome(save({ version, order: photos.map((p) => p.name), alt: { [first.file]: { ...first.alt, en: 'Restored' } } }));
    expect(fixed.status).toBe(200);
    expect(LOCALES.map((l) => imagesOf(site)[0]!.alt[l])).toEqual(LOCALES.map((l) => (l === 'en' ? 'Restored' : first.alt[l])));
  });

  it.each(['../thai-massage', 'no-such-service', 'THAI-MASSAGE', '', 'thai-massage/../x', `${'a'.repeat(3000)}`])('answers 404 to the service %j and touches nothing', async (service) => {
    const { version, photos } = await gallery();
    const before = site.snapshot();
    const res = await save({ version, order: photos.map((p) => p.name) }, { service, lang: 'en' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('There is no such gallery.');
    expect(site.snapshot()).toEqual(before);
  });

  it('refuses foreign (403), not JSON (415), unreadable (400) or misshapen (400) saves, writing nothing', async () => {
    const { version, photos } = await gallery();
    const order = photos.map((p) => p.name).reverse();
    const before = site.snapshot();
    expect((await save({ version, order }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await save({ version, order }, { contentType: 'text/plain' })).status).toBe(415);
    expect((await save(undefined, { raw: '{"version":' })).status).toBe(400);
    for (const shape of [{ version }, { order }, { version: 1, order }, { version, order: 'x' }, { version, order, alt: { x: 'y' } }, { version, order, extra: 1 }, [], null]) {
      const res = await outcome(save(shape, { lang: 'en' }));
      expect(res.status, JSON.stringify(shape)).toBe(400);
    }
    expect(site.snapshot()).toEqual(before);
  });
});
