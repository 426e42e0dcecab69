import { describe, expect, it } from 'vitest';
import readme from '../../../src/blocks/README.md?raw';
import { BLOCK_NAMES, BLOCK_TYPES } from '../../../src/blocks/registry';
import {
  ArticleDataSchema,
  BlockDataSchema,
  LocalTextSchema,
  parseArticleData,
} from '../../../src/blocks/schemas';
import { pickText } from '../../../src/blocks/text';
import { ConfigError } from '../../../src/config/config-error';
import { README_EXAMPLES } from '../../support/blocks';
import { issuesOf } from '../../support/validation';

/** The messages of a failed parse, as "path: message" lines. */
const issues = (data: unknown) => issuesOf(ArticleDataSchema, data);

describe('LocalTextSchema and pickText', () => {
  it.each([
    ['a plain string', 'Seoul'],
    ['one locale', { vi: 'Sài Gòn' }],
    ['all locales', { ko: '서울', vi: 'Seoul', en: 'Seoul' }],
  ])('accepts %s', (_, text) => {
    expect(LocalTextSchema.safeParse(text).success).toBe(true);
  });

  it('rejects an empty object, an unknown language and an empty text', () => {
    expect(LocalTextSchema.safeParse({}).error?.issues[0]?.message).toBe('needs at least one of ko, vi, en');
    expect(LocalTextSchema.safeParse({ fr: 'Bonjour' }).error?.issues.map((i) => i.message)).toContain(
      'Unrecognized key: "fr"',
    );
    expect(LocalTextSchema.safeParse({ ko: '  ' }).error?.issues[0]?.message).toBe('must not be empty');
    expect(LocalTextSchema.safeParse(42).error?.issues[0]?.message).toBe(
      'must be a text, or an object with ko, vi and/or en texts',
    );
  });

  it.each([
    ['the exact locale', { ko: '서울', vi: 'Xơ-un', en: 'Seoul' }, 'en', 'Seoul'],
    ['Korean when the locale is missing', { ko: '서울', vi: 'Xơ-un' }, 'en', '서울'],
    ['the first given when Korean is missing too', { vi: 'Xơ-un', en: 'Seoul' }, 'ko', 'Xơ-un'],
    ['a plain string in any locale', 'Seoul', 'vi', 'Seoul'],
  ] as const)('picks %s', (_, text, locale, expected) => {
    expect(pickText(text, locale)).toBe(expected);
  });
});

