import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';
import { createT, DICTIONARIES } from '../../src/i18n/t';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI dictionaries', () => {
  const reference = DICTIONARIES.ko;

  it.each(LOCALES)('%s has exactly the Korean keys, none empty', (locale) => {
    const dictionary = DICTIONARIES[locale];
    expect(Object.keys(dictionary).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, value] of Object.entries(dictionary)) expect(value.trim(), key).not.toBe('');
  });

  it.each(LOCALES)('%s uses the same placeholders as Korean in every string', (locale) => {
    for (const [key, value] of Object.entries(DICTIONARIES[locale])) {
      expect(placeholders(value), `${locale} ${key}`).toEqual(placeholders(reference[key as keyof typeof reference]));
    }
  });

  it('fills placeholders and refuses a missing value instead of showing "{name}"', () => {
    const t = createT('en');
    expect(t('footer.copyright', { year: 2026, name: 'Kingstone Spa' })).toBe('© 2026 Kingstone Spa. All rights reserved.');
    expect(() => t('footer.copyright', { year: 2026 })).toThrow(/Missing value for \{name\}/);
  });

  it('has the seed §8 article-not-found texts in Vietnamese', () => {
    const t = createT('vi');
    expect(t('articleNotFound.title')).toBe('Không tìm thấy bài viết');
    expect(t('articleNotFound.body')).toBe('Bài viết bạn tìm kiếm không tồn tại hoặc đã bị xóa.');
  });
});
