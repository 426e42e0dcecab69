import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import readme from '../../../src/blocks/README.md?raw';
import { createBlockComponents, type BlockComponentName } from '../../../src/blocks/registry';
import { ArticleDataSchema, parseArticleData, TEXT_AMOUNT } from '../../../src/blocks/schemas';
import { formatPrice } from '../../../src/i18n/format';
import { LOCALES, type Locale } from '../../../src/i18n/locales';
import { createBlockT, render, renderBlock } from '../../support/blocks';
import { issuesOf } from '../../support/validation';

/*
 * Amounts in block data are numbers in VND, shown through the catalogue's price format, so an
 * article's prices read like our own prices on the same page (vi "250.000 ₫", never "250,000₫").
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BLOG = path.join(ROOT, 'src/content/blog');
const PAGES = path.join(ROOT, 'src/content/service-pages');
const BIA_OM = path.join(BLOG, 'bia-om-hcm-dia-chi-moi-2025/data.yaml');

/** Renders one dataset of a data.yaml file through the registry, as the article page does. */
function renderFile(file: string, name: BlockComponentName, id: string, locale: Locale): string {
  const data = parseArticleData(readFileSync(file, 'utf8'), file);
  const components = createBlockComponents({ data, locale, t: createBlockT(locale), file, images: new Map() });
  const Component = components[name];
  return render(<Component id={id} />);
}

/** The issues of a failed parse, as "path: message" lines. */
const issues = (raw: unknown) => issuesOf(ArticleDataSchema, raw);

const venue = (priceRange: unknown) => ({
  v: { block: 'venue-cards', venues: [{ name: 'A', address: 'B', priceRange, rating: 4, highlight: { ko: 'C' }, features: [] }] },
});
const facts = (value: unknown) => ({ f: { block: 'quick-facts', items: [{ label: { ko: '가격' }, value }] } });

describe('amounts in data.yaml', () => {
  it.each([
    ['vi', '<dd>250.000–400.000 ₫ / xô 6 chai</dd>', '<td class="is-end">250.000–400.000 ₫</td>'],
    ['ko', '<dd>250,000~400,000동 / 6병 버킷</dd>', '<td class="is-end">250,000~400,000동</td>'],
    ['en', '<dd>VND 250,000–400,000 / 6병 버킷</dd>', '<td class="is-end">VND 250,000–400,000</td>'],
  ] as const)('a range from bia-om-hcm-dia-chi-moi-2025 reads the %s way in cards and tables', (locale, card, cell) => {
    // The article has no English text: its English page shows the Korean one, and an English
    // block keeps the schema's fallback to the Korean words.
    const cards = renderFile(BIA_OM, 'VenueCards', 'featured', locale);
    const table = renderFile(BIA_OM, 'RankingTable', 'top30', locale);
    expect(cards).toContain(card);
    expect(table).toContain(cell);
    if (locale === 'vi') expect(cards + table).not.toContain('250,000');
  });

  it.each(LOCALES)('a single amount reads exactly like a catalogue price (%s)', (locale) => {
    const file = path.join(BLOG, 'massage-quan-2-kingstone-top/data.yaml');
    const html = renderFile(file, 'ComparisonTable', 'vs-average', locale);
    expect(html).toContain(`>${formatPrice(380_000, locale)}</td>`);
  });

  it('puts the amount where {price} is, in each language’s word order', () => {
    const value = { from: 140000, to: 450000, text: { vi: '{price} một xô', ko: '6병 버킷 {price} (팁 별도)' } };
    expect(renderBlock('QuickFacts', facts(value), { locale: 'vi' })).toContain('<dd>140.000–450.000 ₫ một xô</dd>');
    expect(renderBlock('QuickFacts', facts(value), { locale: 'ko' })).toContain('<dd>6병 버킷 140,000~450,000동 (팁 별도)</dd>');
  });

  it('shows a bare number as an amount in priceRange and in money columns, and as a count elsewhere', () => {
    expect(renderBlock('VenueCards', venue(1_600_000), { locale: 'vi' })).toContain('<dd>1.600.000 ₫</dd>');
    const table = {
      t: {
        block: 'ranking-table',
        caption: { en: 'Prices' },
        columns: [
          { key: 'name', label: { en: 'Name' } },
          { key: 'price', label: { en: 'Price' }, format: 'money' },
          { key: 'rooms', label: { en: 'Rooms' } },
        ],
        rows: [{ rank: 1, cells: { name: 'A', price: 900000, rooms: 1200 } }],
      },
    };
    const html = renderBlock('RankingTable', table, { locale: 'en' });
    expect(html).toContain('<td class="is-end">VND 900,000</td><td class="is-end">1,200</td>');
  });

  it('shows an amount as an advice-card title and a featured-grid meta line', () => {
    const advice = { a: { block: 'advice-cards', items: [{ title: { amount: 1300000, text: { ko: '{price} 이상', vi: 'Trên {price}' } }, text: { ko: '…', vi: '…' } }] } };
    expect(renderBlock('AdviceCards', advice, { locale: 'vi' })).toContain('<h3 class="advice-cards__title">Trên 1.300.000 ₫</h3>');
    const grid = { g: { block: 'featured-grid', items: [{ title: { vi: 'Phòng' }, text: { vi: '…' }, meta: { from: 450000, to: 650000 } }] } };
    expect(renderBlock('FeaturedGrid', grid, { locale: 'vi' })).toContain('<p class="featured-grid__meta">450.000–650.000 ₫</p>');
  });
});

