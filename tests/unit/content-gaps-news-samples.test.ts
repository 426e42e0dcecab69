import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { bodyOf } from '../support/content';

/*
 * The Korean-news digests are sample content: invented events must not pass for real community
 * news (issue 17). Each language version says so near the top, in the "before you read" section.
 */
const BLOG = path.resolve(import.meta.dirname, '../../src/content/blog');
const SAMPLE_WORDS: Record<Locale, RegExp> = {
  ko: /예시|특정 사건에 대한 보도가 아닙니다/,
  vi: /\bmẫu\b|minh họa|hư cấu|không phải bản tin về một sự kiện/i,
  en: /\bsample\b|fictional|illustrative|not a report of a specific event/i,
};

const DIGESTS = readdirSync(BLOG).filter((slug) => {
  const meta = parse(readFileSync(path.join(BLOG, slug, 'meta.yaml'), 'utf8')) as { category: string };
  return meta.category === 'korean-news';
});

const VERSIONS = DIGESTS.flatMap((slug) =>
  LOCALES.flatMap((locale) => {
    const file = readdirSync(path.join(BLOG, slug)).find((f) => f === `${locale}.md` || f === `${locale}.mdx`);
    return file ? [{ slug, locale, file: path.join(BLOG, slug, file) }] : [];
  }),
);

describe('news digests', () => {
  it('include the three monthly digests and the October ones', () => {
    for (const slug of ['korean-community-sports-digest-august', 'seoul-hcm-community-news-may', 'seoul-hcm-community-news-july', 'tin-the-thao-han-quoc']) {
      expect(DIGESTS).toContain(slug);
    }
  });

  it.each(VERSIONS.map((v) => [v.slug, v.locale, v] as const))('%s (%s) is labelled as sample content before its first story', (_s, _l, { locale, file }) => {
    const body = bodyOf(readFileSync(file, 'utf8'));
    // The opening section: everything before the second "## " heading.
    const opening = body.split(/^## /m).slice(0, 2).join('## ');
    expect(opening).toMatch(SAMPLE_WORDS[locale]);
  });
});
