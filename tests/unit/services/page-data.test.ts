import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { imageFilesIn } from '../../../src/blocks/article-blocks';
import { readableText, wordCount } from '../../../src/blog/read-time';
import { PAGE_SERVICES } from '../../../src/config/catalogue';
import { LOCALES } from '../../../src/i18n/locales';
import { splitLocale } from '../../../src/i18n/routing';
import { parseServicePageData } from '../../../src/services/page-data';
import { frontmatterOf } from '../../support/content';
import { configErrorOf } from '../../support/validation';

const ROOT = path.resolve(__dirname, '../../../src/content/service-pages');
const GALLERY = path.resolve(__dirname, '../../../src/assets/media/gallery');
const file = (id: string, name: string) => path.join(ROOT, id, name);
const read = (id: string, name: string) => readFileSync(file(id, name), 'utf8');
const frontmatter = (text: string) => parse(frontmatterOf(text)) as Record<string, string>;

const dataError = (yaml: string, id = 'nuru-massage') =>
  configErrorOf(() => parseServicePageData(yaml, `src/content/service-pages/${id}/data.yaml`, id));

describe('service page data.yaml', () => {
  it('has exactly one folder per catalogue service with a page', () => {
    expect(readdirSync(ROOT).sort()).toEqual(PAGE_SERVICES.map((s) => s.id).sort());
  });

  it.each(PAGE_SERVICES.map((s) => s.id))('%s: its data.yaml is valid and its gallery photos exist', (id) => {
    const data = parseServicePageData(read(id, 'data.yaml'), `${id}/data.yaml`, id);
    expect(data.related.length).toBeGreaterThanOrEqual(2);
    const photos = new Set(readdirSync(GALLERY));
    for (const image of imageFilesIn(data.blocks)) expect(photos.has(image), image).toBe(true);
  });

  it('gives every page a 6-photo gallery (SPEC §5), and the pages the spec names a background loop', () => {
    for (const { id } of PAGE_SERVICES) {
      const data = parseServicePageData(read(id, 'data.yaml'), id, id);
      const galleries = Object.values(data.blocks).filter((b) => b.block === 'image-gallery');
      const rich = ['nuru-massage', 'two-staff-massage', 'super-king'].includes(id);
      expect(data.video, id).toBe(rich);
      expect(galleries.map((g) => g.images.length), id).toEqual([6]);
    }
  });

  it('gives couple-massage 4 benefits, 4 occasions, facility features and 5 steps, and two-staff-massage techniques, effects and 5 steps', () => {
    const couple = parseServicePageData(read('couple-massage', 'data.yaml'), 'c', 'couple-massage').blocks;
    expect(couple['benefits']).toMatchObject({ block: 'benefit-grid', items: { length: 4 } });
    expect(couple['occasions']).toMatchObject({ block: 'featured-grid', items: { length: 4 } });
    expect(couple['facilities']?.block).toBe('benefit-grid');
    expect(couple['process']).toMatchObject({ block: 'process-steps', steps: { length: 5 } });
    const two = parseServicePageData(read('two-staff-massage', 'data.yaml'), 't', 'two-staff-massage').blocks;
    expect(two['techniques']?.block).toBe('featured-grid');
    expect(two['effects']?.block).toBe('benefit-grid');
    expect(two['process']).toMatchObject({ block: 'process-steps', steps: { length: 5 } });
  });

  it('names the file and field of an unknown, page-less or repeated related service', () => {
    expect(dataError('related: [thai-massage, sauna]')).toMatch(
      /^Invalid data in src\/content\/service-pages\/nuru-massage\/data\.yaml:\n  - related\.1: must be the id of a service with a page: thai-massage,/,
    );
    expect(dataError('related: [thai-massage, watsu]')).toMatch(/related\.1: must be the id of a service with a page/);
    expect(dataError('related: [thai-massage, thai-massage]')).toMatch(/related: lists a service twice/);
  });

  it('wants 2 or 3 related pages, never the page itself', () => {
    expect(dataError('related: [thai-massage]')).toMatch(/related: list 2 or 3 other service pages/);
    expect(dataError('related: [thai-massage, body-massage, super-king, couple-massage]')).toMatch(/list 2 or 3/);
    expect(dataError('related: [thai-massage, nuru-massage]')).toMatch(/related: a page cannot suggest itself \("nuru-massage"\)/);
  });

  it('refuses unknown keys and bad block data with the path named', () => {
    expect(dataError('related: [thai-massage, body-massage]\nvideos: true')).toMatch(/Unrecognized key: "videos"/);
    expect(dataError('related: [thai-massage, body-massage]\nblocks:\n  g: { block: image-gallery, images: [] }')).toMatch(
      /blocks\.g\.images: needs at least one image/,
    );
  });
});

describe('service page texts', () => {
  const texts = PAGE_SERVICES.flatMap((s) => LOCALES.map((locale) => [s.id, locale] as const));

  it.each(texts)('%s/%s.mdx: frontmatter complete, 300–600 words in ## sections', (id, locale) => {
    const text = read(id, `${locale}.mdx`);
    const meta = frontmatter(text);
    expect(meta['title']?.length).toBeGreaterThanOrEqual(5);
    expect(meta['description']?.length).toBeGreaterThanOrEqual(50);
    expect(meta['description']?.length).toBeLessThanOrEqual(200);
    expect(meta['heroAlt']?.length).toBeGreaterThanOrEqual(5);
    expect(text.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    const words = wordCount(text);
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(600);
  });

  it.each(texts)('%s/%s.mdx types no price, length or opening hours (they come from the catalogue and config)', (id, locale) => {
    const prose = readableText(read(id, `${locale}.mdx`));
    expect(prose).not.toMatch(/\d{1,3}(?:[.,]\d{3})+/);
    expect(prose).not.toMatch(/\d\s*(?:₫|đ\b|동|VND|분|phút|min\b|minutes?|시간|giờ|hours?)/i);
    expect(prose).not.toMatch(/\b\d{1,2}[:h]\d{2}\b/);
  });

  it.each(PAGE_SERVICES.map((s) => s.id))('%s/data.yaml types no price, length or opening hours either', (id) => {
    const yaml = read(id, 'data.yaml').replace(/^\s*#.*$/gm, '');
    expect(yaml).not.toMatch(/\d{1,3}(?:[.,]\d{3})+|\d\s*(?:₫|동|VND|분|phút|min\b|minutes?|시간|giờ|hours?)|\b\d{1,2}:\d{2}\b/i);
    expect(yaml).not.toMatch(/minutes:/);
  });

  it.each(texts)('%s/%s.mdx links only to pages in its own language', (id, locale) => {
    const links = [...read(id, `${locale}.mdx`).matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1] ?? '');
    for (const link of links) {
      if (locale === 'ko') expect(splitLocale(link).locale, link).toBe('ko');
      else expect(link.startsWith(`/${locale}/`) || link === `/${locale}`, link).toBe(true);
    }
  });
});
