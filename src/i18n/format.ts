import { LOCALE_META, TIME_ZONE, type Locale } from './locales';

/*
 * Intl formatters are costly to create (a build formats dates and prices hundreds of thousands of
 * times), so each one is made once per locale and options and reused.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
export function cachedFormatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The one place prices are formatted. VND has no minor unit.
 *   ko: "1,600,000동"   vi: "1.600.000 ₫"   en: "VND 1,600,000"
 * Korean readers say 동 for the Vietnamese currency, so ko appends it to a Korean-grouped number.
 */
export function formatPrice(vnd: number, locale: Locale): string {
  const price = priceFormatter(locale).format(vnd).replace(/\u00a0/g, ' ');
  return locale === 'ko' ? `${price}동` : price;
}

/**
 * A price range with the same formatter as formatPrice, joined the locale's way (Intl's range
 * pattern, so the currency is written once):
 *   ko: "250,000~400,000동"   vi: "250.000–400.000 ₫"   en: "VND 250,000–400,000"
 */
export function formatPriceRange(from: number, to: number, locale: Locale): string {
  const range = withRangeDash(priceFormatter(locale).formatRange(from, to).replace(/\u00a0/g, ' '));
  return locale === 'ko' ? `${range}동` : range;
}

/**
 * Intl writes Vietnamese ranges with a hyphen ("60-90 phút"); our texts write every range with
 * an en dash ("60–90 phút"), so figures from data and from prose look the same.
 */
function withRangeDash(range: string): string {
  return range.replace(/(\d) ?- ?(\d)/u, '$1–$2');
}

/** Course lengths from shortest to longest: "60~120분", "60–120 phút", "60–120 min". */
export function formatDurationRange(fromMinutes: number, toMinutes: number, locale: Locale): string {
  if (fromMinutes === toMinutes) return formatDuration(fromMinutes, locale);
  const format = cachedFormatter(
    `minute range ${locale}`,
    () => new Intl.NumberFormat(LOCALE_META[locale].lang, { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
  );
  return withRangeDash(format.formatRange(fromMinutes, toMinutes));
}

function priceFormatter(locale: Locale): Intl.NumberFormat {
  if (locale === 'ko') return cachedFormatter('price ko', () => new Intl.NumberFormat('ko-KR'));
  return cachedFormatter(
    `price ${locale}`,
    () =>
      new Intl.NumberFormat(LOCALE_META[locale].lang, {
        style: 'currency',
        currency: 'VND',
        currencyDisplay: locale === 'vi' ? 'symbol' : 'code',
        maximumFractionDigits: 0,
      }),
  );
}

/** Course length: "90분", "90 phút", "90 min". */
export function formatDuration(minutes: number, locale: Locale): string {
  return cachedFormatter(
    `minutes ${locale}`,
    () => new Intl.NumberFormat(LOCALE_META[locale].lang, { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
  ).format(minutes);
}

/** A calendar date as the spa sees it (Asia/Ho_Chi_Minh), e.g. "2025년 10월 15일", "15 tháng 10, 2025". */
export function formatDate(date: Date, locale: Locale): string {
  return cachedFormatter(
    `date ${locale}`,
    () => new Intl.DateTimeFormat(LOCALE_META[locale].lang, { timeZone: TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' }),
  ).format(date);
}

/** How each language writes a day of the month without the year: "2월 5일", "5/2", "Feb 5". */
const DAY_MONTH: Record<Locale, Intl.DateTimeFormatOptions> = {
  ko: { month: 'long', day: 'numeric' },
  vi: { month: 'numeric', day: 'numeric' },
  en: { month: 'short', day: 'numeric' },
};

/**
 * A spa date "YYYY-MM-DD" (already in Asia/Ho_Chi_Minh, so formatted in UTC to keep its day)
 * as a short day and month, for dates near enough that the year goes without saying.
 */
export function formatDayMonth(isoDate: string, locale: Locale): string {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return cachedFormatter(
    `day month ${locale}`,
    () => new Intl.DateTimeFormat(LOCALE_META[locale].lang, { ...DAY_MONTH[locale], timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * An instant stored as ISO-8601 UTC, on the spa's clock with the date, for the owner's lists
 * (bookings received, releases published): "2026. 11. 24. 11:11", "11/24/2026, 11:11". Anything
 * that is not a date is returned as it came.
 */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cachedFormatter(
    `date time ${locale}`,
    () =>
      new Intl.DateTimeFormat(LOCALE_META[locale].lang, {
        timeZone: TIME_ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(date);
}

/** "YYYY-MM-DD" of the date in Asia/Ho_Chi_Minh, for `<time datetime>` and machine use. */
export function isoDateInSpaZone(date: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return cachedFormatter(
    'iso date',
    () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(date);
}

/**
 * Opening hours as shown to people, e.g. "12:00–24:00"; all three languages use the 24-hour clock.
 * Browsers may break a line after an en dash ("12:00– / 24:00"); a word joiner (U+2060, invisible)
 * after it keeps the range on one line.
 */
export function formatHourRange(opens: string, closes: string): string {
  return `${opens}–\u2060${closes}`;
}

/** A phone number for display, in the international grouping people dial from abroad. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** A calendar month for archive labels: "2025년 10월", "tháng 10 năm 2025", "October 2025". */
export function formatMonth(year: string, month: string, locale: Locale): string {
  return cachedFormatter(`month ${locale}`, () => new Intl.DateTimeFormat(LOCALE_META[locale].lang, { timeZone: 'UTC', year: 'numeric', month: 'long' })).format(
    new Date(Date.UTC(Number(year), Number(month) - 1, 15)),
  );
}
