import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, daySpaJsonLd, serializeJsonLd } from '../../src/seo/json-ld';

describe('JSON-LD', () => {
  it('describes the spa as a DaySpa with hours from the config (24:00 as 23:59)', () => {
    const spa = daySpaJsonLd('vi');
    expect(spa['@type']).toBe('DaySpa');
    expect(spa.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '12:00', closes: '23:59', dayOfWeek: expect.arrayContaining(['Sunday']) }),
    ]);
    expect(spa.url).toMatch(/\/vi$/);
    expect(spa.telephone).toBe('+84 90 123 4567');
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const list = breadcrumbJsonLd([
      { name: 'Home', path: '/en' },
      { name: 'Services', path: '/en/services' },
    ]);
    expect(list.itemListElement).toEqual([
      expect.objectContaining({ position: 1, item: expect.stringMatching(/^https?:\/\/.+\/en$/) }),
      expect.objectContaining({ position: 2, name: 'Services' }),
    ]);
  });

  it('cannot be broken out of: markup characters are escaped and the JSON still parses', () => {
    const data = { name: '</script><script>alert(1)</script> & \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
