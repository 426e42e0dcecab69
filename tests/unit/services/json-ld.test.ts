import { describe, expect, it } from 'vitest';
import { PAGE_SERVICES } from '../../../src/config/catalogue';
import { LOCALES } from '../../../src/i18n/locales';
import { daySpaJsonLd, SPA_ID } from '../../../src/seo/json-ld';
import { serviceJsonLd } from '../../../src/seo/service-json-ld';

describe('Service JSON-LD', () => {
  it.each(LOCALES)('has one VND Offer per catalogue option, provided by the DaySpa (%s)', (locale) => {
    for (const service of PAGE_SERVICES) {
      const ld = serviceJsonLd({ service, locale, path: `/services/${service.id}`, description: 'D', imagePath: '/x.jpg' });
      expect(ld['@type']).toBe('Service');
      expect(ld['provider']).toEqual({ '@id': SPA_ID });
      expect(ld['name']).toBe(service.name[locale]);
      const offers = ld['offers'] as Record<string, unknown>[];
      expect(offers).toHaveLength(service.options.length);
      service.options.forEach((option, i) => {
        expect(offers[i]).toMatchObject({ '@type': 'Offer', sku: option.id, price: option.price, priceCurrency: 'VND' });
      });
    }
  });

  it('points its provider at the DaySpa node every page carries', () => {
    expect(daySpaJsonLd('ko')['@id']).toBe(SPA_ID);
  });

  it('uses absolute URLs and marks VIP offers', () => {
    const ld = serviceJsonLd({
      service: PAGE_SERVICES.find((s) => s.id === 'thai-massage')!,
      locale: 'en',
      path: '/en/services/thai-massage',
      description: 'D',
      imagePath: '/_astro/hero.jpg',
    });
    expect(ld['url']).toMatch(/^https?:\/\/[^/]+\/en\/services\/thai-massage$/);
    expect(ld['image']).toMatch(/^https?:\/\/[^/]+\/_astro\/hero\.jpg$/);
    expect((ld['offers'] as { name: string }[]).map((o) => o.name)).toEqual([
      'Royal Thai Massage · 90 min',
      'Royal Thai Massage · 90 min · VIP',
    ]);
  });
});
