import { describe, expect, it } from 'vitest';
import { isChanged, moved, photoDomId, photoErrors, savedGallery, withAlt } from '../../../src/components/studio/photos/gallery-state';
import type { GalleryPhoto, PhotoGallery } from '../../../src/studio/article-contract';

const photo = (name: string, index: number): GalleryPhoto => ({
  target: `service-gallery:thai-massage:${index}`,
  file: `src/assets/media/gallery/${name}`,
  minWidth: 800,
  name,
  alt: { ko: `${name} ko`, vi: `${name} vi`, en: `${name} en` },
});
const gallery: PhotoGallery = { service: 'thai-massage', title: 'Thai', version: 'v1', photos: ['a.jpg', 'b.jpg', 'c.jpg'].map(photo) };

describe('the gallery editor’s state', () => {
  it('moves a photo without touching the others, and tells a changed list from the saved one', () => {
    const down = moved(gallery.photos, 0, 1);
    expect(down.map((p) => p.name)).toEqual(['b.jpg', 'a.jpg', 'c.jpg']);
    expect(gallery.photos.map((p) => p.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(isChanged(gallery, gallery.photos)).toBe(false);
    expect(isChanged(gallery, down)).toBe(true);
    expect(isChanged(gallery, moved(down, 1, 0))).toBe(false);
    expect(isChanged(gallery, [withAlt(gallery.photos[0]!, 'vi', 'Mới'), ...gallery.photos.slice(1)])).toBe(true);
  });

  it('gives the saved gallery’s photos the targets of their new places, keeping each upload target until then', () => {
    const down = moved(gallery.photos, 0, 2);
    expect(down.map((p) => p.target)).toEqual(['service-gallery:thai-massage:1', 'service-gallery:thai-massage:2', 'service-gallery:thai-massage:0']);
    const saved = savedGallery(gallery, down, 'v2');
    expect(saved.version).toBe('v2');
    expect(saved.photos.map((p) => [p.name, p.target])).toEqual([
      ['b.jpg', 'service-gallery:thai-massage:0'],
      ['c.jpg', 'service-gallery:thai-massage:1'],
      ['a.jpg', 'service-gallery:thai-massage:2'],
    ]);
  });

  it('finds a photo’s errors by its file name, and makes ids the DOM takes', () => {
    const errors = [
      { path: 'alt.a.jpg.vi', message: 'x' },
      { path: 'alt.a.jpg', message: 'y' },
      { path: 'alt.a.jpg2.vi', message: 'z' },
      { path: 'order', message: 'w' },
    ];
    expect(photoErrors(errors, 'a.jpg').map((e) => e.message)).toEqual(['x', 'y']);
    expect(photoDomId('thai-massage', 'a b.jpg')).toBe('photo-thai-massage-a-b-jpg');
  });
});
