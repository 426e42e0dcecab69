import { describe, expect, it } from 'vitest';
import { preferredLocale } from '../../src/i18n/accept-language';

describe('the language a browser asks for', () => {
  it.each([
    ['vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7', 'vi'],
    ['ko-KR,ko;q=0.9', 'ko'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,vi;q=0.5,en;q=0.4', 'vi'],
    ['en;q=0.4, vi;q=0.8', 'vi'],
    ['KO', 'ko'],
    ['de-DE,fr', undefined],
    ['vi;q=0, en', 'en'],
    ['', undefined],
    [null, undefined],
    [`${'x-y;q=0.1,'.repeat(2000)}vi`, undefined],
    [';;;,,,q=,vi;q=abc', 'vi'],
  ])('reads %j as %j', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });
});
