import type { Service } from '../config/catalogue-schema';
import { BUSINESS } from '../config/business';
import { optionTierWord } from '../config/catalogue';
import { formatDuration } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { absoluteUrl } from '../config/site';
import { SPA_ID, type JsonLd } from './json-ld';

export interface ServiceJsonLdInput {
  service: Service;
  locale: Locale;
  /** The page's localized path, e.g. "/vi/services/thai-massage". */
  path: string;
  description: string;
  /** Root-relative path of the page's share image. */
  imagePath: string;
}

/**
 * A service page's `Service`, offered by the spa (the DaySpa node of every page), with one `Offer`
 * per catalogue option: its price in VND exactly as the catalogue has it, never a typed copy.
 */
export function serviceJsonLd({ service, locale, path, description, imagePath }: ServiceJsonLdInput): JsonLd {
  const url = absoluteUrl(path);
  const name = service.name[locale];
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name,
    serviceType: name,
    description,
    url,
    image: absoluteUrl(imagePath),
    provider: { '@id': SPA_ID },
    areaServed: { '@type': 'City', name: BUSINESS.address.locality },
    offers: service.options.map((option) => ({
      '@type': 'Offer',
      sku: option.id,
      name: [name, formatDuration(option.minutes, locale), optionTierWord(service, option, locale)]
        .filter((part) => part !== undefined)
        .join(' · '),
      price: option.price,
      priceCurrency: 'VND',
      availability: 'https://schema.org/InStock',
      url,
    })),
  };
}