describe('block schemas', () => {
  it('names an unknown block type', () => {
    expect(issues({ x: { block: 'carousel' } })).toEqual([
      'x.block: must have a known "block:" type (see src/blocks/README.md)',
    ]);
  });

  it('rejects dataset names that MDX ids could not match', () => {
    expect(issues({ Top30: { block: 'cta-box', title: { en: 'a' }, text: { en: 'b' } } })).toEqual([
      'Top30: dataset names must be lowercase letters, digits and dashes',
    ]);
  });

  it('rejects a misspelt field instead of dropping it', () => {
    expect(issues({ c: { block: 'cta-box', title: { en: 'a' }, text: { en: 'b' }, txet: 'c' } })).toEqual([
      'c: Unrecognized key: "txet"',
    ]);
  });

  it('checks ranking rows against the columns and ratings against 0–5', () => {
    const table = {
      block: 'ranking-table',
      caption: { en: 'Top' },
      columns: [
        { key: 'name', label: { en: 'Name' } },
        { key: 'rating', label: { en: 'Rating' }, format: 'rating' },
      ],
      rows: [
        { rank: 1, cells: { name: 'A', rating: 5.5 } },
        { rank: 2, cells: { rating: 4, nmae: 'B' } },
      ],
    };
    expect(issues({ top: table })).toEqual([
      'top.rows.0.cells.rating: must be a rating from 0 to 5',
      'top.rows.1.cells.name: missing a value for column "name"',
      'top.rows.1.cells.nmae: is not a column (columns: name, rating)',
    ]);
  });

  it('checks the comparison highlight against the columns', () => {
    const table = {
      block: 'comparison-table',
      caption: { en: 'c' },
      highlight: 'ours',
      columns: [{ key: 'price', label: { en: 'Price' } }],
      rows: [{ label: { en: 'A' }, cells: { price: 1 }, verdict: { tone: 'cheap', text: { en: 'x' } } }],
    };
    expect(issues({ cmp: table })).toEqual([
      'cmp.rows.0.verdict.tone: Invalid option: expected one of "good"|"neutral"|"high"',
    ]);
    // Zod runs the cross-field checks once every field is valid on its own.
    const fixed = { ...table, rows: [{ label: { en: 'A' }, cells: { price: 1 } }] };
    expect(issues({ cmp: fixed })).toEqual(['cmp.highlight: "ours" is not a column key']);
  });

  it('accepts only catalogue service ids for our prices, once each', () => {
    const [message] = issues({ p: { block: 'our-prices', services: ['thai-massage', 'hot-yoga'] } });
    expect(message).toMatch(/^p\.services\.1: must be one of the catalogue's service ids: thai-massage, /);
    expect(issues({ p: { block: 'our-prices', services: ['watsu', 'watsu'] } })).toEqual([
      'p.services: lists a service twice',
    ]);
  });

  it('wants minutes on every step or none', () => {
    const steps = [
      { title: { en: 'a' }, text: { en: 'a' }, minutes: 10 },
      { title: { en: 'b' }, text: { en: 'b' } },
    ];
    expect(issues({ s: { block: 'process-steps', steps } })).toEqual([
      's.steps.1.minutes: give minutes for every step or for none',
    ]);
  });

  it('validates venue phones, ratings and image names', () => {
    const venue = {
      name: 'A',
      address: 'B',
      priceRange: '₫₫',
      rating: 6,
      highlight: { en: 'C' },
      features: [],
      phone: '0901',
      image: '../secret.jpg',
    };
    expect(issues({ v: { block: 'venue-cards', venues: [venue] } })).toEqual([
      'v.venues.0.rating: must be between 0 and 5',
      'v.venues.0.phone: must be a valid phone number in international form, e.g. "+84 90 123 4567"',
      'v.venues.0.image: must be an image file name in the article folder, e.g. "room-1.jpg"',
    ]);
  });

  it('accepts site paths without a locale and https URLs as links', () => {
    const links = (href: string) => ({ r: { block: 'related-links', links: [{ title: { en: 'x' }, href }] } });
    for (const href of ['/blog/thai-massage-guide', '/', '/services#watsu', 'https://maps.google.com/?q=spa']) {
      expect(ArticleDataSchema.safeParse(links(href)).success, href).toBe(true);
    }
    for (const href of ['/vi/blog/x', '/en', 'http://example.com', '//evil.example', 'javascript:alert(1)', 'blog/x']) {
      expect(ArticleDataSchema.safeParse(links(href)).success, href).toBe(false);
    }
  });

  it('rejects an unknown time zone, an impossible date and an underage reviewer', () => {
    expect(issues({ c: { block: 'world-clock', clocks: [{ zone: 'Asia/Saigon City', label: { en: 'x' } }] } })).toEqual([
      'c.clocks.0.zone: must be an IANA time zone such as "Asia/Seoul"',
    ]);
    const item = { time: '09:00', title: { en: 't' }, summary: { en: 's' }, category: { en: 'c' } };
    expect(issues({ n: { block: 'news-list', asOf: '2025-02-30', items: [item] } })).toEqual([
      'n.asOf: must be a date "YYYY-MM-DD"',
    ]);
    const review = { name: 'A', age: 16, text: { en: 'x' }, rating: 5 };
    expect(issues({ t: { block: 'testimonials', items: [review] } })).toEqual(['t.items.0.age: must be an adult age']);
  });

  it('parses data.yaml text, naming the file and field of a bad value', () => {
    expect(parseArticleData('cta:\n  block: cta-box\n  title: { ko: A }\n  text: { ko: B }\n', 'x/data.yaml').cta?.block).toBe('cta-box');
    expect(parseArticleData('', 'x/data.yaml')).toEqual({});
    expect(() => parseArticleData('cta:\n  block: cta-box\n  title: { ko: A }\n', 'src/content/blog/x/data.yaml')).toThrow(
      new ConfigError('Invalid data in src/content/blog/x/data.yaml:\n  - cta.text: is required'),
    );
  });
});

describe('README', () => {
  it('documents every block with its MDX usage and block type', () => {
    for (const name of BLOCK_NAMES) {
      expect(readme).toContain(`\`<${name} id="…" />\` | \`${BLOCK_TYPES[name]}\``);
    }
  });

  it('has examples that validate, one per block type', () => {
    const data = parseArticleData(README_EXAMPLES, 'README.md');
    expect(new Set(Object.values(data).map((b) => b.block))).toEqual(new Set(Object.values(BLOCK_TYPES)));
    expect(BlockDataSchema.options).toHaveLength(BLOCK_NAMES.length);
  });
});
