import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HotServiceList } from '../../../src/components/services/HotServiceList';
import { RelatedServices } from '../../../src/components/services/RelatedServices';
import { ContactBox } from '../../../src/components/layout/ContactBox';
import { ServiceHeroText } from '../../../src/components/services/ServiceHeroText';
import { ServicePrices } from '../../../src/components/services/ServicePrices';
import { ServiceCard } from '../../../src/components/ui/ServiceCard';
import { BUSINESS } from '../../../src/config/business';
import { getService, getStartingOption, SERVICES } from '../../../src/config/catalogue';
import { bookingPath, mainWebsite, servicePath } from '../../../src/config/navigation';
import { SITE } from '../../../src/config/site';
import { formatDuration, formatPrice } from '../../../src/i18n/format';
import { LOCALES } from '../../../src/i18n/locales';
import { localizePath } from '../../../src/i18n/routing';
import { createT } from '../../../src/i18n/t';
import { count } from '../../support/html';

/** The lowest price of a catalogue service, as the data file sets it: what "from …" labels show. */
const lowestPrice = (id: string) => Math.min(...getService(id).options.map((o) => o.price));

describe('bookingPath', () => {
  it('names the starting option, or the option asked for, in the query the booking page reads', () => {
    expect(bookingPath('thai-massage')).toBe(`/booking?service=${getStartingOption(getService('thai-massage')).id}`);
    expect(bookingPath('couple-massage', 'couple-vip-120')).toBe('/booking?service=couple-vip-120');
    expect(localizePath(bookingPath('watsu'), 'vi')).toMatch(/^\/vi\/booking\?service=watsu-/);
  });

  it('refuses an unknown service or an option of another service', () => {
    expect(() => bookingPath('lingam')).toThrow('Unknown service id "lingam"');
    expect(() => bookingPath('thai-massage', 'nuru-90')).toThrow('has no option "nuru-90"');
  });
});

describe('mainWebsite', () => {
  it('is the configured site only when it is another origin than ours', () => {
    expect(mainWebsite('https://kingstonespa.vn', 'https://kingstonespa.vn')).toBeUndefined();
    expect(mainWebsite('https://kingstonespa.vn/', 'https://kingstonespa.vn')).toBeUndefined();
    expect(mainWebsite('https://kingstonespa.vn', 'https://blog.kingstonespa.vn')).toBe('https://kingstonespa.vn');
  });
});

describe('servicePath', () => {
  it('links a service with a page to its page and one without (watsu) to its card on /services', () => {
    expect(servicePath('thai-massage')).toBe('/services/thai-massage');
    expect(servicePath('super-king')).toBe('/services/super-king');
    expect(servicePath('watsu')).toBe('/services#watsu');
    for (const s of SERVICES) expect(servicePath(s.id)).toBe(s.page ? `/services/${s.id}` : `/services#${s.id}`);
  });

  it('refuses an unknown service', () => {
    expect(() => servicePath('lingam-massage')).toThrow(/Unknown service id "lingam-massage"/);
  });
});

describe.each(LOCALES)('service page components in %s', (locale) => {
  const t = createT(locale);

  it('the price section lists every catalogue option, the included items and books that course on the booking page', () => {
    for (const service of SERVICES.filter((s) => s.page)) {
      const html = renderToStaticMarkup(<ServicePrices service={service} locale={locale} t={t} />);
      for (const option of service.options) {
        expect(html).toContain(`<data value="${option.price}">${formatPrice(option.price, locale)}</data>`);
      }
      for (const item of service.included[locale]) expect(html).toContain(`<li>${item}</li>`);
      expect(html).toContain(`href="${localizePath(`/booking?service=${getStartingOption(service).id}`, locale)}"`);
      expect(html).toContain(`href="tel:${BUSINESS.hotline.replace(/[^+\d]/g, '')}"`);
    }
  });

  it('the hero shows the lengths, the starting price and staff or guests from the catalogue', () => {
    const two = renderToStaticMarkup(<ServiceHeroText service={getService('two-staff-massage')} locale={locale} t={t} title="T" />);
    for (const m of [60, 90, 120]) expect(two).toContain(formatDuration(m, locale));
    expect(two).toContain(t('services.from', { price: formatPrice(lowestPrice('two-staff-massage'), locale) }));
    expect(two).toContain(t('services.staff', { count: 2 }));
    const body = renderToStaticMarkup(<ServiceHeroText service={getService('body-massage')} locale={locale} t={t} title="T" />);
    expect(body).toContain(`<dd>${formatPrice(lowestPrice('body-massage'), locale)}</dd>`);
    expect(body).not.toContain(t('servicePage.vipAvailable'));
    const couple = renderToStaticMarkup(<ServiceHeroText service={getService('couple-massage')} locale={locale} t={t} title="T" />);
    expect(couple).toContain(t('services.guests', { count: 2 }));
    expect(couple).toContain(t('servicePage.vipAvailable'));
    expect(couple).toContain('<h1 id="service-title">T</h1>');
  });

  it('the HOT list shows every featured service with its starting price and a book button each', () => {
    const html = renderToStaticMarkup(<HotServiceList locale={locale} t={t} currentId="nuru-massage" />);
    expect(count(html, `/booking?service=`)).toBe(SITE.featuredServices.length);
    for (const id of SITE.featuredServices) {
      const service = getService(id);
      expect(html).toContain(`href="${localizePath(bookingPath(id), locale)}"`);
      expect(html).toContain(t('servicePage.bookService', { service: service.name[locale] }));
      expect(html).toContain(formatPrice(lowestPrice(id), locale));
    }
    expect(count(html, 'aria-current="page"')).toBe(1);
  });

  it('the book buttons name their service and keep the visible word in that name (label in name)', () => {
    expect(t('servicePage.bookService', { service: 'X' })).toContain(t('servicePage.book'));
  });

  it('related services link to their pages with their starting price', () => {
    const html = renderToStaticMarkup(<RelatedServices ids={['thai-massage', 'super-king']} locale={locale} t={t} />);
    const prefix = locale === 'ko' ? '' : `/${locale}`;
    expect(html).toContain(`<a href="${prefix}/services/thai-massage">`);
    expect(html).toContain(`<a href="${prefix}/services/super-king">`);
    expect(html).toContain(formatPrice(lowestPrice('super-king'), locale));
  });

  it('the contact box shows the address, hours and hotline from the business config', () => {
    const html = renderToStaticMarkup(<ContactBox locale={locale} t={t} title={t('servicePage.contactTitle')} />);
    expect(html).toContain(BUSINESS.address.display[locale]);
    expect(html).toContain(t('contact.hoursDaily', { opens: BUSINESS.hours.opens, closes: BUSINESS.hours.closes }));
    expect(html).toContain(`>${BUSINESS.hotline}</a>`);
  });
});

describe('ServiceCard', () => {
  it('links the name to the service page when given one, and not otherwise', () => {
    const t = createT('en');
    const linked = renderToStaticMarkup(<ServiceCard service={getService('thai-massage')} locale="en" t={t} headingLevel={2} href="/en/services/thai-massage" />);
    expect(linked).toContain('<a href="/en/services/thai-massage">Royal Thai Massage</a></h2>');
    const plain = renderToStaticMarkup(<ServiceCard service={getService('watsu')} locale="en" t={t} headingLevel={2} />);
    expect(plain).toMatch(/id="watsu-title">Watsu Aquatic Massage<\/h2>/);
  });
});
