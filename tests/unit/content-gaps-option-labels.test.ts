import { describe, expect, it } from 'vitest';
import { optionLabel } from '../../src/booking/option-label';
import { bookingFormProps } from '../../src/components/booking/booking-props';
import { getService, optionName, SERVICES } from '../../src/config/catalogue';
import { formatPrice } from '../../src/i18n/format';
import { LOCALES } from '../../src/i18n/locales';
import { serviceJsonLd } from '../../src/seo/service-json-ld';
import { bookingMessage } from '../../src/server/services/notify/message';
import type { Booking } from '../../src/server/data/schema';

/** The words of a label, without the " · " separators: a word said twice is a mistake ("VIP VIP"). */
function repeatedWords(label: string): string[] {
  const words = label.split(/[\s·/]+/u).filter((w) => /\p{L}/u.test(w));
  return words.filter((w, i) => words.indexOf(w) !== i);
}

const EVERY_OPTION = LOCALES.flatMap((locale) =>
  SERVICES.flatMap((service) => service.options.map((option) => ({ locale, service, option }))),
);

describe('option labels', () => {
  it.each(EVERY_OPTION.map((x) => [x.locale, x.option.id, x] as const))('%s %s says no word twice', (_l, _id, { locale, service, option }) => {
    expect(repeatedWords(optionLabel(service, option, locale))).toEqual([]);
    expect(repeatedWords(optionName(service, option, locale))).toEqual([]);
  });

  it('says VIP once: after the name of a VIP option, never after a name that already has it', () => {
    const thai = getService('thai-massage');
    const king = getService('super-king');
    expect(optionName(thai, thai.options.find((o) => o.tier === 'vip')!, 'ko')).toBe('로열 타이 마사지 VIP');
    expect(optionName(thai, thai.options.find((o) => o.tier === 'standard')!, 'en')).toBe('Royal Thai Massage');
    for (const locale of LOCALES) expect(optionName(king, king.options[0]!, locale)).toBe(king.name[locale]);
    expect(optionLabel(king, king.options[0]!, 'en')).toBe(`Super King VIP · 120 min · ${formatPrice(king.options[0]!.price, 'en')}`);
  });

  it.each(LOCALES)('the booking form (%s) lists every option without a repeated word', (locale) => {
    const { options } = bookingFormProps(locale);
    expect(options).toHaveLength(EVERY_OPTION.length / LOCALES.length);
    for (const { label } of options) expect(repeatedWords(label), label).toEqual([]);
  });

  it('the owner notification names every option without a repeated word', () => {
    for (const { service, option } of EVERY_OPTION.filter((x) => x.locale === 'ko')) {
      const booking = {
        id: 1, name: 'Kim', phone: '+84901234567', service_option: option.id, date: '2025-10-10', time: '15:00',
        notes: '', locale: 'ko', created_at: '2025-10-01T00:00:00Z',
      } as unknown as Booking;
      const { course } = bookingMessage(booking, 'https://example.com').data;
      expect(String(course)).toContain(optionName(service, option, 'en'));
      // The Korean and the English names each once: "슈퍼 킹 VIP / Super King VIP · 120 min · …".
      for (const half of String(course).split(' / ')) expect(repeatedWords(half), String(course)).toEqual([]);
    }
  });

  it.each(LOCALES)('the Service JSON-LD (%s) names each offer without a repeated word', (locale) => {
    for (const service of SERVICES) {
      const ld = serviceJsonLd({ service, locale, path: `/services/${service.id}`, description: 'x', imagePath: '/x.jpg' }) as {
        offers: { name: string }[];
      };
      for (const offer of ld.offers) expect(repeatedWords(offer.name), offer.name).toEqual([]);
    }
  });
});
