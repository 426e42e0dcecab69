import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../src/config/business';
import { BusinessSchema } from '../../src/config/business-schema';
import { parseConfig } from '../../src/config/config-error';
import { hoursOn, nextSpecialHours, specialHoursOn, upcomingSpecialHours, type HoursFacts } from '../../src/config/special-hours';
import spaYaml from '../../src/content/business/spa.yaml?raw';
import { formatDayMonth } from '../../src/i18n/format';
import { configErrorOf } from '../support/validation';

const FILE = 'src/content/business/spa.yaml';
const label = { ko: '설 연휴', vi: 'Nghỉ Tết', en: 'Tết holiday' };

function businessError(specialHours: unknown[]): string {
  const data = structuredClone(parse(spaYaml)) as Record<string, unknown>;
  data.specialHours = specialHours;
  return configErrorOf(() => parseConfig(BusinessSchema, data, FILE));
}

function parsedWith(specialHours: unknown[]) {
  const data = structuredClone(parse(spaYaml)) as Record<string, unknown>;
  data.specialHours = specialHours;
  return parseConfig(BusinessSchema, data, FILE);
}

describe('specialHours in spa.yaml', () => {
  it('reads each entry as one of its two shapes', () => {
    const written = (parse(spaYaml) as { specialHours: { closed?: true; opens?: string; closes?: string }[] }).specialHours;
    expect(BUSINESS.specialHours.length).toBe(written.length);
    BUSINESS.specialHours.forEach((entry, i) => {
      const raw = written[i]!;
      expect(entry).toMatchObject(raw.closed ? { closed: true } : { closed: false, opens: raw.opens, closes: raw.closes });
    });
  });

  it('may be left out: no special days', () => {
    const data = structuredClone(parse(spaYaml)) as Record<string, unknown>;
    delete data.specialHours;
    expect(parseConfig(BusinessSchema, data, FILE).specialHours).toEqual([]);
  });

  it.each([
    [{ from: '2027-02-30', to: '2027-03-01', closed: true }, /specialHours\.0\.from: must be a real date/],
    [{ from: '2027-2-5', to: '2027-02-09', closed: true }, /specialHours\.0\.from: must be a date "YYYY-MM-DD"/],
    [{ from: '2027-02-09', to: '2027-02-05', closed: true }, /specialHours\.0\.to: to \(2027-02-05\) must be on or after from \(2027-02-09\)/],
    [{ from: '2027-02-05', to: '2027-02-05', closed: true, opens: '12:00', closes: '18:00' }, /specialHours\.0\.closed: a closed day has no opens\/closes/],
    [{ from: '2027-02-05', to: '2027-02-05' }, /specialHours\.0\.opens: give closed: true, or both opens and closes/],
    [{ from: '2027-02-05', to: '2027-02-05', opens: '12:00' }, /specialHours\.0\.closes: give closed: true, or both opens and closes/],
    [{ from: '2027-02-05', to: '2027-02-05', opens: '20:00', closes: '12:00' }, /specialHours\.0\.closes: opens must be before closes/],
    [{ from: '2027-02-05', to: '2027-02-05', opens: '12:00', closes: '25:00' }, /specialHours\.0\.closes: must be a time "HH:MM"/],
    [{ from: '2027-02-05', to: '2027-02-05', closed: false }, /specialHours\.0\.closed: must be true/],
    [{ from: '2027-02-05', to: '2027-02-05', closed: true, label: { ko: '설', en: 'Tết' } }, /specialHours\.0\.label\.vi/],
    [{ from: '2027-02-05', to: '2027-02-05', closed: true, note: 'x' }, /specialHours\.0.*note/],
  ])('refuses %j', (entry, message) => {
    expect(businessError([entry])).toMatch(message);
  });

  it('refuses overlapping entries, naming both', () => {
    const message = businessError([
      { from: '2027-02-05', to: '2027-02-09', closed: true },
      { from: '2027-02-09', to: '2027-02-09', opens: '12:00', closes: '18:00' },
    ]);
    expect(message).toMatch(/specialHours\.1\.from: specialHours\[1\] \(2027-02-09 → 2027-02-09\) overlaps specialHours\[0\] \(2027-02-05 → 2027-02-09\)/);
  });

  it('finds an overlap with a long entry listed after the ones it covers', () => {
    const message = businessError([
      { from: '2027-02-06', to: '2027-02-06', opens: '12:00', closes: '18:00' },
      { from: '2027-02-08', to: '2027-02-08', opens: '12:00', closes: '18:00' },
      { from: '2027-02-01', to: '2027-02-10', closed: true },
    ]);
    expect(message).toMatch(/specialHours\.0\.from: .*overlaps specialHours\[2\]/);
    expect(message).toMatch(/specialHours\.1\.from: .*overlaps specialHours\[2\]/);
  });

  it('accepts back-to-back entries in any order', () => {
    const parsed = parsedWith([
      { from: '2027-02-10', to: '2027-02-10', opens: '14:00', closes: '22:00' },
      { from: '2027-02-05', to: '2027-02-09', closed: true, label },
    ]);
    expect(parsed.specialHours).toHaveLength(2);
  });
});

