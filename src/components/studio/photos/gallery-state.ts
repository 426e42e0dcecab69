import type { Locale } from '../../../i18n/locales';
import type { GalleryPhoto, PhotoGallery } from '../../../studio/article-contract';
import type { FieldError } from '../../../studio/contract';

/** A photo moved from one place to another in a copy of the list. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** A photo with one description changed. */
export function withAlt(photo: GalleryPhoto, locale: Locale, text: string): GalleryPhoto {
  return { ...photo, alt: { ...photo.alt, [locale]: text } };
}

/** Whether the list as shown differs from the gallery as saved: order or any description. */
export function isChanged(saved: PhotoGallery, photos: readonly GalleryPhoto[]): boolean {
  return photos.some((photo, i) => {
    const before = saved.photos[i];
    return before?.name !== photo.name || Object.entries(photo.alt).some(([l, text]) => before.alt[l as Locale] !== text);
  });
}

/** The errors of one photo ("alt.<file>" and "alt.<file>.<locale>"). */
export function photoErrors(errors: readonly FieldError[], name: string): FieldError[] {
  return errors.filter((e) => e.path === `alt.${name}` || e.path.startsWith(`alt.${name}.`));
}

/** A DOM id for a photo of a gallery, stable while the photo moves. */
export function photoDomId(service: string, name: string): string {
  return `photo-${service}-${name}`.replace(/[^A-Za-z0-9_-]/g, '-');
}

/**
 * The gallery as saved now: the photos in the order sent, each target at its new place (a target
 * counts from 0 in the file's order), descriptions as sent.
 */
export function savedGallery(gallery: PhotoGallery, photos: readonly GalleryPhoto[], version: string): PhotoGallery {
  return { ...gallery, version, photos: photos.map((photo, i) => ({ ...photo, target: `service-gallery:${gallery.service}:${i}` })) };
}
