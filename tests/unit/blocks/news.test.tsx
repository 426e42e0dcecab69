import { describe, expect, it } from 'vitest';
import { parseArticleData } from '../../../src/blocks/schemas';
import { renderBlock } from '../../support/blocks';
import { count } from '../../support/html';

describe('NewsList statuses', () => {
  const data = {
    events: {
      block: 'news-list',
      asOf: '2025-10-12',
      items: [
        { time: '08:10', title: { en: 'A' }, summary: { en: 'a' }, category: { en: 'X' }, status: 'in-progress' },
        { time: '09:20', title: { en: 'B' }, summary: { en: 'b' }, category: { en: 'X' }, status: 'handled' },
        { time: '10:30', title: { en: 'C' }, summary: { en: 'c' }, category: { en: 'X' }, status: 'blocked' },
        { time: '11:40', title: { en: 'D' }, summary: { en: 'd' }, category: { en: 'X' } },
      ],
    },
  };

  it.each([
    ['vi', ['Đang xử lý', 'Đã xử lý', 'Đã chặn']],
    ['ko', ['처리 중', '처리 완료', '차단됨']],
    ['en', ['In progress', 'Handled', 'Blocked']],
  ] as const)('labels each status in %s with its own colour class', (locale, labels) => {
    const html = renderBlock('NewsList', data, { locale });
    expect(html).toContain(`<span class="status-badge status-badge--in-progress">${labels[0]}</span>`);
    expect(html).toContain(`<span class="status-badge status-badge--handled">${labels[1]}</span>`);
    expect(html).toContain(`<span class="status-badge status-badge--blocked">${labels[2]}</span>`);
    expect(count(html, 'status-badge--')).toBe(3);
  });

  it('refuses an unknown status', () => {
    const bad = 'n:\n  block: news-list\n  asOf: "2025-10-12"\n  items:\n    - { time: "1", title: a, summary: b, category: c, status: done }\n';
    expect(() => parseArticleData(bad, 'x/data.yaml')).toThrow(/x\/data\.yaml.*n\.items\.0\.status/s);
  });
});

describe('AlertLevels', () => {
  const data = {
    alerts: {
      block: 'alert-levels',
      title: { vi: 'Mức cảnh báo theo khu vực', en: 'Alert levels by region' },
      asOf: '2025-10-12',
      regions: [
        { region: { vi: 'Biên giới phía Bắc', en: 'Northern border' }, level: 'high', note: { en: 'Patrols doubled' } },
        { region: 'Seoul', level: 'elevated' },
        { region: 'Busan', level: 'advisory' },
        { region: 'Jeju', level: 'normal' },
      ],
    },
  };

  it('shows the as-of date and every region with a labelled, coloured level', () => {
    const html = renderBlock('AlertLevels', data, { locale: 'en' });
    expect(html).toContain('<h2 class="block__title" id="block-alerts-title">Alert levels by region</h2>');
    expect(html).toContain('As of <time dateTime="2025-10-12">');
    expect(html).toContain('<span class="alert-levels__region">Northern border</span><span class="level-badge level-badge--high">High</span>');
    expect(html).toContain('<span class="level-badge level-badge--elevated">Elevated</span>');
    expect(html).toContain('<span class="level-badge level-badge--advisory">Advisory</span>');
    expect(html).toContain('<span class="level-badge level-badge--normal">Normal</span>');
    expect(html).toContain('<span class="alert-levels__note">Patrols doubled</span>');
    expect(count(html, '<li ')).toBe(4);
  });

  it('needs an as-of date and a known level', () => {
    expect(() => parseArticleData('a:\n  block: alert-levels\n  regions: [{ region: x, level: high }]\n', 'f')).toThrow(/a\.asOf/);
    expect(() => parseArticleData('a:\n  block: alert-levels\n  asOf: "2025-10-12"\n  regions: [{ region: x, level: purple }]\n', 'f')).toThrow(
      /a\.regions\.0\.level/,
    );
  });
});

describe('EmergencyNumbers', () => {
  const data = {
    sos: {
      block: 'emergency-numbers',
      items: [
        { number: '112', label: { ko: '경찰', vi: 'Cảnh sát', en: 'Police' } },
        { number: '119', label: { ko: '화재·구급', en: 'Fire and ambulance' }, note: { en: 'Free from any phone' } },
      ],
    },
  };

  it('makes each number a tap-to-call link named by its purpose', () => {
    const html = renderBlock('EmergencyNumbers', data, { locale: 'vi' });
    expect(html).toContain(
      '<a class="emergency-numbers__call" href="tel:112"><span class="visually-hidden">Gọi </span><span class="emergency-numbers__number">112</span> <span class="emergency-numbers__label">Cảnh sát</span></a>',
    );
    // A missing vi text falls back to Korean.
    expect(html).toContain('<span class="emergency-numbers__label">화재·구급</span>');
    expect(renderBlock('EmergencyNumbers', data, { locale: 'en' })).toContain('<p class="emergency-numbers__note">Free from any phone</p>');
  });

  it('refuses anything that is not a short number', () => {
    expect(() => parseArticleData('s:\n  block: emergency-numbers\n  items: [{ number: "+84 113", label: x }]\n', 'f')).toThrow(
      /s\.items\.0\.number/,
    );
  });
});

describe('as-of dates on other blocks', () => {
  it.each([
    ['QuickFacts', { f: { block: 'quick-facts', asOf: '2025-10-12', items: [{ label: { en: 'KOSPI' }, value: '2,610' }] } }],
    ['FeaturedGrid', { f: { block: 'featured-grid', asOf: '2025-10-12', items: [{ title: { en: '#tag' }, text: { en: 'x' } }] } }],
    [
      'ComparisonTable',
      { f: { block: 'comparison-table', asOf: '2025-10-12', caption: { en: 'c' }, columns: [{ key: 'a', label: { en: 'A' } }], rows: [{ label: { en: 'r' }, cells: { a: 1 } }] } },
    ],
    [
      'RankingTable',
      { f: { block: 'ranking-table', asOf: '2025-10-12', caption: { en: 'c' }, columns: [{ key: 'a', label: { en: 'A' } }], rows: [{ rank: 1, cells: { a: 'x' } }] } },
    ],
  ] as const)('%s shows its as-of date when given one, and none otherwise', (name, data) => {
    expect(renderBlock(name, data, { locale: 'ko' })).toContain('<p class="block__as-of"><time dateTime="2025-10-12">2025년 10월 12일</time> 기준</p>');
    const { asOf: _unused, ...rest } = data.f;
    expect(renderBlock(name, { f: rest }, { locale: 'ko' })).not.toContain('block__as-of');
  });
});
