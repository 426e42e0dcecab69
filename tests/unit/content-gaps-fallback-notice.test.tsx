import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { FallbackNotice } from '../../src/components/layout/FallbackNotice';
import { resolveLocalizedView } from '../../src/i18n/fallback';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';

const notice = (locale: Locale, available: Locale[], original: Locale) => {
  const view = resolveLocalizedView('/blog/x', locale, { available, original });
  const html = renderToStaticMarkup(
    <FallbackNotice locale={locale} contentLocale={view.contentLocale} originalLocale={view.originalLocale} t={createT(locale)} />,
  );
  return html.replace(/<[^>]*>/g, '');
};

describe('the fallback notice', () => {
  it('calls the shown text a translation when it is one, and names the original (issue 17)', () => {
    // /en/blog/bia-om-hcm-dia-chi-moi-2025: written in Vietnamese, translated into Korean, no English.
    const meta = parse(readFileSync(path.resolve(import.meta.dirname, '../../src/content/blog/bia-om-hcm-dia-chi-moi-2025/meta.yaml'), 'utf8'));
    expect(meta.original).toBe('vi');
    const en = notice('en', ['ko', 'vi'], 'vi');
    expect(en).toBe('This content is not available in English yet, so it is shown in a Korean translation; the original is in Vietnamese.');
    expect(en).not.toMatch(/original Korean|original 한국어/);
  });

  it('calls the shown text the original when it is', () => {
    expect(notice('en', ['ko'], 'ko')).toBe('This content is not available in English yet, so it is shown in the original Korean.');
    expect(notice('ko', ['vi'], 'vi')).toBe('이 내용은 아직 한국어로 제공되지 않아 베트남어 원문으로 보여 드립니다.');
    expect(notice('vi', ['ko'], 'ko')).toBe('Nội dung này chưa có bằng tiếng Việt, nên chúng tôi hiển thị bản gốc tiếng Hàn.');
  });

  it.each(LOCALES)('in %s, names both languages in the reader\'s language when a translation is shown', (locale) => {
    const original: Locale = locale === 'vi' ? 'en' : 'vi';
    const text = notice(locale, ['ko', original], original);
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    expect(text.toLowerCase()).toContain(names.of('ko')!.toLowerCase());
    expect(text.toLowerCase()).toContain(names.of(original)!.toLowerCase());
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
