import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_META } from '../../src/i18n/locales';
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
    const isForeign = lang === undefined ? inForeign : lang !== KOREAN && lang !== 'ko';
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
