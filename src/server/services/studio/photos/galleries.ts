import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../../../i18n/locales';
import { createT } from '../../../../i18n/t';
import { ServicePageDataSchema } from '../../../../services/page-data';
import type { GalleryOrderResponse, PhotoGallery, PhotoLibrary } from '../../../../studio/article-contract';
import type { FieldError } from '../../../../studio/contract';
import { writeFileAtomic } from '../../../site-files/atomic-write';
import { errorMapFor, fieldErrors } from '../field-errors';
import { withStudioLock } from '../../../site-files/lock';
import { serviceFile, studioPath } from '../../../site-files/paths';
import { versionOf } from '../version';
import { updateYaml } from '../yaml-update';
import { completeAlt, readGallery, type GalleryData } from './gallery-data';
import { GALLERY_DIR, HOME_POSTER_FILE, listServicePageIds, sitePath } from '../../../site-files/photo-files';
import { GALLERY_MIN_WIDTH, HERO_MIN_WIDTH } from './targets';

/** The service's name in the admin's language from its catalogue file, else its id. */
async function serviceTitle(root: string, service: string, locale: Locale): Promise<string> {
  try {
    const data = parse(await readFile(studioPath(root, serviceFile(service)), 'utf8')) as { name?: Record<string, unknown> } | null;
    const name = data?.name?.[locale];
    return typeof name === 'string' && name.trim() ? name : service;
  } catch {
    return service;
  }
}

async function galleryBody(root: string, gallery: GalleryData, locale: Locale): Promise<PhotoGallery> {
  return {
    service: gallery.service,
    title: await serviceTitle(root, gallery.service, locale),
    version: gallery.version,
    photos: gallery.entries.map((entry, index) => ({
      target: `service-gallery:${gallery.service}:${index}`,
      file: `${GALLERY_DIR}/${entry.name}`,
      minWidth: GALLERY_MIN_WIDTH,
      name: entry.name,
      alt: completeAlt(entry.alt),
    })),
  };
}

/** Every service page's gallery, by service id, and the home poster. */
export async function listPhotoLibrary(root: string, locale: Locale): Promise<PhotoLibrary> {
  const galleries: PhotoGallery[] = [];
  for (const service of listServicePageIds(root)) {
    const gallery = await readGallery(root, service);
    if (gallery) galleries.push(await galleryBody(root, gallery, locale));
  }
  return { galleries, poster: { target: 'home-poster', file: HOME_POSTER_FILE, minWidth: HERO_MIN_WIDTH } };
}

/** The longest alt text taken: a sentence or two, as alt texts should be. */
export const MAX_ALT_LENGTH = 300;

/** A gallery save's shape (GalleryOrderRequest); anything else is a 400 before the file is read. */
export const GalleryOrderRequestSchema = z
  .object({
    version: z.string().max(100),
    order: z.array(z.string().max(200)).max(100),
    alt: z.record(z.string().max(200), z.record(z.string(), z.string().max(MAX_ALT_LENGTH))).optional(),
  })
  .strict();
type GallerySaveRequest = z.output<typeof GalleryOrderRequestSchema>;

export interface GallerySaveOutcome {
  status: 200 | 409 | 422;
  body: GalleryOrderResponse;
}

/** The order's problems: every file of the gallery exactly once, nothing else. */
function orderErrors(names: readonly string[], order: readonly string[], locale: Locale): FieldError[] {
  const same = order.length === names.length && new Set(order).size === order.length && order.every((name) => names.includes(name));
  return same ? [] : [{ path: 'order', message: createT(locale)('photosApi.gallery.order') }];
}

/**
 * The alt texts' problems: `given` names only the gallery's files, and after the edit (`alts`)
 * every photo is described in every language.
 */
function altErrors(names: readonly string[], given: Record<string, unknown>, alts: Record<string, Partial<Record<Locale, string>>>, locale: Locale): FieldError[] {
  const t = createT(locale);
  const unknown = Object.keys(given)
    .filter((name) => !names.includes(name))
    .map((name) => ({ path: `alt.${name}`, message: t('photosApi.gallery.unknownPhoto') }));
  const missing = names.flatMap((name) =>
    LOCALES.filter((l) => !(alts[name]?.[l] ?? '').trim()).map((l) => ({ path: `alt.${name}.${l}`, message: t('photosApi.gallery.altMissing') })),
  );
  return [...unknown, ...missing];
}

/**
 * Saves a gallery's new order and alt texts under the studio's lock: a stale version is a
 * conflict with the current gallery, a wrong order or a missing alt text is every error, and
 * nothing is written then. Otherwise data.yaml is rewritten atomically keeping its comments,
 * and the result must pass the schema the build checks it with. 'missing': no such gallery.
 */
export async function saveGalleryOrder(root: string, service: string, request: GallerySaveRequest, locale: Locale): Promise<GallerySaveOutcome | 'missing'> {
  return withStudioLock(root, async () => {
    const gallery = await readGallery(root, service);
    if (!gallery) return 'missing';
    if (gallery.version !== request.version) return { status: 409, body: { kind: 'conflict', current: await galleryBody(root, gallery, locale) } };
    const names = gallery.entries.map((entry) => entry.name);
    const given = request.alt ?? {};
    const alts = Object.fromEntries(gallery.entries.map((entry) => [entry.name, { ...entry.alt, ...(Object.hasOwn(given, entry.name) ? given[entry.name] : {}) }]));
    const errors = [...orderErrors(names, request.order, locale), ...altErrors(names, given, alts, locale)];
    if (errors.length > 0) return { status: 422, body: { kind: 'invalid', errors } };
    const blocks = gallery.data['blocks'] as Record<string, { images: Record<string, unknown>[] }>;
    const images = blocks[gallery.dataset]?.images ?? [];
    const byName = new Map(images.map((image, i) => [names[i], image]));
    const reordered = request.order.map((name) => {
      const alt = Object.fromEntries(LOCALES.map((l) => [l, (alts[name]?.[l] ?? '').trim()]));
      return { ...byName.get(name), alt };
    });
    const data = { ...gallery.data, blocks: { ...blocks, [gallery.dataset]: { ...blocks[gallery.dataset], images: reordered } } };
    const checked = ServicePageDataSchema.safeParse(data, { error: errorMapFor(locale) });
    if (!checked.success) return { status: 422, body: { kind: 'invalid', errors: fieldErrors(checked.error.issues, locale) } };
    const text = updateYaml(gallery.text, data);
    await writeFileAtomic(sitePath(root, gallery.file), text);
    return { status: 200, body: { kind: 'saved', version: versionOf(text) } };
  });
}
