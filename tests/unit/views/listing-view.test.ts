import { describe, expect, it } from 'vitest';
import type { ListingProps } from '../../../src/blog/listing-routes';
import { listingView } from '../../../src/views/listing-view';

const taxonomy = {
  categories: [{ id: 'guides', order: 1, name: { ko: '가이드', vi: 'Hướng dẫn', en: 'Guides' } }],
  tags: [{ id: 'stone', name: { ko: '돌', vi: 'Đá', en: 'Stone' } }],
};
const group = (kind: ListingProps['group']['kind'], key: string, basePath: string): ListingProps['group'] => ({ kind, key, basePath, params: {} });

describe('listingView', () => {
  it('gives the blog’s first page the hero heading and no breadcrumbs', () => {
    const page = listingView({ locale: 'en', group: group('all', '', '/blog'), page: 1, total: 30 }, taxonomy);
    expect(page.isIndex).toBe(true);
    expect(page.heading).toBe('Latest articles');
    expect(page.layout).toMatchObject({ path: '/blog', title: 'Blog | Kingstone Spa', breadcrumbs: undefined });
    expect(page.basePath).toBe('/en/blog');
  });

  it('names a category page after the category, with its count, and numbers later pages', () => {
    const page = listingView({ locale: 'en', group: group('category', 'guides', '/blog/category/guides'), page: 2, total: 14 }, taxonomy);
    expect(page.isIndex).toBe(false);
    expect(page.heading).toBe('Guides');
    expect(page.layout).toMatchObject({
      path: '/blog/category/guides/page/2',
      title: 'Guides – Page 2 | Kingstone Spa',
      description: '14 articles in the Guides category of the Kingstone Spa blog.',
      breadcrumbs: [
        { name: 'Blog', path: '/blog' },
        { name: 'Guides', path: '/blog/category/guides' },
        { name: 'Page 2', path: '/blog/category/guides/page/2' },
      ],
    });
    expect(page.basePath).toBe('/en/blog/category/guides');
  });

  it('heads a tag page with the tag and a month page with the month, in the page language', () => {
    expect(listingView({ locale: 'en', group: group('tag', 'stone', '/blog/tag/stone'), page: 1, total: 3 }, taxonomy).heading).toBe('#Stone');
    const month = listingView({ locale: 'en', group: group('month', '2026/03', '/blog/2026/03'), page: 1, total: 5 }, taxonomy);
    expect(month.layout.description).toBe(`5 Kingstone Spa blog articles published in ${month.heading}.`);
    expect(month.heading).toMatch(/March 2026/);
  });

  it('refuses a listing of a category that does not exist', () => {
    expect(() => listingView({ locale: 'ko', group: group('category', 'gone', '/blog/category/gone'), page: 1, total: 0 }, taxonomy)).toThrow(
      'unknown category "gone"',
    );
  });
});
