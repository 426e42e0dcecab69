import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../src/config/site';
import { localeFromParam, localizePath, splitLocale } from '../../src/i18n/routing';

describe('localizePath', () => {
  it.each([
    ['/', 'ko', '/'],
    ['/', 'vi', '/vi'],
    ['/', 'en', '/en'],
    ['/services', 'ko', '/services'],
    ['/services', 'vi', '/vi/services'],
    ['/services/', 'en', '/en/services'],
    ['/#contact', 'vi', '/vi#contact'],
    ['/#contact', 'ko', '/#contact'],
    ['/services#thai-massage', 'en', '/en/services#thai-massage'],
    ['/blog?page=2', 'vi', '/vi/blog?page=2'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it('refuses relative paths', () => {
    expect(() => localizePath('services', 'vi')).toThrow(/must start with/);
  });
});

describe('splitLocale', () => {
  it.each([
    ['/', 'ko', '/'],
    ['/services', 'ko', '/services'],
    ['/vi', 'vi', '/'],
    ['/vi/', 'vi', '/'],
    ['/en/privacy', 'en', '/privacy'],
    ['/ko/services', 'ko', '/ko/services'],
    ['/video', 'ko', '/video'],
  ] as const)('%s → %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
});

describe('absoluteUrl', () => {
  it('joins the site origin without a double slash', () => {
    expect(absoluteUrl('/vi/services')).toMatch(/^https?:\/\/[^/]+\/vi\/services$/);
  });
});

describe('localeFromParam (on-demand pages)', () => {
  it.each([
    [undefined, 'ko'],
    ['vi', 'vi'],
    ['en', 'en'],
    ['ko', undefined],
    ['fr', undefined],
  ] as const)('%s → %s', (param, locale) => {
    expect(localeFromParam(param)).toBe(locale);
  });
});
