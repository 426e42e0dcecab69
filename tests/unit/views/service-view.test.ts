import { describe, expect, it } from 'vitest';
import { PAGE_SERVICES } from '../../../src/config/catalogue';
import { serviceView } from '../../../src/views/service-view';

const service = PAGE_SERVICES[0]!;
const text = { title: 'A title for the page', description: 'What the page says in search results.', heroAlt: 'The room', keywords: ['kind of massage', 'District 1 massage'] };
const share = { src: '/_astro/service.jpg', width: 1200, height: 630 };

describe('serviceView', () => {
  it('titles the page, crumbs it under the services and gives it a share image with its alt', () => {
    const page = serviceView({ locale: 'en', service, text, share });
    expect(page.layout).toMatchObject({
      locale: 'en',
      path: `/services/${service.id}`,
      title: 'A title for the page | Kingstone Spa',
      description: text.description,
      image: { ...share, alt: 'The room' },
      breadcrumbs: [
        { name: 'Services', path: '/services' },
        { name: service.name.en, path: `/services/${service.id}` },
      ],
    });
    expect(page.searchMeta).toBe('language:English');
  });

  it('gives the page keywords: the service’s name from the catalogue, the page’s own, the spa’s name, once each', () => {
    const page = serviceView({ locale: 'en', service, text: { ...text, keywords: [...text.keywords, service.name.en] }, share });
    expect(page.layout.keywords).toEqual([service.name.en, 'kind of massage', 'District 1 massage', 'Kingstone Spa']);
  });

  it('describes the service with one offer per catalogue option, at the localized URL', () => {
    const [jsonLd = {}] = serviceView({ locale: 'vi', service, text, share }).layout.jsonLd ?? [];
    expect(jsonLd).toMatchObject({ '@type': 'Service', name: service.name.vi, url: `https://kingstonespa.vn/vi/services/${service.id}` });
    expect((jsonLd['offers'] as { sku: string; price: number }[]).map((o) => [o.sku, o.price])).toEqual(
      service.options.map((o) => [o.id, o.price]),
    );
  });

  it('closes with a call to action naming the service in the page language', () => {
    expect(serviceView({ locale: 'en', service, text, share }).cta).toMatchObject({
      block: 'cta-box',
      title: `Book your ${service.name.en} today`,
    });
  });
});
