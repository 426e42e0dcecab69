import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../src/components/layout/LanguageSwitcher';
import { resolveLocalizedView } from '../../src/i18n/fallback';
import type { Locale } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';

// An article first written in Vietnamese, translated into Korean, not into English (as
// bia-om-hcm-dia-chi-moi-2025): the English page shows the Korean translation.
const render = (locale: Locale) => {
  const view = resolveLocalizedView('/blog/sample', locale, { available: ['ko', 'vi'], original: 'vi' });
  return renderToStaticMarkup(
    <LanguageSwitcher locale={locale} path="/blog/sample" shownIn={view.shownIn} t={createT(locale)} />,
  );
};

describe('the language switcher on a page whose language the content lacks', () => {
  it.each<[Locale, string]>([
    ['en', 'English: not translated, shown in Korean'],
    ['ko', '영어: 번역 없음, 한국어로 표시'],
    ['vi', 'Chưa có bản dịch tiếng Anh, hiển thị bằng tiếng Hàn'],
  ])('%s: names the language shown instead, never "the original"', (locale, line) => {
    const html = render(locale);
    expect(html).toContain(`title="${line}"`);
    expect(html).not.toMatch(/original|원문|bản gốc/);
  });
});
