import { getCollection, type CollectionEntry } from 'astro:content';
import type { ImageMetadata } from 'astro';
import type { ResolvedImage } from '../blocks/images';
import { PAGE_SERVICES } from '../config/catalogue';
import type { Service } from '../config/catalogue-schema';
import { isLocale, LOCALES, type Locale } from '../i18n/locales';
import { resolveBlockImages } from '../media/block-images';
import { parseServicePageData, type ServicePageData } from './page-data';

/** One service page: the catalogue entry, its text in every locale, its block data and hero image. */
export interface ServicePage {
  service: Service;
  versions: Record<Locale, CollectionEntry<'servicePages'>>;
  data: ServicePageData;
  hero: ImageMetadata;
}

const ROOT = 'src/content/service-pages';

const DATA_FILES = import.meta.glob<string>('/src/content/service-pages/*/data.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Hero images, one per service page, named after the service: src/assets/media/services/<id>.jpg. */
const HERO_IMAGES = import.meta.glob<ImageMetadata>('/src/assets/media/services/*.jpg', {
  import: 'default',
  eager: true,
});

/** Photos the service pages' galleries name by file name. */
const GALLERY_IMAGES = import.meta.glob<ImageMetadata>('/src/assets/media/gallery/*.{jpg,jpeg,png,webp,avif}', {
  import: 'default',
  eager: true,
});

let cache: Promise<Map<string, ServicePage>> | undefined;

/** Every service page by service id; the rules spanning files are checked once, here. */
export function getServicePages(): Promise<Map<string, ServicePage>> {
  cache ??= loadServicePages();
  return cache;
}

export async function getServicePage(id: string): Promise<ServicePage> {
  const page = (await getServicePages()).get(id);
  if (!page) throw new Error(`No service page for "${id}"`);
  return page;
}

async function loadServicePages(): Promise<Map<string, ServicePage>> {
  const entries = await getCollection('servicePages');
  const ids = new Set(PAGE_SERVICES.map((s) => s.id));
  for (const entry of entries) {
    const folder = entry.id.split('/')[0] ?? entry.id;
    if (!ids.has(folder)) {
      throw new Error(`${ROOT}/${folder}: no catalogue service "${folder}" with a page (page: true in src/content/services)`);
    }
  }
  return new Map(
    PAGE_SERVICES.map((service) => {
      const folder = `${ROOT}/${service.id}`;
      const versions: Partial<Record<Locale, CollectionEntry<'servicePages'>>> = {};
      for (const entry of entries.filter((e) => e.id.startsWith(`${service.id}/`))) {
        const locale = entry.id.slice(service.id.length + 1);
        if (isLocale(locale)) versions[locale] = entry;
      }
      const missing = LOCALES.filter((l) => !versions[l]);
      if (missing.length > 0) {
        throw new Error(`${folder}: every service page needs ${LOCALES.map((l) => `${l}.mdx`).join(', ')}; missing ${missing.join(', ')}`);
      }
      const text = DATA_FILES[`/${folder}/data.yaml`];
      if (text === undefined) throw new Error(`${folder}: data.yaml is missing (at least its "related" list)`);
      const hero = HERO_IMAGES[`/src/assets/media/services/${service.id}.jpg`];
      if (!hero) throw new Error(`${folder}: its hero image src/assets/media/services/${service.id}.jpg is missing`);
      const page: ServicePage = {
        service,
        versions: versions as Record<Locale, CollectionEntry<'servicePages'>>,
        data: parseServicePageData(text, `${folder}/data.yaml`, service.id),
        hero,
      };
      return [service.id, page] as const;
    }),
  );
}

/** The gallery (and other block) images a page's data names, from src/assets/media/gallery. */
export function resolveServicePageImages(page: ServicePage): Promise<Map<string, ResolvedImage>> {
  return resolveBlockImages(
    page.data.blocks,
    (file) => GALLERY_IMAGES[`/src/assets/media/gallery/${file}`],
    (file) => `${ROOT}/${page.service.id}/data.yaml: image "${file}" is not in src/assets/media/gallery`,
  );
}
