import { formatPrice, formatPriceRange } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { isMoney, MONEY_SLOT, type LocalText, type Money } from './schemas';
import { pickText } from './text';

/**
 * An amount from data as the page shows it: the catalogue's price format for the locale, inside
 * the amount's words when it has them. `{ from: 250000, to: 400000 }` → "250.000–400.000 ₫" (vi);
 * a bare number is one amount in VND.
 */
export function formatMoney(money: Money | number, locale: Locale): string {
  if (typeof money === 'number') return formatPrice(money, locale);
  const price = 'amount' in money ? formatPrice(money.amount, locale) : formatPriceRange(money.from, money.to, locale);
  // The schema checks that each language's words hold {price} exactly once.
  return money.text === undefined ? price : pickText(money.text, locale).replace(MONEY_SLOT, () => price);
}

/** A field that holds a text or an amount (a bare number being an amount in VND), in `locale`. */
export function pickTextOrMoney(value: LocalText | Money | number, locale: Locale): string {
  return typeof value === 'number' || isMoney(value) ? formatMoney(value, locale) : pickText(value, locale);
}
