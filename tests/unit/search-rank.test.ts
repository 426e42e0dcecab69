import { describe, expect, it } from 'vitest';
import { localeOfUrl, rankByLocale } from '../../src/browser/search-rank';

describe('localeOfUrl', () => {
  it.each([
    ['/blog/spa-guide/', 'ko'],
    ['/', 'ko'],
    ['/vi/blog/cach-chon-massage-thai/', 'vi'],
    ['/en/services/thai-massage', 'en'],
    ['/en', 'en'],
    ['/ko/blog/x', 'ko'],
    ['/english-tea/', 'ko'],
    ['https://kingstone.example/vi/services/', 'vi'],
  ] as const)('%s → %s', (url, locale) => {
    expect(localeOfUrl(url)).toBe(locale);
  });
});

describe('rankByLocale', () => {
  const results = [
    { url: '/vi/blog/a/' },
    { url: '/en/blog/b/' },
    { url: '/blog/c/' },
    { url: '/vi/blog/d/' },
    { url: '/en/services/e/' },
  ];

  it('puts the page’s language first and keeps Pagefind’s order inside each group', () => {
    expect(rankByLocale(results, 'en').map((r) => r.url)).toEqual([
      '/en/blog/b/',
      '/en/services/e/',
      '/vi/blog/a/',
      '/blog/c/',
      '/vi/blog/d/',
    ]);
    expect(rankByLocale(results, 'ko').map((r) => r.url)).toEqual([
      '/blog/c/',
      '/vi/blog/a/',
      '/en/blog/b/',
      '/vi/blog/d/',
      '/en/services/e/',
    ]);
  });

  it('loses and duplicates nothing', () => {
    const ranked = rankByLocale(results, 'vi');
    expect(ranked).toHaveLength(results.length);
    expect(new Set(ranked)).toEqual(new Set(results));
  });
});
