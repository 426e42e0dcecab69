import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { isLocale, LOCALES, type Locale } from '../../../../i18n/locales';
import { UnreadableDocumentError } from '../store';
import { versionOf } from '../version';
import { listServicePageIds, servicePageDataFile, sitePath } from '../../../site-files/photo-files';

/** One gallery photo as data.yaml holds it (the alt texts as written, possibly incomplete). */
export interface GalleryEntry {
  name: string;
  alt: Partial<Record<Locale, string>>;
}

/** A service page's gallery: the data.yaml's text and data, the image-gallery dataset and its photos. */
export interface GalleryData {
  service: string;
  file: string;
  text: string;
  version: string;
  data: Record<string, unknown>;
  /** The dataset's name under `blocks:` ("gallery"). */
  dataset: string;
  entries: GalleryEntry[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function altOf(value: unknown): Partial<Record<Locale, string>> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([locale, text]) => isLocale(locale) && typeof text === 'string'));
}

/**
 * The first image-gallery dataset of a service page's data.yaml (a page has one: see
 * tests/unit/content-gaps-galleries.test.ts), or undefined when the service has no page folder
 * or the page no gallery. A data.yaml that is not YAML is an UnreadableDocumentError.
 */
export async function readGallery(root: string, service: string): Promise<GalleryData | undefined> {
  if (!listServicePageIds(root).includes(service)) return undefined;
  const file = servicePageDataFile(service);
  const text = await readFile(sitePath(root, file), 'utf8');
  let data: unknown;
  try {
    data = parse(text);
  } catch {
    throw new UnreadableDocumentError(file);
  }
  const gallery = galleryIn(data);
  return gallery && isRecord(data) ? { service, file, text, version: versionOf(text), data, ...gallery } : undefined;
}

/** The first image-gallery dataset of a service page's parsed data.yaml, or undefined when it has none. */
export function galleryIn(data: unknown): Pick<GalleryData, 'dataset' | 'entries'> | undefined {
  if (!isRecord(data) || !isRecord(data['blocks'])) return undefined;
  const found = Object.entries(data['blocks']).find(([, block]) => isRecord(block) && block['block'] === 'image-gallery' && Array.isArray(block['images']));
  if (!found) return undefined;
  const [dataset, block] = found as [string, { images: unknown[] }];
  const entries = block.images.map((image) => ({
    name: isRecord(image) && typeof image['file'] === 'string' ? image['file'] : '',
    alt: altOf(isRecord(image) ? image['alt'] : undefined),
  }));
  return { dataset, entries };
}

/** An entry's alt text in every language, "" where it is missing. */
export function completeAlt(alt: Partial<Record<Locale, string>>): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, alt[locale] ?? ''])) as Record<Locale, string>;
}
