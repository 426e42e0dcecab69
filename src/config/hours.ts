import { BUSINESS } from './business';
import { formatHourRange } from '../i18n/format';
import type { Translate } from '../i18n/t';

/** "매일 12:00–24:00" / "Hằng ngày …" / "Daily …" from the one opening-hours value. */
export function dailyHoursText(t: Translate): string {
  return t('contact.hoursDaily', { opens: BUSINESS.hours.opens, closes: BUSINESS.hours.closes });
}

/** "12:00–24:00", for sentences that already say "daily". */
export function hourRangeText(): string {
  return formatHourRange(BUSINESS.hours.opens, BUSINESS.hours.closes);
}
