import { describe, expect, it } from 'vitest';
import { describeOffer } from '../../../src/blocks/offer';
import { bookingPath } from '../../../src/config/navigation';
import { formatDurationRange } from '../../../src/i18n/format';
import type { Service } from '../../../src/config/catalogue-schema';
import type { Locale } from '../../../src/i18n/locales';
import { createBlockT, renderBlock } from '../../support/blocks';

/** A made-up service, so these cases do not move when the real prices do. */
const service = (options: { minutes: number; price: number }[]): Service => ({
  id: 'float',
  order: 1,
  page: false,
  name: { ko: '플로팅', vi: 'Thả nổi', en: 'Floating' },
  summary: { ko: '…', vi: '…', en: '…' },
  included: { ko: [], vi: [], en: [] },
  staff: 1,
  tipIncluded: true,
  noticeHours: 0,
  room: 'standard',
  options: options.map((o, i) => ({ id: `float-${i}`, tier: 'standard', guests: 1, ...o })),
});

describe('formatDurationRange', () => {
  it.each<[Locale, string, string]>([
    ['ko', '60~120분', '90분'],
    ['vi', '60–120 phút', '90 phút'],
    ['en', '60–120 min', '90 min'],
  ])('%s: a range in the locale notation, and one length when both ends agree', (locale, range, single) => {
    expect(formatDurationRange(60, 120, locale)).toBe(range);
    expect(formatDurationRange(90, 90, locale)).toBe(single);
  });
});

describe('describeOffer', () => {
  const three = service([
    { minutes: 90, price: 1_800_000 },
    { minutes: 60, price: 1_200_000 },
    { minutes: 120, price: 2_500_000 },
  ]);

  it.each<[Locale, string]>([
    ['ko', '플로팅 60~120분 · 1,200,000동부터'],
    ['vi', 'Thả nổi 60–120 phút · Từ 1.200.000 ₫'],
    ['en', 'Floating, 60–120 min · from VND 1,200,000'],
  ])('%s: shortest to longest length and the lowest price, "from" when prices differ', (locale, text) => {
    expect(describeOffer(three, locale, createBlockT(locale))).toBe(text);
  });

  it('gives one length and no "from" when every option is the same', () => {
    expect(describeOffer(service([{ minutes: 90, price: 1_600_000 }]), 'ko', createBlockT('ko'))).toBe('플로팅 90분 · 1,600,000동');
  });
});

describe('blocks that name a catalogue service', () => {
  it('FeaturedGrid shows the service line on the items that name one', () => {
    const items = [
      { title: { ko: '전통 타이' }, text: { ko: '지압' }, meta: { ko: '보통 60~120분' }, service: 'thai-massage' },
      { title: { ko: '발 반사' }, text: { ko: '발' } },
    ];
    const html = renderBlock('FeaturedGrid', { types: { block: 'featured-grid', items } }, { locale: 'ko' });
    expect(html).toContain('<p class="featured-grid__meta">보통 60~120분</p><p class="featured-grid__meta featured-grid__offer">로열 타이 마사지 ');
    expect(html.split('featured-grid__offer')).toHaveLength(2);
  });

  it('CtaBox says what it books, between its text and its buttons', () => {
    const cta = { block: 'cta-box', title: { en: 'Book watsu' }, text: { en: 'A day ahead.' }, service: 'watsu' };
    const html = renderBlock('CtaBox', { cta }, { locale: 'en' });
    expect(html).toMatch(/<p class="block-cta__text">A day ahead\.<\/p><p class="block-cta__text block-cta__offer">Watsu Aquatic Massage, [^<]+<\/p><ul class="block-cta__actions"[ >]/);
  });

  it('CtaBox with a service books that course: /booking?service=<its first option>, in the page language', () => {
    const cta = { block: 'cta-box', title: { en: 'Book watsu' }, text: { en: 'A day ahead.' }, service: 'watsu' };
    const html = renderBlock('CtaBox', { cta }, { locale: 'en' });
    expect(html).toContain(`href="/en${bookingPath('watsu')}"`);
    expect(bookingPath('watsu')).toMatch(/^\/booking\?service=watsu-/);
  });

  it('rejects an unknown service id with the known ones listed', () => {
    const cta = { block: 'cta-box', title: { en: 'Book' }, text: { en: 'Now' }, service: 'mud-bath' };
    expect(() => renderBlock('CtaBox', { cta })).toThrow(/must be one of the catalogue's service ids: .*watsu/);
  });
});
