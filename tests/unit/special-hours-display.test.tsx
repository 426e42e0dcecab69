import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleSidebar } from '../../src/components/blog/ArticleSidebar';
import { Footer } from '../../src/components/layout/Footer';
import { HomeContact } from '../../src/components/sections/home/HomeContact';
import { ContactBox } from '../../src/components/layout/ContactBox';
import { BUSINESS } from '../../src/config/business';
import { formatDayMonth, formatHourRange } from '../../src/i18n/format';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';
import { daySpaJsonLd } from '../../src/seo/json-ld';
import { specialHoursAhead } from '../support/special-hours';

// The days come from spa.yaml's specialHours; the clock is set relative to them, never to
// today's date.
const missing = (what: string): never => {
  throw new Error(`src/content/business/spa.yaml needs a specialHours entry ${what} (the samples have one)`);
};
const closure = BUSINESS.specialHours.find((e) => e.closed && e.from !== e.to && e.label) ?? missing('closed for several days, with a label');
const shortDay =
  BUSINESS.specialHours.find((e): e is Extract<typeof e, { closed: false }> => !e.closed && e.from === e.to && e.label !== undefined) ??
  missing('with other hours for one day, with a label');
const last = BUSINESS.specialHours.reduce((latest, e) => (e.to > latest ? e.to : latest), '');
/** Noon in Ho Chi Minh City (UTC+7) `days` days after `date` (negative: before). */
const noonAround = (date: string, days: number) => new Date(Date.parse(`${date}T05:00:00Z`) + days * 86_400_000);
/** The day before the entry begins (the entries do not overlap, so it is the next one then). */
const justBefore = (entry: { from: string }) => noonAround(entry.from, -1);

/** What a reader sees: no tags, entities decoded, the invisible word joiner gone. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replaceAll('\u2060', '');
/** A <time> element as React writes it (attribute names are case-insensitive in HTML). */
const timeTag = (date: string) => `<time dateTime="${date}">`;
const dates = (entry: { from: string; to: string }, locale: Locale) =>
  entry.from === entry.to
    ? formatDayMonth(entry.from, locale)
    : `${formatDayMonth(entry.from, locale)} – ${formatDayMonth(entry.to, locale)}`;

/** The sentence each language should read for an entry. */
function expected(locale: Locale, entry: typeof closure | typeof shortDay): string {
  const label = entry.label?.[locale] ?? '';
  if (entry.closed) return { ko: `${label}: ${dates(entry, locale)} 휴무`, vi: `${label}: đóng cửa ${dates(entry, locale)}`, en: `${label}: closed ${dates(entry, locale)}` }[locale];
  const hours = formatHourRange(entry.opens, entry.closes).replaceAll('\u2060', '');
  return locale === 'ko' ? `${label}: ${dates(entry, locale)} ${hours}` : `${label}: ${dates(entry, locale)}, ${hours}`;
}

function footerNote(locale: Locale, now: Date): string | undefined {
  const html = renderToStaticMarkup(<Footer locale={locale} t={createT(locale)} year={2026} now={now} />);
  const contact = html.match(/<address class="site-footer__contact">([\s\S]*?)<\/address>/)?.[1] ?? '';
  const paragraphs = [...contact.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1] ?? '');
  return paragraphs.find((p) => p.includes('<time'));
}

describe('the footer shows the next closure or short day', () => {
  it.each(LOCALES)('(%s) a closure, with both days as <time datetime>', (locale) => {
    const note = footerNote(locale, justBefore(closure));
    expect(text(note ?? '')).toBe(expected(locale, closure));
    expect(note).toContain(timeTag(closure.from));
    expect(note).toContain(timeTag(closure.to));
  });

  it.each(LOCALES)('(%s) a short day, with its hours', (locale) => {
    const note = footerNote(locale, justBefore(shortDay));
    expect(text(note ?? '')).toBe(expected(locale, shortDay));
    expect(note).toContain(`${timeTag(shortDay.from)}${formatDayMonth(shortDay.from, locale)}</time>`);
  });

  it('keeps a closure while it lasts', () => {
    expect(text(footerNote('en', noonAround(closure.to, 0)) ?? '')).toBe(expected('en', closure));
  });

  it('shows nothing once every entry has ended', () => {
    expect(footerNote('en', noonAround(last, 1))).toBeUndefined();
  });

  it('adds no script and leaves none of its date marks behind', () => {
    const html = renderToStaticMarkup(<Footer locale="en" t={createT('en')} year={2026} now={justBefore(closure)} />);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('\u0000');
  });
});

