import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/locales';
import { BLOCK_DICTIONARIES } from '../../support/blocks';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('block dictionaries', () => {
  const reference = BLOCK_DICTIONARIES.ko;

  it.each(LOCALES)('%s has exactly the Korean keys, all prefixed "block." and none empty', (locale) => {
    const dictionary = BLOCK_DICTIONARIES[locale];
    expect(Object.keys(dictionary).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, value] of Object.entries(dictionary)) {
      expect(key).toMatch(/^block\./);
      expect(value.trim(), key).not.toBe('');
    }
  });

  it.each(LOCALES)('%s uses the same placeholders as Korean', (locale) => {
    for (const [key, value] of Object.entries(BLOCK_DICTIONARIES[locale])) {
      expect(placeholders(value), `${locale} ${key}`).toEqual(placeholders(reference[key as keyof typeof reference]));
    }
  });
});
