import { PAGE_SERVICES } from '../../src/services/catalogue';
import type { Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/routing';
import { builtPages } from './site';

/**
 * One page of every kind, for tests that walk "every kind of page in every locale"
 * (phone-fit.test.ts, controls.test.ts). Built pages are read once, when a test file imports this.
 */

const built = builtPages().map((p) => p.path);
/** The first built page whose Korean (prefix-less) path matches, e.g. the first tag page. */
function firstBuilt(pattern: RegExp, kind: string): string {
  const found = built.find((p) => pattern.test(p));
  if (!found) throw new Error(`No built page for ${kind} (${pattern})`);
  return found;
}
/** An article slug, checked to be built so a renamed article fails here and not as a blank page. */
function article(slug: string): string {
  const path = `/blog/${slug}`;
  if (!built.includes(path)) throw new Error(`No built article ${path}: pick another of its kind`);
  return path;
}

/** Locale-less paths, one per page kind (every service page: their blocks differ). */
export const PAGE_KINDS: [kind: string, path: string][] = [
  ['home', '/'],
  ['services', '/services'],
  ...PAGE_SERVICES.map((s): [string, string] => [`service ${s.id}`, `/services/${s.id}`]),
  ['blog', '/blog'],
  ['category', firstBuilt(/^\/blog\/category\/[^/]+$/, 'a category')],
  ['tag', firstBuilt(/^\/blog\/tag\/[^/]+$/, 'a tag')],
  ['month archive', firstBuilt(/^\/blog\/\d{4}\/\d{2}$/, 'a month archive')],
  // Quick facts, venue cards and a 30-row ranking table (vi and en; ko shows the fallback).
  ['ranking article', article('massage-hcm-top')],
  // Ranking table with Korean text (ko and vi).
  ['ranking article (ko)', article('top-20-quan-hot-toc-hcm')],
  ['guide article', article('cach-chon-massage-thai')],
  ['news digest', article('chuseok-2025-hcm-community-roundup')],
  ['booking', '/booking'],
  ['newsletter', '/newsletter'],
  ['search', '/search'],
  ['legal', '/privacy'],
  ['sitemap', '/sitemap'],
  ['404', '/no-such-page-phone-fit'],
];

/** [kind, path] of every page kind in one locale, the admin login included. */
export const pageKindsOf = (locale: Locale): [string, string][] => [
  ...PAGE_KINDS.map(([kind, path]): [string, string] => [kind, localizePath(path, locale)]),
  // The admin login is one page with ?lang.
  ['admin', locale === 'ko' ? '/admin' : `/admin?lang=${locale}`],
];
