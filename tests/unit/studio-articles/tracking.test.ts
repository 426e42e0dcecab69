import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { markChecked } from '../../../src/server/services/studio/articles/checked';
import { listArticles } from '../../../src/server/services/studio/articles/list';
import { createArticle, saveArticle } from '../../../src/server/services/studio/articles/save';
import { readArticle } from '../../../src/server/services/studio/articles/source';
import { articleBody } from '../../../src/server/services/studio/articles/body';
import { publishedLocales } from '../../../src/blog/publication';
import { LOCALES } from '../../../src/i18n/locales';
import { translatableOf, translationHash } from '../../../src/blog/translation-hash';
import { translationStates } from '../../../src/blog/translation-state';
import type { ArticleBody, ArticleText } from '../../../src/studio/article-contract';
import { studioSiteCopy, type StudioSite } from '../../support/studio';
import { koreanText, NEW_SLUG, newArticleRequest, vietnameseText } from '../../support/studio-articles';

let site: StudioSite;
beforeEach(() => {
  site = studioSiteCopy('kingstone-tracking-', { articles: true });
});
afterEach(() => site.remove());

const META = `src/content/blog/${NEW_SLUG}/meta.yaml`;
const body = async (slug = NEW_SLUG): Promise<ArticleBody> => articleBody(await readArticle(site.root, slug));
async function saveTexts(texts: Partial<Record<'ko' | 'vi' | 'en', ArticleText>>) {
  const current = await body();
  return saveArticle(site.root, NEW_SLUG, { version: current.version, meta: current.meta, data: current.data, texts }, 'en');
}
const languages = async () => (await listArticles(site.root, 'ko')).find((a) => a.slug === NEW_SLUG)?.languages;

describe('translation tracking', () => {
  it('records the original’s hash when a translation is saved; a new original makes it outdated; checked makes it current', async () => {
    await createArticle(site.root, newArticleRequest() as never, 'ko');
    expect(parse(site.read(META)).translations).toBeUndefined();

    expect(await saveTexts({ ko: koreanText() })).toMatchObject({ status: 200, body: { languages: { ko: 'current', vi: 'original', en: 'missing' } } });
    const originalHash = translationHash(vietnameseText());
    expect(parse(site.read(META)).translations).toEqual({ ko: originalHash });
    expect(await languages()).toEqual({ ko: 'current', vi: 'original', en: 'missing' });

    // The original changes: the Korean text is not saved with it, so it is out of date.
    const changed = vietnameseText({ body: `${vietnameseText().body}\nThêm một đoạn mới về trà gừng.\n` });
    expect(await saveTexts({ vi: changed })).toMatchObject({ status: 200, body: { languages: { ko: 'outdated', vi: 'original' } } });
    expect(await languages()).toEqual({ ko: 'outdated', vi: 'original', en: 'missing' });
    expect(parse(site.read(META)).translations).toEqual({ ko: originalHash });

    // A translator says the Korean still matches: the record moves, the text does not.
    const koBefore = site.read(`src/content/blog/${NEW_SLUG}/ko.mdx`);
    const current = await body();
    const checked = await markChecked(site.root, NEW_SLUG, { version: current.version, locale: 'ko' }, 'en');
    expect(checked).toMatchObject({ status: 200, body: { kind: 'saved', languages: { ko: 'current' } } });
    expect(parse(site.read(META)).translations).toEqual({ ko: translationHash(changed) });
    expect(site.read(`src/content/blog/${NEW_SLUG}/ko.mdx`)).toBe(koBefore);
    expect(await languages()).toEqual({ ko: 'current', vi: 'original', en: 'missing' });
  });

  it('does not outdate translations when the original is only published or its front matter reformatted', async () => {
    await createArticle(site.root, newArticleRequest({ texts: { vi: vietnameseText({ draft: true }), ko: koreanText() } }) as never, 'ko');
    expect(await languages()).toEqual({ ko: 'current', vi: 'draft', en: 'missing' });
    await saveTexts({ vi: vietnameseText({ draft: false }) });
    expect(await languages()).toEqual({ ko: 'current', vi: 'original', en: 'missing' });
    const file = path.join(site.root, `src/content/blog/${NEW_SLUG}/vi.mdx`);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: (.*)$/m, (_, title: string) => `title: '${parse(title) as string}'`));
    expect(await languages()).toEqual({ ko: 'current', vi: 'original', en: 'missing' });
  });

  it('refuses to mark the original, a missing language or a stale version as checked', async () => {
    await createArticle(site.root, newArticleRequest() as never, 'ko');
    const { version } = await body();
    for (const locale of ['vi', 'en', 'xx'] as const) {
      const outcome = await markChecked(site.root, NEW_SLUG, { version, locale: locale as 'vi' }, 'en');
      expect(outcome).toEqual({ status: 422, body: { kind: 'invalid', errors: [{ path: 'locale', message: `${locale} is not a translation of this article.` }] } });
    }
    expect(await markChecked(site.root, NEW_SLUG, { version: 'stale', locale: 'ko' }, 'en')).toMatchObject({ status: 409, body: { kind: 'conflict', current: { slug: NEW_SLUG } } });
  });

  it('starts with every existing translation current (the record was seeded)', async () => {
    const articles = await listArticles(site.root, 'ko');
    expect(articles).toHaveLength(60);
    const states = articles.flatMap((a) => Object.values(a.languages));
    expect(states.filter((s) => s === 'outdated' || s === 'draft')).toEqual([]);
    expect(states.filter((s) => s === 'current').length).toBeGreaterThan(40);
  });
});

