import { describe, expect, it } from 'vitest';
import { imageStem, lcpElement } from '../../scripts/lib/lcp-element.ts';
import type { LhResult } from '../../scripts/lib/lighthouse-run.ts';
import { pageType, speedType } from '../../scripts/lib/page-type.ts';

// `npm run bench:pages` names each slow page's LCP element and what it weighed, read from
// Lighthouse's report: the shapes below are the parts of a real Lighthouse 13 report it reads.
function report(node: Record<string, unknown>, requests: Record<string, unknown>[]): LhResult {
  return {
    audits: {
      'lcp-breakdown-insight': { details: { type: 'list', items: [{ type: 'table', items: [] }, { type: 'node', ...node }] } },
      'network-requests': { details: { type: 'table', items: requests } },
    },
  } as unknown as LhResult;
}

const requests = [
  { url: 'http://127.0.0.1:5000/blog/pho', resourceType: 'Document', transferSize: 10_076 },
  { url: 'http://127.0.0.1:5000/_astro/hero.UCZO91tY_X8UIB.avif', resourceType: 'Image', transferSize: 11_240 },
  { url: 'http://127.0.0.1:5000/_astro/other.AbCd_Z1.avif', resourceType: 'Image', transferSize: 3_000 },
];

describe('the LCP element of a Lighthouse report', () => {
  it('names an image by the variant the browser chose, not the fallback src', () => {
    const lhr = report({ selector: 'article > picture.article__hero > img', nodeLabel: 'A bowl of pho', snippet: '<img src="http://127.0.0.1:5000/_astro/hero.UCZO91tY_q84ko.jpeg" alt="A bowl of pho">' }, requests);
    expect(lcpElement(lhr)).toEqual({ kind: 'image', selector: 'article > picture.article__hero > img', label: 'A bowl of pho', url: 'http://127.0.0.1:5000/_astro/hero.UCZO91tY_X8UIB.avif', bytes: 11_240 });
  });

  it('weighs text by the HTML it came in', () => {
    const lhr = report({ selector: 'main > h1', nodeLabel: 'Prices', snippet: '<h1 class="title">' }, requests);
    expect(lcpElement(lhr)).toMatchObject({ kind: 'text', url: 'http://127.0.0.1:5000/blog/pho', bytes: 10_076 });
  });

  it('says nothing when Lighthouse found no element', () => {
    expect(lcpElement({ audits: {} } as unknown as LhResult)).toBeNull();
  });

  it('reads an image name without its variant', () => {
    expect(imageStem('/_astro/hero.UCZO91tY_X8UIB.avif')).toBe('hero.UCZO91tY');
    expect(imageStem('/media/logo.svg')).toBe('logo');
  });
});

describe('a page type', () => {
  it('keeps the locale and abstracts the variable parts', () => {
    expect(['/', '/vi/blog/pho', '/en/blog/page/3', '/blog/tag/thai', '/vi/blog/2025/06', '/en/services/thai-massage'].map(pageType)).toEqual([
      'ko:/',
      'vi:/blog/:slug',
      'en:/blog/page/N',
      'ko:/blog/tag/*',
      'vi:/blog/YYYY/MM',
      'en:/services/thai-massage',
    ]);
  });
});

describe("a page's speed type (npm run bench:pages)", () => {
  it('groups the service pages of a locale, and is the page type otherwise', () => {
    expect(['/services/thai-massage', '/en/services/nuru-massage', '/vi/services', '/blog/pho', '/en/privacy'].map(speedType)).toEqual([
      'ko:/services/:slug',
      'en:/services/:slug',
      'vi:/services',
      'ko:/blog/:slug',
      'en:/privacy',
    ]);
  });
});
