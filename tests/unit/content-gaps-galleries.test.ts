import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_SERVICES } from '../../src/config/catalogue';
import { LOCALES } from '../../src/i18n/locales';
import { parseServicePageData } from '../../src/services/page-data';

// SPEC §5: every service page has a photo gallery of 6 images with the full-screen viewer, which
// the image-gallery block draws wherever its MDX places it.
const ROOT = path.resolve(import.meta.dirname, '../..');
const folder = (id: string) => path.join(ROOT, 'src/content/service-pages', id);

describe('service page galleries', () => {
  it.each(PAGE_SERVICES.map((s) => s.id))('%s has a gallery of 6 photos, placed in every language', (id) => {
    const file = path.join(folder(id), 'data.yaml');
    const data = parseServicePageData(readFileSync(file, 'utf8'), file, id);
    const galleries = Object.entries(data.blocks).filter(([, block]) => block.block === 'image-gallery');
    expect(galleries.map(([name]) => name), 'one image-gallery dataset').toHaveLength(1);
    const [name, gallery] = galleries[0]!;
    if (gallery.block !== 'image-gallery') throw new Error('unreachable');
    expect(gallery.images).toHaveLength(6);
    expect(new Set(gallery.images.map((i) => i.file)).size).toBe(6);
    for (const image of gallery.images) {
      expect(existsSync(path.join(ROOT, 'src/assets/media/gallery', image.file)), image.file).toBe(true);
      expect(typeof image.alt, `${image.file}: alt in ko, vi and en`).toBe('object');
      for (const locale of LOCALES) expect((image.alt as Record<string, string>)[locale], `${image.file} alt.${locale}`).toBeTruthy();
    }
    for (const locale of LOCALES) {
      const mdx = readFileSync(path.join(folder(id), `${locale}.mdx`), 'utf8');
      expect(mdx, `${id}/${locale}.mdx places the gallery`).toContain(`<ImageGallery id="${name}" />`);
    }
  });
});
