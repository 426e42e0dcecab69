import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/locales';
import { DICTIONARIES } from '../../../src/i18n/t';
import { serviceEn } from '../../../src/i18n/ui/service/en';
import { serviceKo } from '../../../src/i18n/ui/service/ko';
import { serviceVi } from '../../../src/i18n/ui/service/vi';
import { parseSources } from '../../../src/browser/hero-video';

const SERVICE_DICTIONARIES = { ko: serviceKo, vi: serviceVi, en: serviceEn };

describe('service page dictionaries', () => {
  it.each(LOCALES)('%s has the Korean keys, all prefixed "servicePage." and merged into the main dictionary', (locale) => {
    const dictionary: Record<string, string> = SERVICE_DICTIONARIES[locale];
    expect(Object.keys(dictionary).sort()).toEqual(Object.keys(serviceKo).sort());
    for (const [key, value] of Object.entries(dictionary)) {
      expect(key).toMatch(/^servicePage\./);
      expect(value.trim(), key).not.toBe('');
      expect((DICTIONARIES[locale] as Record<string, string>)[key]).toBe(value);
    }
  });
});

describe('hero video sources', () => {
  it('reads the JSON list the component writes and drops malformed entries', () => {
    expect(parseSources('[{"src":"/media/a.webm","type":"video/webm"},{"src":1},null]')).toEqual([
      { src: '/media/a.webm', type: 'video/webm' },
    ]);
    expect(parseSources(undefined)).toEqual([]);
    expect(parseSources('{}')).toEqual([]);
  });
});
