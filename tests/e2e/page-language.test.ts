import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_META } from '../../src/i18n/locales';
import { splitLocale } from '../../src/i18n/routing';
import { contentArticles } from '../support/content';
import { decode } from '../support/html';
import { builtPages, localeOf } from '../support/site';
import { CLIENT_DIR } from '../support/paths';
import { UNTRANSLATED_WORD, withoutKeptNames } from '../support/untranslated-words';

/*
 * What the built Korean pages say in Korean: outside content marked with another language's `lang`
 * (a fallback article, a language's own name on its link), no UI word is left in English and no
 * language is named in its own language (issue 17: cards read "Tiếng Việt로 작성된 글"). Read from
 * dist/client, no server needed.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const KOREAN = LOCALE_META.ko.lang;

/**
 * The texts of a page that are in the page's own language: text nodes and the alt, title and
 * aria-label values of elements not inside an element whose `lang` is another language. One pass
 * over the tags (the build's HTML is valid, so every non-void element closes).
 */
function ownLanguageTexts(html: string): string[] {
  const body = html.slice(html.indexOf('<body')).replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  const texts: string[] = [];
  /** One entry per open element: whether it or an ancestor is in another language. */
  const foreign: boolean[] = [];
  let at = 0;
  for (const tag of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const inForeign = foreign.at(-1) ?? false;
    if (!inForeign) texts.push(body.slice(at, tag.index).replace(/&nbsp;/g, ' '));
    at = tag.index + tag[0].length;
    const [, closing, name = '', attributes = ''] = tag;
    if (closing) {
      foreign.pop();
      continue;
    }
    const lang = /\slang="([^"]*)"/.exec(attributes)?.[1];
    const isForeign = lang === undefined ? inForeign : lang !== KOREAN && lang !== DEFAULT_LOCALE;
    if (!isForeign) texts.push(...[...attributes.matchAll(/\s(?:alt|title|aria-label)="([^"]*)"/g)].map((m) => m[1]!));
    if (!VOID.has(name.toLowerCase()) && !attributes.trimEnd().endsWith('/')) foreign.push(isForeign);
  }
  return texts.map((text) => withoutKeptNames(text).trim()).filter(Boolean);
}

const builtHtml = (urlPath: string) => readFileSync(path.join(CLIENT_DIR, urlPath, 'index.html'), 'utf8');

describe('Korean pages', () => {
  const pages = builtPages().filter((p) => !p.isNotFound && localeOf(p.path) === 'ko');

  it('finds the text in Korean and skips what is marked as another language', () => {
    const sample = '<body><p>베트남어로 작성된 글</p><p lang="vi-VN">Tiếng Việt <b>Booking</b></p><p>Booking</p></body>';
    expect(ownLanguageTexts(sample)).toEqual(['베트남어로 작성된 글', 'Booking']);
    // What the cards said before: a language's own name inside a Korean sentence.
    expect(UNTRANSLATED_WORD.test('Tiếng Việt로 작성된 글')).toBe(true);
    expect(UNTRANSLATED_WORD.test('Bookings')).toBe(false);
  });

  it('show no untranslated UI word and name no language in its own language, outside foreign-language content', () => {
    expect(pages.length).toBeGreaterThan(100);
    const offenders = pages.flatMap(({ path: urlPath }) =>
      ownLanguageTexts(builtHtml(urlPath))
        .filter((text) => UNTRANSLATED_WORD.test(text))
        .map((text) => `${urlPath}: ${text.slice(0, 80)}`),
    );
    expect([...new Set(offenders)]).toEqual([]);
  });

  it('mark a fallback article’s title in the breadcrumb with the language it is written in', () => {
    // top-25-bar-hcm-2025 is written in Vietnamese only: its Korean page shows the Vietnamese text.
    const html = builtHtml('/blog/top-25-bar-hcm-2025');
    expect(html).toMatch(new RegExp(`<li aria-current="page" lang="${LOCALE_META.vi.lang}">`));
  });
});

/*
 * One fallback rule for every title (issue 37): /en's "Korean news" menu and the blog sidebar named
 * the untranslated news digests by their Vietnamese titles while their cards and pages showed the
 * Korean text, and /vi's sidebar an English-original article by its English title while its /vi
 * page showed the Korean.
 */
describe('links to an article', () => {
  const slugs = new Set(contentArticles().map((a) => a.slug));
  /** An article page's slug, in any locale. */
  const articleSlug = (urlPath: string) => /^\/blog\/([^/]+)$/.exec(splitLocale(urlPath).path)?.[1];
  const textOf = (html: string) => decode(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();

  /** Each article page's title (its h1) by path, and the titles of all its languages' pages by slug. */
  function titlesOf(pages: { path: string; html: string }[]) {
    const shown = new Map<string, string>();
    const bySlug = new Map<string, Set<string>>();
    for (const { path: urlPath, html } of pages) {
      const slug = articleSlug(urlPath);
      if (!slug || !slugs.has(slug)) continue;
      const title = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
      shown.set(urlPath, title);
      bySlug.set(slug, (bySlug.get(slug) ?? new Set()).add(title));
    }
    return { shown, bySlug };
  }

  /** "page → link: the title it reads, the title its page shows" for each link that names the article in another of its languages. */
  function otherLanguageTitles(pages: { path: string; html: string }[]): string[] {
    const { shown, bySlug } = titlesOf(pages);
    return pages.flatMap(({ path: page, html }) =>
      [...html.matchAll(/<a [^>]*href="([^"#?]+)"[^>]*>([\s\S]*?)<\/a>/g)].flatMap(([, href = '', inner = '']) => {
        const title = shown.get(href);
        if (title === undefined) return [];
        const text = textOf(inner);
        const others = [...(bySlug.get(articleSlug(href) ?? '') ?? [])].filter((other) => other !== title && text.includes(other));
        return others.map((other) => `${page} → ${href}: "${other}", its page shows "${title}"`);
      }),
    );
  }

  const pages = builtPages()
    .filter((p) => !p.isNotFound)
    .map((p) => ({ path: p.path, html: builtHtml(p.path) }));

  it('finds a link named in another language than its page shows', () => {
    // /en's news menu as it was: a Vietnamese-original digest named by its Vietnamese title.
    const digest = '/en/blog/tin-nong-han-quoc';
    const vietnamese = titlesOf(pages).shown.get('/vi/blog/tin-nong-han-quoc') ?? '';
    expect(vietnamese).not.toBe(titlesOf(pages).shown.get(digest));
    const home = pages.find((p) => p.path === '/en')!;
    const before = { ...home, html: `${home.html}<a href="${digest}">${vietnamese}</a>` };
    expect(otherLanguageTitles([...pages.filter((p) => p !== home), before])).toEqual([`/en → ${digest}: "${vietnamese}", its page shows "${titlesOf(pages).shown.get(digest)}"`]);
  });

  it('names it, on every page (menus, sidebars, cards, related articles), by the title its page shows', () => {
    expect(titlesOf(pages).shown.size).toBeGreaterThan(100);
    expect(otherLanguageTitles(pages)).toEqual([]);
  });
});
