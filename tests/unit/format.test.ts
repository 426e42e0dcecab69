import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatPrice, formatPriceRange, isoDateInSpaZone, telHref } from '../../src/i18n/format';

describe('formatPrice', () => {
  it.each([
    ['ko', 1_600_000, '1,600,000동'],
    ['vi', 1_600_000, '1.600.000 ₫'],
    ['en', 1_600_000, 'VND 1,600,000'],
    ['vi', 2_590_000, '2.590.000 ₫'],
    ['en', 450_000, 'VND 450,000'],
  ] as const)('%s %d → %s', (locale, vnd, expected) => {
    expect(formatPrice(vnd, locale)).toBe(expected);
  });
});

describe('formatPriceRange', () => {
  it.each([
    ['ko', 250_000, 400_000, '250,000~400,000동'],
    ['vi', 250_000, 400_000, '250.000–400.000 ₫'],
    ['en', 250_000, 400_000, 'VND 250,000–400,000'],
    ['vi', 900_000, 1_500_000, '900.000–1.500.000 ₫'],
  ] as const)('%s %d–%d → %s', (locale, from, to, expected) => {
    expect(formatPriceRange(from, to, locale)).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each([
    ['ko', 90, '90분'],
    ['vi', 90, '90 phút'],
    ['en', 120, '120 min'],
  ] as const)('%s %d → %s', (locale, minutes, expected) => {
    expect(formatDuration(minutes, locale)).toBe(expected);
  });
});

describe('dates in Asia/Ho_Chi_Minh', () => {
  // 2025-10-14T20:30Z is already 15 October in Ho Chi Minh City (UTC+7).
  const lateUtc = new Date('2025-10-14T20:30:00Z');

  it('uses the spa time zone for the calendar day, whatever the server zone', () => {
    expect(isoDateInSpaZone(lateUtc)).toBe('2025-10-15');
  });

  it.each([
    ['ko', '2025년 10월 15일'],
    ['en', 'October 15, 2025'],
  ] as const)('formats the date in %s', (locale, expected) => {
    expect(formatDate(lateUtc, locale)).toBe(expected);
  });

  it('formats the date in vi with the month spelled out', () => {
    expect(formatDate(lateUtc, 'vi')).toMatch(/^15 tháng 10,? 2025$/);
  });
});

describe('telHref', () => {
  it('keeps only the plus and digits', () => {
    expect(telHref('+84 90 123 4567')).toBe('tel:+84901234567');
  });
});
