import type { Service } from '../../config/catalogue-schema';
import { cachedFormatter, formatDuration, formatPrice } from '../../i18n/format';
import { LOCALE_META, type Locale } from '../../i18n/locales';
import type { BlockT } from './text';

/**
 * A course length range in the locale's notation, with formatDuration's unit style (it belongs next
 * to it in src/i18n/format.ts; kept here while that module is edited elsewhere): "60~120분", "60-120 phút", "60–120 min";
 * one length when they are equal ("90분"), never "~90분" (Intl's "about 90" for an empty range).
 */
export function formatDurationRange(fromMinutes: number, toMinutes: number, locale: Locale): string {
  if (fromMinutes === toMinutes) return formatDuration(fromMinutes, locale);
  return cachedFormatter(
    `minute range ${locale}`,
    () => new Intl.NumberFormat(LOCALE_META[locale].lang, { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
  ).formatRange(fromMinutes, toMinutes);
}

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
