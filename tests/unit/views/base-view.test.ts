import { describe, expect, it } from 'vitest';
import { resolveLocalizedView } from '../../../src/i18n/fallback';
import { baseLayoutView } from '../../../src/views/base-view';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('baseLayoutView', () => {
  it('puts home first and localizes every crumb, then lists them as JSON-LD after the site and the spa', () => {
    const shell = baseLayoutView(
      { locale: 'vi', path: '/services', title: 'T', description: 'D', breadcrumbs: [{ name: 'Dịch vụ', path: '/services' }] },
      NOW,
    );
    expect(shell.crumbs).toEqual([
      { name: 'Trang chủ', path: '/vi' },
      { name: 'Dịch vụ', path: '/vi/services' },
    ]);
    expect(shell.jsonLd.map((x) => x['@type'])).toEqual(['WebSite', 'DaySpa', 'BreadcrumbList']);
    expect(shell.jsonLd[2]).toMatchObject({ itemListElement: [{ position: 1, item: 'https://kingstonespa.vn/vi' }, { position: 2, name: 'Dịch vụ' }] });
  });

  it('has no crumbs and no breadcrumb list when the page gives none, and appends the page’s own JSON-LD', () => {
    const shell = baseLayoutView({ locale: 'ko', path: '/', title: 'T', description: 'D', jsonLd: [{ '@type': 'Article' }] }, NOW);
    expect(shell.crumbs).toBeUndefined();
    expect(shell.jsonLd.map((x) => x['@type'])).toEqual(['WebSite', 'DaySpa', 'Article']);
  });

  it('falls back to the site share image, with an alt text in the page language', () => {
    const shell = baseLayoutView({ locale: 'en', path: '/', title: 'T', description: 'D' }, NOW);
    expect(shell.image).toEqual({ src: '/og/kingstone-spa.png', width: 1200, height: 630, alt: expect.stringMatching(/^Kingstone Spa – \S/) });
    const own = { src: '/x.jpg', width: 800, height: 450, alt: 'x' };
    expect(baseLayoutView({ locale: 'en', path: '/', title: 'T', description: 'D', image: own }, NOW).image).toBe(own);
  });

  it('treats a page without a view as existing in every locale, and keeps a given view', () => {
    const shell = baseLayoutView({ locale: 'en', path: '/sitemap', title: 'T', description: 'D' }, NOW);
    expect(shell.view.canonicalPath).toBe('/en/sitemap');
    expect(shell.view.alternates.map((a) => a.path)).toEqual(['/sitemap', '/vi/sitemap', '/en/sitemap']);
    const view = resolveLocalizedView('/blog/x', 'en', { available: ['vi'], original: 'vi' });
    expect(baseLayoutView({ locale: 'en', path: '/blog/x', view, title: 'T', description: 'D' }, NOW).view).toBe(view);
  });

  it('takes the footer year from the clock it is given', () => {
    expect(baseLayoutView({ locale: 'ko', path: '/', title: 'T', description: 'D' }, NOW).year).toBe(2026);
  });
});
