import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LOCALES } from '../../src/i18n/locales';

// Every photo on the site shows something of its own, and its alt text says what: the same picture
// (or the same picture in another tint) used twice looks like a template, and two images with the
// same alt text tell a screen-reader user nothing. Holds for the sample art and for real photos.
const ROOT = path.resolve(import.meta.dirname, '../..');
const files = (pattern: string) => globSync(pattern, { cwd: ROOT }).sort();
const IMAGES = [
  ...files('src/assets/media/home-hero.jpg'),
  ...files('src/assets/media/services/*.jpg'),
  ...files('src/assets/media/gallery/*.jpg'),
  ...files('src/content/blog/*/hero.jpg'),
];

// A difference hash on a 17×16 grey thumbnail: 256 bits, one per neighbouring-pixel comparison.
// A recolour or re-encode of the same picture changes a handful of bits (the old gallery's
// tints differed by 2–6); different scenes differ by far more.
const SIDE = 16;
const MIN_DISTANCE = 24;

async function differenceHash(file: string): Promise<Uint8Array> {
  const grey = await sharp(path.join(ROOT, file))
    .greyscale()
    .resize(SIDE + 1, SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const bits = new Uint8Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y += 1) {
    for (let x = 0; x < SIDE; x += 1) bits[y * SIDE + x] = grey[y * (SIDE + 1) + x]! < grey[y * (SIDE + 1) + x + 1]! ? 1 : 0;
  }
  return bits;
}

const distance = (a: Uint8Array, b: Uint8Array) => a.reduce((sum, bit, i) => sum + (bit === b[i] ? 0 : 1), 0);

/** `heroAlt:` from a content file's frontmatter (one line, optionally quoted). */
function heroAlt(file: string): string | undefined {
  const frontmatter = readFileSync(path.join(ROOT, file), 'utf8').split(/^---$/m)[1] ?? '';
  const value = (parse(frontmatter) as { heroAlt?: unknown }).heroAlt;
  return typeof value === 'string' ? value : undefined;
}

/** Lists every text that appears more than once, with where. */
function repeated(entries: Array<[where: string, text: string]>): string[] {
  const seen = new Map<string, string[]>();
  for (const [where, text] of entries) seen.set(text.trim(), [...(seen.get(text.trim()) ?? []), where]);
  return [...seen].filter(([, where]) => where.length > 1).map(([text, where]) => `"${text}": ${where.join(', ')}`);
}

describe('site images', () => {
  it('are all different pictures, not copies or tints of one', async () => {
    expect(IMAGES.length).toBeGreaterThan(100);
    const hashes = await Promise.all(IMAGES.map(differenceHash));
    const tooClose: string[] = [];
    for (let i = 0; i < IMAGES.length; i += 1) {
      for (let j = i + 1; j < IMAGES.length; j += 1) {
        const d = distance(hashes[i]!, hashes[j]!);
        if (d < MIN_DISTANCE) tooClose.push(`${IMAGES[i]} ~ ${IMAGES[j]} (${d} of ${SIDE * SIDE} bits differ)`);
      }
    }
    expect(tooClose).toEqual([]);
  });

  it.each(LOCALES)('have alt texts of their own in %s', (locale) => {
    const alts: Array<[string, string]> = [];
    for (const file of files(`src/content/{blog,service-pages}/*/${locale}.{md,mdx}`)) {
      const alt = heroAlt(file);
      if (alt !== undefined) alts.push([file, alt]);
    }
    for (const file of files('src/content/service-pages/*/data.yaml')) {
      const data = parse(readFileSync(path.join(ROOT, file), 'utf8')) as { blocks?: Record<string, { images?: Array<{ file: string; alt: Record<string, string> }> }> };
      for (const block of Object.values(data.blocks ?? {})) {
        for (const image of block.images ?? []) alts.push([`${file} ${image.file}`, image.alt[locale] ?? '']);
      }
    }
    expect(alts.length).toBeGreaterThan(20);
    expect(repeated(alts)).toEqual([]);
  });
});
