import { BUSINESS } from '../config/business';
import { SITE } from '../config/site';
import { upcomingSpecialHours } from '../config/special-hours';
import { LOCALE_META, type Locale } from '../i18n/locales';
import { absoluteUrl } from '../config/site';
import { localizePath } from '../i18n/routing';
import { siteNow } from '../config/clock';

export type JsonLd = Record<string, unknown>;

/** The spa's node id: other JSON-LD (articles, services) points to it as publisher or provider. */
export const SPA_ID = `${SITE.url}/#spa`;
const WEBSITE_ID = `${SITE.url}/#website`;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org has no "24:00"; open until midnight is written 23:59. */
const schemaTime = (time: string) => (time === '24:00' ? '23:59' : time);

/**
 * `now` counts which special hours have not ended yet: pages are static, so that is the build
 * time, and an entry that ends after a build stays in the page until the next one.
 */
export function daySpaJsonLd(locale: Locale, now: Date = siteNow()): JsonLd {
  const { address, geo, hours } = BUSINESS;
  const special = upcomingSpecialHours(now);
  return {
    '@context': 'https://schema.org',
    '@type': 'DaySpa',
    '@id': SPA_ID,
    name: BUSINESS.name,
    legalName: BUSINESS.legalName,
    url: absoluteUrl(localizePath('/', locale)),
    image: absoluteUrl(SITE.defaultOgImage.path),
    telephone: BUSINESS.hotline,
    email: BUSINESS.email,
    priceRange: BUSINESS.priceRange,
    currenciesAccepted: 'VND',
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.streetAddress,
      addressLocality: address.district,
      addressRegion: address.locality,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAYS,
        opens: schemaTime(hours.opens),
        closes: schemaTime(hours.closes),
      },
    ],
    ...(special.length > 0
      ? {
          // schema.org writes a closed day as opens = closes = 00:00.
          specialOpeningHoursSpecification: special.map((entry) => ({
            '@type': 'OpeningHoursSpecification',
            validFrom: entry.from,
            validThrough: entry.to,
            opens: entry.closed ? '00:00' : schemaTime(entry.opens),
            closes: entry.closed ? '00:00' : schemaTime(entry.closes),
          })),
        }
      : {}),
    sameAs: Object.values(BUSINESS.socials),
  };
}

export function websiteJsonLd(locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    url: absoluteUrl(localizePath('/', locale)),
    name: BUSINESS.name,
    inLanguage: LOCALE_META[locale].lang,
    publisher: { '@id': SPA_ID },
  };
}

/** Items are name + localized path, the same list the visible breadcrumb shows. */
export function breadcrumbJsonLd(items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`. Characters that could end the script element
 * or be read as markup are written as \u escapes, so no content can break out of it.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
