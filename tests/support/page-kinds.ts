import { PAGE_SERVICES } from '../../src/config/catalogue';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/routing';
import { pageType } from '../../scripts/lib/page-type';
import { builtPages } from './site';

/**
 * One page of every kind, for tests that walk "every kind of page in every locale": the
 * validators (html-validity.test.ts, accessibility.test.ts at both widths), phone-fit.test.ts,
 * controls.test.ts, site-notice.test.ts. A kind added here is checked by all of them. Built pages
 * are read once, when a test file imports this.
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
  ['listing page 2', firstBuilt(/^\/blog\/page\/2$/, "the listing's page 2")],
  // Quick facts, venue cards and a 30-row ranking table (vi and en; ko shows the fallback).
  ['ranking article', article('massage-hcm-top')],
  // Ranking table with Korean text (ko and vi).
  ['ranking article (ko)', article('top-20-quan-hot-toc-hcm')],
  ['guide article', article('cach-chon-massage-thai')],
  ['news digest', article('chuseok-2025-hcm-community-roundup')],
  // Alert levels, emergency numbers, a news list, a featured grid and a world clock, blocks no
  // other kind shows (vi and ko; en shows the fallback).
  ['news article', article('tin-an-ninh-han-quoc')],
  ['booking', '/booking'],
  ['newsletter', '/newsletter'],
  ['search', '/search'],
  ['legal', '/privacy'],
  ['sitemap', '/sitemap'],
  ['404', '/no-such-page'],
  ['article 404', '/blog/no-such-article'],
];

/** The kinds whose page is answered with status 404. */
export const NOT_FOUND_KINDS: ReadonlySet<string> = new Set(['404', 'article 404']);

/** [kind, path] of every page kind in one locale, the admin login included. */
export const pageKindsOf = (locale: Locale): [string, string][] => [
  ...PAGE_KINDS.map(([kind, path]): [string, string] => [kind, localizePath(path, locale)]),
  // The admin login is one page with ?lang.
  ['admin', locale === 'ko' ? '/admin' : `/admin?lang=${locale}`],
];

/** [locale, kind, path] of every page kind (the admin login included) in every locale. */
export const everyPageKind = (): [Locale, string, string][] =>
  LOCALES.flatMap((locale) => pageKindsOf(locale).map(([kind, path]): [Locale, string, string] => [locale, kind, path]));

/**
 * The first built page of every type, in every locale, that no declared kind is of: a page the
 * build makes that no kind names yet (a second legal page, a category's page 2) is still checked,
 * and a type a kind covers is not checked twice. The not-found pages are left out: the kinds '404'
 * and 'article 404' reach them as a visitor does.
 */
export function undeclaredTypes(): string[] {
  const seen = new Set(everyPageKind().map(([, , path]) => pageType(path)));
  return builtPages()
    .filter((p) => !p.isNotFound)
    .map((p) => p.path)
    .filter((path) => {
      const type = pageType(path);
      if (seen.has(type)) return false;
      seen.add(type);
      return true;
    });
}
