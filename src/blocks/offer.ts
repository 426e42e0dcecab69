import type { Service } from '../config/catalogue-schema';
import { formatDurationRange, formatPrice } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { BlockT } from './text';

/**
 * What a block says about one of our services, from the catalogue only (never typed in data.yaml):
 * the name, the course lengths (shortest to longest) and the lowest price, "from" when options
 * cost different amounts. Example (ko, watsu): "왓수 수중 마사지 60~120분 · 1,200,000동부터".
 */
export function describeOffer(service: Service, locale: Locale, t: BlockT): string {
  const minutes = service.options.map((o) => o.minutes);
  const prices = service.options.map((o) => o.price);
  const lowest = Math.min(...prices);
  const price = formatPrice(lowest, locale);
  return t('block.offer', {
    service: service.name[locale],
    duration: formatDurationRange(Math.min(...minutes), Math.max(...minutes), locale),
    price: prices.every((p) => p === lowest) ? price : t('block.priceFrom', { price }),
  });
}