describe('the special-hours module', () => {
  const facts: HoursFacts = {
    hours: { opens: '12:00', closes: '24:00', chatSupport24h: true },
    specialHours: parsedWith([
      { from: '2027-02-05', to: '2027-02-09', closed: true, label },
      { from: '2026-12-31', to: '2026-12-31', opens: '12:00', closes: '20:00' },
    ]).specialHours,
  };
  // Ho Chi Minh City is UTC+7: 20:00 UTC on the 30th is already the 31st there.
  const at = (iso: string) => new Date(iso);

  it.each([
    ['2026-12-30', { closed: false, opens: '12:00', closes: '24:00' }],
    ['2026-12-31', { closed: false, opens: '12:00', closes: '20:00' }],
    ['2027-02-04', { closed: false, opens: '12:00', closes: '24:00' }],
    ['2027-02-05', { closed: true }],
    ['2027-02-07', { closed: true }],
    ['2027-02-09', { closed: true }],
    ['2027-02-10', { closed: false, opens: '12:00', closes: '24:00' }],
  ])('hours on %s', (date, hours) => {
    expect(hoursOn(date, facts)).toEqual(hours);
  });

  it('names the entry covering a day', () => {
    expect(specialHoursOn('2027-02-06', facts)?.label).toEqual(label);
    expect(specialHoursOn('2027-02-10', facts)).toBeUndefined();
  });

  it('gives the next change from a date, in date order whatever the file order', () => {
    expect(nextSpecialHours(at('2026-11-24T05:00:00Z'), facts)?.from).toBe('2026-12-31');
    expect(upcomingSpecialHours(at('2026-11-24T05:00:00Z'), facts).map((e) => e.from)).toEqual(['2026-12-31', '2027-02-05']);
  });

  it('counts days in Ho Chi Minh City: the short day is current from its local midnight', () => {
    expect(nextSpecialHours(at('2026-12-30T16:59:00Z'), facts)?.from).toBe('2026-12-31');
    expect(nextSpecialHours(at('2026-12-31T16:59:00Z'), facts)?.from).toBe('2026-12-31');
    expect(nextSpecialHours(at('2026-12-31T17:00:00Z'), facts)?.from).toBe('2027-02-05');
  });

  it('keeps a closure that has begun until its last day, then has nothing', () => {
    expect(nextSpecialHours(at('2027-02-07T05:00:00Z'), facts)?.from).toBe('2027-02-05');
    expect(nextSpecialHours(at('2027-02-09T16:59:00Z'), facts)?.from).toBe('2027-02-05');
    expect(nextSpecialHours(at('2027-02-09T17:00:00Z'), facts)).toBeUndefined();
    expect(upcomingSpecialHours(at('2027-03-01T05:00:00Z'), facts)).toEqual([]);
  });
});

describe('formatDayMonth', () => {
  it.each([
    ['ko', '2027-02-05', '2월 5일'],
    ['vi', '2027-02-05', '5/2'],
    ['en', '2027-02-05', 'Feb 5'],
    ['en', '2026-12-31', 'Dec 31'],
  ] as const)('%s %s → %s', (locale, date, expected) => {
    expect(formatDayMonth(date, locale)).toBe(expected);
  });
});
