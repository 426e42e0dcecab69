import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { blockTypesIn, imageFilesIn } from '../../../src/blocks/article-blocks';
import { BLOCK_NAMES, BLOCK_TYPES, createBlockComponents } from '../../../src/blocks/registry';
import { articleData, createBlockT, fakeImages, render } from '../../support/blocks';

const FILE = 'src/content/blog/district-1/ko.mdx';
const data = articleData({
  cta: { block: 'cta-box', title: { en: 'Book' }, text: { en: 'Now' } },
  photos: { block: 'image-gallery', images: [{ file: 'a.jpg', alt: { en: 'A' } }, { file: 'b.jpg', alt: { en: 'B' } }] },
  venues: {
    block: 'venue-cards',
    venues: [
      { name: 'X', address: 'Y', priceRange: '₫', rating: 4, highlight: { en: 'Z' }, features: [], image: 'a.jpg' },
      { name: 'X2', address: 'Y', priceRange: '₫', rating: 4, highlight: { en: 'Z' }, features: [], image: 'c.jpg' },
    ],
  },
});
const components = (images = fakeImages(['a.jpg', 'b.jpg', 'c.jpg'])) =>
  createBlockComponents({ data, locale: 'ko', t: createBlockT('ko'), file: FILE, images });

describe('createBlockComponents', () => {
  it('offers one component per block type', () => {
    expect(Object.keys(components()).sort()).toEqual([...BLOCK_NAMES].sort());
    expect(new Set(Object.values(BLOCK_TYPES)).size).toBe(BLOCK_NAMES.length);
  });

  it('renders a block from its dataset', () => {
    const { CtaBox } = components();
    expect(render(<CtaBox id="cta" />)).toContain('<h2 class="block-cta__title" id="block-cta-title">Book</h2>');
  });

  it('fails the build naming the file when the dataset is missing', () => {
    const { RankingTable } = components();
    expect(() => render(<RankingTable id="top30" />)).toThrow(
      `${FILE}: <RankingTable id="top30"> needs a "ranking-table" dataset named "top30" in data.yaml`,
    );
  });

  it('fails the build naming the file when the dataset is of another block type', () => {
    const { Testimonials } = components();
    expect(() => render(<Testimonials id="cta" />)).toThrow(
      `${FILE}: <Testimonials id="cta"> needs a "testimonials" dataset named "cta" in data.yaml`,
    );
  });

  it('defers the failure to rendering, so Astro recognises the component and reports our message', () => {
    // Astro's React renderer calls the component once to check that it returns a React element,
    // ignoring what it throws; the lookup must not happen in that call.
    const { RankingTable } = components();
    const element = RankingTable({ id: 'top30' });
    expect(isValidElement(element)).toBe(true);
    expect(() => render(element)).toThrow('needs a "ranking-table" dataset named "top30"');
  });

  it('fails clearly when the page did not resolve an image', () => {
    const { ImageGallery } = components(fakeImages(['a.jpg']));
    expect(() => render(<ImageGallery id="photos" />)).toThrow(`${FILE}: image "b.jpg" of dataset "photos" was not resolved`);
  });
});

describe('imageFilesIn and blockTypesIn', () => {
  it('lists every image file once, in order of appearance', () => {
    expect(imageFilesIn(data)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(imageFilesIn(articleData({ cta: { block: 'cta-box', title: { en: 'a' }, text: { en: 'b' } } }))).toEqual([]);
  });

  it('lists the block types used, for loading only the needed scripts', () => {
    expect([...blockTypesIn(data)].sort()).toEqual(['cta-box', 'image-gallery', 'venue-cards']);
  });
});
