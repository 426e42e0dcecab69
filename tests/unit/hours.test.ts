import { describe, expect, it } from 'vitest';
import { formatHourRange } from '../../src/i18n/format';
import { createT } from '../../src/i18n/t';
import { dailyHoursText, hourRangeText } from '../../src/config/hours';

/** U+2060 WORD JOINER: no line break on either side of it, and nothing to see. */
const WJ = '\u2060';
const NBSP = '\u00a0';
/** What a reader sees (the joiner is invisible). */
const shown = (text: string) => text.replaceAll(WJ, '');
/**
 * The places a browser may break a line in a short label: after a space, or after an en dash
 * not followed by a word joiner (UAX #14 classes SP and BA; NBSP and WJ glue instead).
 */
const breakOpportunities = (text: string) => [...text.matchAll(/ |–(?!\u2060)/g)].length;

describe('opening hours stay on one line', () => {
  it('formatHourRange reads "12:00–24:00" and cannot break after the dash', () => {
    const range = formatHourRange('12:00', '24:00');
    expect(shown(range)).toBe('12:00–24:00');
    expect(breakOpportunities(range)).toBe(0);
  });

  it('hourRangeText is the business hours as one unbreakable range', () => {
    expect(shown(hourRangeText())).toBe('12:00–24:00');
    expect(breakOpportunities(hourRangeText())).toBe(0);
  });

  it.each([
    ['ko', '매일 12:00–24:00'],
    ['vi', 'Hằng ngày 12:00–24:00'],
    ['en', 'Daily 12:00–24:00'],
  ] as const)('dailyHoursText (%s) reads "%s" and breaks, if at all, only before the times', (locale, expected) => {
    const text = dailyHoursText(createT(locale));
    expect(shown(text)).toBe(expected);
    const times = text.slice(text.indexOf('12:00'));
    expect(breakOpportunities(times)).toBe(0);
  });
});

describe('read time stays on one line', () => {
  it.each([
    ['ko', `3분${NBSP}읽기`],
    ['vi', `3${NBSP}phút${NBSP}đọc`],
    ['en', `3${NBSP}min${NBSP}read`],
  ] as const)('%s: "%s"', (locale, expected) => {
    const text = createT(locale)('blog.readMinutes', { minutes: 3 });
    expect(text).toBe(expected);
    expect(breakOpportunities(text)).toBe(0);
  });
});