describe('the contact blocks show it beside the hours', () => {
  const now = justBefore(closure);
  const t = createT('en');

  it.each([
    ['home contact', renderToStaticMarkup(<HomeContact locale="en" t={t} now={now} />)],
    ['sidebar contact box (service pages)', renderToStaticMarkup(<ContactBox locale="en" t={t} title={t('servicePage.contactTitle')} now={now} />)],
    ['article sidebar', renderToStaticMarkup(<ArticleSidebar locale="en" t={t} mostViewed={[]} hotServices={[]} now={now} />)],
  ])('%s: a second <dd> of the hours', (_, html) => {
    const hours = html.match(/<dt>Opening hours<\/dt>(<dd>[\s\S]*?<\/dd>)(<dd>[\s\S]*?<\/dd>)/);
    expect(hours?.[1]).toContain('Daily');
    expect(text(hours?.[2] ?? '')).toBe(expected('en', closure));
  });

  it('none of them shows a note when nothing is ahead', () => {
    const after = noonAround(last, 1);
    for (const html of [
      renderToStaticMarkup(<HomeContact locale="en" t={t} now={after} />),
      renderToStaticMarkup(<ContactBox locale="en" t={t} title={t('servicePage.contactTitle')} now={after} />),
      renderToStaticMarkup(<ArticleSidebar locale="en" t={t} mostViewed={[]} hotServices={[]} now={after} />),
    ]) {
      expect(html).not.toContain('<time');
    }
  });
});

describe('the DaySpa JSON-LD', () => {
  it('lists every entry that has not ended as specialOpeningHoursSpecification', () => {
    const spa = daySpaJsonLd('en', justBefore(shortDay));
    expect(spa.specialOpeningHoursSpecification).toEqual(specialHoursAhead(shortDay.from).specification);
  });

  it('drops an entry once it has ended, and the property once none is left', () => {
    const during = daySpaJsonLd('vi', noonAround(closure.from, 1)).specialOpeningHoursSpecification as { validFrom: string }[];
    expect(during.map((e) => e.validFrom)).toContain(closure.from);
    expect(during.map((e) => e.validFrom)).not.toContain(shortDay.from);
    expect(daySpaJsonLd('vi', noonAround(last, 1))).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});

// The wording and JSON-LD of the samples spa.yaml ships, pinned once. The owner replaces the
// samples with real days; the tests above derive from whatever entries are there.
const SAMPLES_SHIPPED =
  BUSINESS.specialHours.some((e) => e.from === '2027-02-05' && e.to === '2027-02-09' && e.closed && e.label?.en === 'Tết holiday') &&
  BUSINESS.specialHours.some((e) => e.from === '2026-12-31' && !e.closed && e.opens === '12:00' && e.closes === '20:00' && e.label?.en === "New Year's Eve");

describe.runIf(SAMPLES_SHIPPED)('the shipped samples', () => {
  it("read as each language writes them", () => {
    expect(text(footerNote('ko', noonAround('2027-02-01', 0)) ?? '')).toBe('설 연휴: 2월 5일 – 2월 9일 휴무');
    expect(text(footerNote('vi', noonAround('2027-02-01', 0)) ?? '')).toBe('Nghỉ Tết: đóng cửa 5/2 – 9/2');
    expect(text(footerNote('en', noonAround('2027-02-01', 0)) ?? '')).toBe('Tết holiday: closed Feb 5 – Feb 9');
    expect(text(footerNote('en', noonAround('2026-12-01', 0)) ?? '')).toBe("New Year's Eve: Dec 31, 12:00–20:00");
  });

  it('are in the JSON-LD: the closure as 00:00–00:00, the short day with its hours', () => {
    expect(daySpaJsonLd('ko', noonAround('2026-12-01', 0)).specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-31', validThrough: '2026-12-31', opens: '12:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2027-02-05', validThrough: '2027-02-09', opens: '00:00', closes: '00:00' },
    ]);
  });
});
