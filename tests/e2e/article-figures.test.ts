import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { getService, getStartingOption } from '../../src/config/catalogue';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { BUSINESS } from '../../src/config/business';
import { formatPrice, telHref } from '../../src/i18n/format';
import { builtPages, localeOf } from '../support/site';
import { CLIENT_DIR, ROOT } from '../support/paths';

/*
 * What the built article pages show from the catalogue, and how their quotes came out: read from
 * dist/client, no server needed.
 */

/** The built HTML of a page: "/vi/blog/x" → dist/client/vi/blog/x/index.html. */
const builtHtml = (urlPath: string) => readFileSync(path.join(CLIENT_DIR, urlPath, 'index.html'), 'utf8');
const articlePath = (slug: string, locale: Locale) => `${locale === 'ko' ? '' : `/${locale}`}/blog/${slug}`;

/** The texts of the elements with `className` (which hold text only). */
const textsOf = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`<p class="[^"]*\\b${className}\\b[^"]*">([^<]*)</p>`, 'g'))].map((m) => m[1] ?? '');

describe('the Thai massage guide', () => {
  const slug = 'massage-thai-hcm-2025';
  const data = parse(readFileSync(path.join(ROOT, 'src/content/blog', slug, 'data.yaml'), 'utf8')) as {
    types: { items: { service?: string }[] };
  };
  const priced = data.types.items.flatMap((item) => (item.service ? [getService(item.service)] : []));

  it('names a catalogue service for at least one massage type', () => {
    expect(priced.length).toBeGreaterThan(0);
  });

  it.each<Locale>(['ko', 'vi'])('%s: every massage type shows its duration and a price', (locale) => {
    const html = builtHtml(articlePath(slug, locale));
    const grid = html.match(/<ul class="featured-grid">[\s\S]*?<\/ul>/)?.[0] ?? '';
    const cards = grid.split('<li class="featured-grid__item">').slice(1);
    expect(cards).toHaveLength(data.types.items.length);
    // A price as formatPrice writes it for the locale: "350,000~600,000동", "350.000–600.000 ₫".
    const price = locale === 'ko' ? /\d{3},\d{3}동/ : /\d{3}\.\d{3} ₫/;
    const duration = locale === 'ko' ? /\d+분/ : /\d+ phút/;
    for (const card of cards) {
      expect(card).toMatch(price);
      expect(card).toMatch(duration);
    }
  });

  it.each<Locale>(['ko', 'vi'])('%s: each type with a catalogue service shows its name and lowest price', (locale) => {
    const offers = textsOf(builtHtml(articlePath(slug, locale)), 'featured-grid__offer');
    expect(offers).toHaveLength(priced.length);
    priced.forEach((service, i) => {
      expect(offers[i]).toContain(service.name[locale]);
      expect(offers[i]).toContain(formatPrice(getStartingOption(service).price, locale));
    });
  });
});

describe('the watsu article booking panel', () => {
  const watsu = getService('watsu');
  const from = getStartingOption(watsu).price;

  it.each<[Locale, string, string]>([
    ['ko', '60~120분', '부터'],
    ['vi', '60–120 phút', 'Từ '],
    ['en', '60–120 min', 'from '],
  ])('%s: the from-price and the 60–120 minute range from the catalogue', (locale, range, fromWord) => {
    const [offer] = textsOf(builtHtml(articlePath('kingstone-watsu-massage', locale)), 'block-cta__offer');
    expect(offer).toContain(range);
    expect(offer).toContain(formatPrice(from, locale));
    expect(offer).toContain(fromWord);
  });
});

describe('quotes on built Korean pages', () => {
  const pages = builtPages().filter((p) => !p.isNotFound && localeOf(p.path) === 'ko');
  /**
   * The page's text without scripts and styles: a block's edges become line breaks (so a quote at
   * the start of a paragraph counts as after whitespace) and inline tags vanish (a quote right after
   * `</strong>` is judged by the word before it).
   */
  const textOf = (html: string) =>
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '')
      .replace(/<\/?(?:p|li|h[1-6]|td|th|div|section|aside|br)\b[^>]*>/g, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ');

  it('has no closing quote after whitespace, and no opening quote between ) ? ! . and a letter', () => {
    expect(pages.length).toBeGreaterThan(20);
    const offenders = pages.flatMap(({ path: urlPath }) => {
      const text = textOf(builtHtml(urlPath));
      return [...text.matchAll(/.{0,15}(?:\s’|[)?!.]“\p{L}).{0,15}/gu)].map((m) => `${urlPath}: ${m[0]}`);
    });
    expect(offenders).toEqual([]);
  });
});

describe('the partner chain article (phoneLine: partner)', () => {
  /** The call links inside the box under the article (ArticleCta). */
  const ctaCalls = (html: string) => {
    const box = html.match(/<section class="cta-box"[\s\S]*?<\/section>/)?.[0] ?? '';
    return [...box.matchAll(/href="(tel:[^"]*)"/g)].map((m) => m[1]);
  };

  it.each<Locale>([...LOCALES])('%s: the call button under the article dials the partner line, the footer ours', (locale) => {
    const html = builtHtml(articlePath('ktv-massage-dubai-luxury-hcm', locale));
    expect(ctaCalls(html)).toEqual([telHref(BUSINESS.partnerHotline)]);
    const footer = html.match(/<footer class="site-footer"[\s\S]*<\/footer>/)?.[0] ?? '';
    expect(footer).toContain(`href="${telHref(BUSINESS.hotline)}"`);
  });

  it('other articles keep our hotline under the article', () => {
    expect(ctaCalls(builtHtml(articlePath('massage-thai-hcm-2025', 'ko')))).toEqual([telHref(BUSINESS.hotline)]);
  });
});