describe('MoneySchema', () => {
  it('names the wrong field of an amount instead of "Invalid input"', () => {
    expect(issues(venue({ from: 400000, to: 250000 }))).toEqual(['v.venues.0.priceRange.to: must be more than from']);
    expect(issues(venue({ from: '250,000', to: 400000 }))).toEqual([
      'v.venues.0.priceRange.from: must be a whole number of đồng without separators or ₫, e.g. 250000',
    ]);
    expect(issues(venue({ amount: 250000, to: 400000 }))).toEqual(['v.venues.0.priceRange: Unrecognized key: "to"']);
    expect(issues(facts({ amount: 250000, text: { vi: 'khoảng', ko: '{price} {price}' } }))).toEqual([
      'f.items.0.value.text.ko: must contain {price} once, where the amount goes',
      'f.items.0.value.text.vi: must contain {price} once, where the amount goes',
    ]);
  });

  it('takes a bare number only where a field holds amounts', () => {
    expect(issues(facts(250000))).toEqual(['f.items.0.value: must be a text, or an object with ko, vi and/or en texts']);
    const table = {
      t: {
        block: 'ranking-table',
        caption: { en: 'Prices' },
        columns: [{ key: 'price', label: { en: 'Price' }, format: 'money' }],
        rows: [{ rank: 1, cells: { price: { en: 'Ask' } } }],
      },
    };
    expect(issues(table)).toEqual(['t.rows.0.cells.price: must be an amount in VND, e.g. 900000 or { from: 250000, to: 400000 }']);
  });

  it('refuses an amount typed into a text, in any field', () => {
    const message = 'has an amount typed as text: give it as a number in VND, e.g. { amount: 250000 } or { from: 250000, to: 400000 } (see "Amounts" in src/blocks/README.md)';
    expect(issues(venue({ vi: '250,000–400,000₫ / xô 6 chai', ko: '6병 버킷 {price}' }))).toEqual([
      `v.venues.0.priceRange.vi: ${message}`,
    ]);
    expect(issues(facts({ ko: '45만 동' }))).toEqual([`f.items.0.value.ko: ${message}`]);
  });
});

describe('TEXT_AMOUNT', () => {
  it.each(['250,000–400,000₫', '1.600.000 ₫', '18,000동', '45만 동', '150k₫', '2 triệu đ', 'VND 900,000', '900.000 VND', '₫ 90.000'])(
    'finds the amount in "%s"',
    (text) => expect(TEXT_AMOUNT.test(text)).toBe(true),
  );

  it.each(['210 Điện Biên Phủ', '515 đường 3 Tháng 2', '60–90 phút', '1,000원 ≈ {price}', '+0,5% so với phiên trước', '4~6명', '2 kỹ thuật viên'])(
    'leaves "%s" alone',
    (text) => expect(TEXT_AMOUNT.test(text)).toBe(false),
  );
});

/** Every string in parsed YAML, with its path. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}.${i}`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

const DATA_FILES = [
  ...readdirSync(BLOG).map((slug) => path.join(BLOG, slug, 'data.yaml')),
  ...readdirSync(PAGES).map((id) => path.join(PAGES, id, 'data.yaml')),
].filter((file) => existsSync(file));

describe('no amount typed as text', () => {
  it('reads every article and service page data.yaml', () => {
    expect(DATA_FILES.length).toBeGreaterThan(40);
  });

  it.each(DATA_FILES.map((file) => [path.relative(ROOT, file), file]))('%s', (_, file) => {
    const typed = strings(parse(readFileSync(file, 'utf8')), '').filter(([, text]) => TEXT_AMOUNT.test(text));
    expect(typed.map(([at, text]) => `${at}: ${text}`)).toEqual([]);
  });

  it('in the README examples', () => {
    const examples = readme.split('## Examples')[1]?.match(/```yaml\n([\s\S]*?)```/)?.[1] ?? '';
    expect(strings(parse(examples), '').filter(([, text]) => TEXT_AMOUNT.test(text))).toEqual([]);
  });
});