describe('the list', () => {
  it('is newest first, titled in the admin’s language when it can be, else in the original', async () => {
    const articles = await listArticles(site.root, 'en');
    const dates = articles.map((a) => a.published);
    expect(dates).toEqual([...dates].sort().reverse());
    const hcm = articles.find((a) => a.slug === 'massage-hcm-top');
    const en = translatableOf(site.read('src/content/blog/massage-hcm-top/en.mdx'));
    expect(hcm).toEqual({ slug: 'massage-hcm-top', category: 'massage-spa', published: '2025-10-26', original: 'vi', title: en?.title, languages: { ko: 'missing', vi: 'original', en: 'current' } });
    const korean = (await listArticles(site.root, 'ko')).find((a) => a.slug === 'massage-hcm-top');
    expect(korean?.title).toBe(translatableOf(site.read('src/content/blog/massage-hcm-top/vi.mdx'))?.title);
  });
});

describe('the rules', () => {
  it('publishes every language that is not a draft, and nothing while the original is one', () => {
    const published = publishedLocales('vi', { vi: { draft: false }, ko: { draft: true }, en: { draft: false } });
    expect(published).toEqual(LOCALES.filter((l) => l !== 'ko'));
    expect(publishedLocales('vi', { vi: { draft: true }, ko: { draft: false } })).toEqual([]);
    expect(publishedLocales('ko', { vi: { draft: false } })).toEqual([]);
  });

  it('tells each language’s state: draft before anything, then original, current or outdated', () => {
    const texts = { ko: { draft: false }, vi: { draft: false }, en: { draft: true } };
    expect(translationStates({ original: 'vi', translations: { ko: 'aaaa', en: 'aaaa' }, texts, originalHash: 'aaaa' })).toEqual({ ko: 'current', vi: 'original', en: 'draft' });
    expect(translationStates({ original: 'vi', translations: { ko: 'aaaa' }, texts, originalHash: 'bbbb' })).toMatchObject({ ko: 'outdated' });
    expect(translationStates({ original: 'vi', translations: {}, texts: { vi: { draft: false }, ko: { draft: false } }, originalHash: 'bbbb' })).toEqual({ ko: 'outdated', vi: 'original', en: 'missing' });
  });

  it('hashes what a translator reads: 16 hex digits, the same for the same words', () => {
    const text = vietnameseText();
    expect(translationHash(text)).toMatch(/^[0-9a-f]{16}$/);
    expect(translationHash({ ...text, body: `${text.body}\n\n` })).toBe(translationHash(text));
    for (const change of [{ title: `${text.title}!` }, { description: `${text.description}.` }, { heroAlt: 'x' }, { keywords: ['x'] }, { body: `${text.body}x` }]) {
      expect(translationHash({ ...text, ...change })).not.toBe(translationHash(text));
    }
  });
});
