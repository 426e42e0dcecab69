import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import type { PhotoTarget } from '../../../../studio/article-contract';
import { UnreadableDocumentError } from '../store';
import { readGallery } from './gallery-data';
import type { PhotoFormat } from '../../../site-files/image-type';
import { ARTICLES_DIR, DEFAULT_HERO_NAME, formatOfName, GALLERY_DIR, HOME_POSTER_FILE, isArticleSlug, sitePath } from '../../../site-files/photo-files';

/** A hero image (an article's, the home poster) is shown up to 1920 px wide and shared at 1200. */
export const HERO_MIN_WIDTH = 1200;
/** A gallery photo opens full screen; the gallery makes it up to 1600 px wide. */
export const GALLERY_MIN_WIDTH = 800;
/** Longer than any target the studio names; a longer one is not looked at. */
const MAX_TARGET_LENGTH = 250;
/** A gallery index: a whole number from 0, no sign, no leading zero, at most four digits. */
const INDEX = /^(?:0|[1-9]\d{0,3})$/;

/** Where an upload goes: the file it replaces (relative to the root), its format and the narrowest photo it takes. */
export interface PhotoDestination {
  target: PhotoTarget;
  file: string;
  format: PhotoFormat;
  minWidth: number;
}

function destination(target: PhotoTarget, file: string, name: string, minWidth: number): PhotoDestination | undefined {
  const format = formatOfName(name);
  return format ? { target, file, format, minWidth } : undefined;
}

/** The hero file an article's meta.yaml names ("./hero.jpg" → "hero.jpg"), DEFAULT_HERO_NAME when it names none. */
async function heroName(root: string, slug: string): Promise<string | undefined> {
  const file = `${ARTICLES_DIR}/${slug}/meta.yaml`;
  let meta: unknown;
  try {
    meta = parse(await readFile(sitePath(root, file), 'utf8'));
  } catch {
    throw new UnreadableDocumentError(file);
  }
  const hero = meta !== null && typeof meta === 'object' ? (meta as Record<string, unknown>)['hero'] : undefined;
  if (hero === undefined) return DEFAULT_HERO_NAME;
  return typeof hero === 'string' && hero.startsWith('./') ? hero.slice(2) : undefined;
}

/**
 * The destination a target names, or undefined: a request's target is hostile, so it is split on
 * its fixed words, each part is checked by a pattern without nested repetition (linear), and a
 * slug or service id counts only when the folder listing has it. "article-hero:../x",
 * "service-gallery:thai-massage:06", an index past the gallery's end or a file name with a folder
 * in it all find nothing.
 */
export async function resolvePhotoTarget(root: string, raw: string): Promise<PhotoDestination | undefined> {
  if (raw.length > MAX_TARGET_LENGTH) return undefined;
  if (raw === 'home-poster') return destination('home-poster', HOME_POSTER_FILE, 'home-hero.jpg', HERO_MIN_WIDTH);
  const [kind, ...rest] = raw.split(':');
  if (kind === 'article-hero' && rest.length === 1) {
    const slug = rest[0] ?? '';
    if (!isArticleSlug(root, slug)) return undefined;
    const name = await heroName(root, slug);
    return name === undefined ? undefined : destination(`article-hero:${slug}`, `${ARTICLES_DIR}/${slug}/${name}`, name, HERO_MIN_WIDTH);
  }
  if (kind === 'service-gallery' && rest.length === 2) {
    const [service = '', index = ''] = rest;
    if (!INDEX.test(index)) return undefined;
    const gallery = await readGallery(root, service);
    const name = gallery?.entries[Number(index)]?.name;
    if (!name) return undefined;
    return destination(`service-gallery:${service}:${Number(index)}`, `${GALLERY_DIR}/${name}`, name, GALLERY_MIN_WIDTH);
  }
  return undefined;
}
