import { describe, expect, it } from 'vitest';
import { resolveLocalizedView } from '../../src/i18n/fallback';
import { LOCALES } from '../../src/i18n/locales';

describe('resolveLocalizedView (the fallback rule)', () => {
  it('shows a page in its own language when it exists there', () => {
    const view = resolveLocalizedView('/blog/x', 'vi', { available: ['ko', 'vi'], original: 'ko' });
    expect(view).toMatchObject({ contentLocale: 'vi', isFallback: false, canonicalPath: '/vi/blog/x' });
  });

  it('falls back to Korean, canonical to the Korean page, hreflang only for real languages', () => {
    const view = resolveLocalizedView('/blog/x', 'en', { available: ['ko', 'vi'], original: 'vi' });
    expect(view.contentLocale).toBe('ko');
    expect(view.isFallback).toBe(true);
    expect(view.canonicalPath).toBe('/blog/x');
    expect(view.alternates).toEqual([
      { locale: 'ko', path: '/blog/x' },
      { locale: 'vi', path: '/vi/blog/x' },
    ]);
    // Which languages the content exists in: those whose page shows its own language.
    expect(LOCALES.filter((l) => view.shownIn[l] === l)).toEqual(['ko', 'vi']);
    expect(view.shownIn).toEqual({ ko: 'ko', vi: 'vi', en: 'ko' });
  });

  it('falls back to the original language when there is no Korean text', () => {
    const view = resolveLocalizedView('/blog/bia', 'en', { available: ['vi'], original: 'vi' });
    expect(view).toMatchObject({ contentLocale: 'vi', isFallback: true, canonicalPath: '/vi/blog/bia' });
    expect(view.xDefaultPath).toBe('/vi/blog/bia');
    expect(view.alternates).toEqual([{ locale: 'vi', path: '/vi/blog/bia' }]);
  });

  it('the Korean page of a Vietnamese-only article shows the Vietnamese text', () => {
    const view = resolveLocalizedView('/blog/bia', 'ko', { available: ['vi'], original: 'vi' });
    expect(view).toMatchObject({ locale: 'ko', contentLocale: 'vi', isFallback: true });
  });

  it('rejects content whose original is not among its languages', () => {
    expect(() => resolveLocalizedView('/x', 'ko', { available: ['vi'], original: 'ko' })).toThrow(/original locale/);
  });
});
