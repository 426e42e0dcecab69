import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';
import { EVENT_DAYS } from '../../src/server/services/insights/rollup';

// The privacy page tells exactly what the counter counts (issue 39), in every language.
const HEADINGS = { ko: '### 방문 집계', vi: '### Đếm lượt truy cập', en: '### Visit counting' } as const;

describe('the privacy page on visit counting', () => {
  it.each(LOCALES.map((locale) => [locale]))('%s names what is counted, how, what is not, and for how long', (locale) => {
    const text = readFileSync(`src/content/legal/privacy/${locale}.md`, 'utf8');
    const section = text.slice(text.indexOf(HEADINGS[locale]), text.indexOf('\n### ', text.indexOf(HEADINGS[locale]) + 5));
    expect(section.length).toBeGreaterThan(500);
    for (const word of ['LCP', 'INP', 'CLS', 'utm_source', 'Global Privacy Control', 'Do Not Track', String(EVENT_DAYS), 'Zalo', 'KakaoTalk'.slice(0, locale === 'ko' ? 0 : 9)]) {
      expect(section, word).toContain(word);
    }
    // No longer the old promise of no counting at all.
    expect(text).not.toMatch(/no analytics|방문 통계\(애널리틱스\)|công cụ phân tích/);
  });
});
