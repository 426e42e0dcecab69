import { describe, expect, it } from 'vitest';
import { getService } from '../../../src/config/catalogue';
import { formatDuration, formatPrice } from '../../../src/i18n/format';
import { LOCALES } from '../../../src/i18n/locales';
import { renderBlock } from '../../support/blocks';
import { count } from '../../support/html';

const names = ['Golden Lotus', 'Saigon Pearl', 'Jade <Garden>'];
const ranking = (rows: number) => ({
  top30: {
    block: 'ranking-table',
    title: { ko: '1군 TOP 30', en: 'District 1 top 30' },
    caption: { ko: '2025년 10월 순위', en: 'Ranking, October 2025' },
    columns: [
      { key: 'name', label: { ko: '업소명', en: 'Venue' } },
      { key: 'area', label: { ko: '지역', en: 'Area' } },
      { key: 'rating', label: { ko: '평점', en: 'Rating' }, format: 'rating' },
      { key: 'reviews', label: { ko: '리뷰', en: 'Reviews' } },
    ],
    rows: Array.from({ length: rows }, (_, i) => ({
      rank: i + 1,
      cells: { name: names[i % 3], area: { ko: '1군', en: 'District 1' }, rating: 4.85 - i * 0.1, reviews: 1250 - i },
    })),
    note: { ko: '업소명은 예시입니다.', en: 'Venue names are sample data.' },
  },
});

describe('RankingTable', () => {
  it('renders every row once, in a captioned, scrollable table', () => {
    const html = renderBlock('RankingTable', ranking(30), { locale: 'en' });
    expect(count(html, '<tr>')).toBe(31);
    expect(count(html, '<th scope="row"')).toBe(30);
    expect(html).toContain('<div class="table-scroll" role="region" aria-label="Ranking, October 2025" tabindex="0">');
    expect(html).toContain('<caption>Ranking, October 2025</caption>');
    expect(html).toContain('<h2 class="block__title" id="block-top30-title">District 1 top 30</h2>');
    expect(html).toContain('<th scope="col" class="block-table__rank">Rank</th>');
    expect(html).toContain('<p class="block__note">Venue names are sample data.</p>');
  });

  it('shows ratings with one decimal and numbers grouped, in the locale notation', () => {
    const vi = renderBlock('RankingTable', ranking(2), { locale: 'vi' });
    expect(vi).toContain('<td class="is-end block-table__rating">4,9</td>');
    expect(vi).toContain('<td class="is-end">1.250</td>');
    const ko = renderBlock('RankingTable', ranking(2), { locale: 'ko' });
    expect(ko).toContain('<td class="is-end block-table__rating">4.8</td>');
    expect(ko).toContain('<td class="is-end">1,249</td>');
    // vi has no Vietnamese texts in this data: Korean is the fallback.
    expect(vi).toContain('<td class="is-start">1군</td>');
  });

  it('escapes cell text', () => {
    const html = renderBlock('RankingTable', ranking(3));
    expect(html).toContain('Jade &lt;Garden&gt;');
    expect(html).not.toContain('<Garden>');
  });
});

describe('ComparisonTable', () => {
  const data = {
    cmp: {
      block: 'comparison-table',
      caption: { ko: '60분 가격 비교', en: '60-minute prices' },
      highlight: 'price',
      columns: [
        { key: 'price', label: { ko: '가격', en: 'Price' }, format: 'money' },
        { key: 'average', label: { ko: '지역 평균', en: 'District average' } },
      ],
      rows: [
        {
          label: { en: 'Lotus Garden' },
          cells: { price: 450000, average: { from: 480000, to: 560000 } },
          verdict: { tone: 'good', text: { ko: '평균보다 저렴', en: 'Below average' } },
        },
        { label: { en: 'Blue Moon' }, cells: { price: 700000, average: { from: 480000, to: 560000 } } },
      ],
    },
  };

  it('renders row headers, the highlighted column and a verdict column', () => {
    const html = renderBlock('ComparisonTable', data, { locale: 'en' });
    expect(count(html, '<tbody>')).toBe(1);
    expect(count(html, '<th scope="row">')).toBe(2);
    expect(html).toContain('<th scope="col">Item</th>');
    expect(html).toContain('Price<span class="badge">Recommended</span>');
    expect(count(html, 'is-highlight')).toBe(3);
    expect(html).toContain('<th scope="col">Verdict</th>');
    expect(html).toContain('<td class="verdict verdict--good">Below average</td>');
    // The row without a verdict keeps the column with an empty cell.
    expect(html).toContain('<td></td>');
  });

  it('leaves the verdict column out when no row has one', () => {
    const rows = data.cmp.rows.map(({ label, cells }) => ({ label, cells }));
    const html = renderBlock('ComparisonTable', { cmp: { ...data.cmp, rows, rowHeader: { en: 'Venue' } } }, { locale: 'en' });
    expect(html).not.toContain('Verdict');
    expect(html).toContain('<th scope="col">Venue</th>');
  });
});

describe('OurPrices', () => {
  const ids = ['thai-massage', 'couple-massage'];

  it.each(LOCALES)('lists every catalogue option with formatted prices (%s)', (locale) => {
    const html = renderBlock('OurPrices', { prices: { block: 'our-prices', services: ids } }, { locale });
    const options = ids.flatMap((id) => getService(id).options);
    expect(count(html, '<tr>')).toBe(options.length + 1);
    expect(count(html, '<th scope="rowgroup"')).toBe(ids.length);
    for (const option of options) {
      expect(html).toContain(`<data value="${option.price}">${formatPrice(option.price, locale)}</data>`);
      expect(html).toContain(formatDuration(option.minutes, locale));
    }
    for (const id of ids) expect(html).toContain(getService(id).name[locale]);
  });

  it('marks VIP options, guest counts and links services that have a page', () => {
    const html = renderBlock('OurPrices', { prices: { block: 'our-prices', services: ids } }, { locale: 'en' });
    expect(count(html, '<span class="badge">VIP</span>')).toBe(2);
    expect(html).toContain('<small>for 2 guests</small>');
    expect(html).toContain('<a href="/en/services/thai-massage">Royal Thai Massage</a>');
    expect(html).toContain('<caption>Kingstone Spa prices by course</caption>');
  });

  it('shows a service without a page unlinked', () => {
    const html = renderBlock('OurPrices', { prices: { block: 'our-prices', services: ['watsu'] } });
    expect(html).toContain(`rowSpan="${getService('watsu').options.length}">${getService('watsu').name.ko}</th>`);
  });
});
