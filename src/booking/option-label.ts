import { optionName } from '../config/catalogue';
import type { Service, ServiceOption } from '../config/catalogue-schema';
import { formatDuration, formatPrice } from '../i18n/format';
import type { Locale } from '../i18n/locales';

/**
 * A bookable option as the visitor picks it and the owner reads it:
 * "슈퍼 킹 VIP · 120분 · 2,590,000동", "Massage Thái Hoàng Gia VIP · 90 phút · 2.100.000 ₫".
 * The name (and whether it needs "VIP") comes from optionName, the catalogue's one rule.
 */
export function optionLabel(service: Service, option: ServiceOption, locale: Locale): string {
  return `${optionName(service, option, locale)} · ${formatDuration(option.minutes, locale)} · ${formatPrice(option.price, locale)}`;
}
