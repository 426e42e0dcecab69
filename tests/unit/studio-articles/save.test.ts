import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createArticle, saveArticle } from '../../../src/server/services/studio/articles/save';
import { readArticle } from '../../../src/server/services/studio/articles/source';
import { articleBody } from '../../../src/server/services/studio/articles/body';
import type { ArticleBody, ArticleSaveRequest, ArticleSaveResponse } from '../../../src/studio/article-contract';
import { frontmatterOf } from '../../support/content';
import { studioSiteCopy, type StudioSite } from '../../support/studio';
import { koreanText, NEW_SLUG, newArticleRequest, RANKING_DATA, vietnameseText } from '../../support/studio-articles';

let site: StudioSite;
beforeEach(() => {
  site = studioSiteCopy('kingstone-articles-', { articles: true });
});
afterEach(() => site.remove());

const folder = (slug: string, file = '') => `src/content/blog/${slug}${file ? `/${file}` : ''}`;
const body = async (slug: string): Promise<ArticleBody> => articleBody(await readArticle(site.root, slug));
const saved = (outcome: unknown) => (outcome as { body: ArticleSaveResponse }).body;
/** An edit of an article as the editor sends it: what it read, changed. */
async function edit(slug: string, change: (request: ArticleSaveRequest & { version: string }) => void) {
  const current = await body(slug);
  const request = { version: current.version, meta: structuredClone(current.meta), data: structuredClone(current.data), texts: {} } as ArticleSaveRequest & { version: string };
  change(request);
  return saveArticle(site.root, slug, request as never, 'en');
}

describe('creating an article', () => {
  it('writes a complete folder: meta.yaml, data.yaml, the language and a hero, and nothing else anywhere', async () => {
    const before = site.snapshot();
    const outcome = await createArticle(site.root, newArticleRequest() as never, 'ko');
    expect(outcome).toMatchObject({ status: 201, body: { kind: 'saved', slug: NEW_SLUG, languages: { ko: 'missing', vi: 'original', en: 'missing' } } });
    expect(readdirSync(path.join(site.root, folder(NEW_SLUG))).sort()).toEqual(['data.yaml', 'hero.jpg', 'meta.yaml', 'vi.mdx']);
    expect(parse(site.read(folder(NEW_SLUG, 'meta.yaml')))).toEqual({ ...newArticleRequest().meta, hero: './hero.jpg' });
    expect(site.read(folder(NEW_SLUG, 'meta.yaml'))).toContain('tags: [wellness, guide]');
    expect(parse(site.read(folder(NEW_SLUG, 'data.yaml')))).toEqual(newArticleRequest().data);
    const text = site.read(folder(NEW_SLUG, 'vi.mdx'));
    expect(parse(frontmatterOf(text))).toEqual({ title: vietnameseText().title, description: vietnameseText().description, heroAlt: vietnameseText().heroAlt, keywords: vietnameseText().keywords });
    expect(text.endsWith(`---\n\n${vietnameseText().body}`)).toBe(true);
    const after = site.snapshot();
    expect(Object.keys(after).filter((file) => after[file] !== before[file]).sort()).toEqual(
      ['data.yaml', 'hero.jpg', 'meta.yaml', 'vi.mdx'].map((file) => folder(NEW_SLUG, file)),
    );
    expect((await body(NEW_SLUG)).version).toBe(saved(outcome).kind === 'saved' && (saved(outcome) as { version: string }).version);
  }, 30_000);

  it('refuses a slug that is taken, a former slug, a listing URL or not a slug, writing nothing', async () => {
    const before = site.snapshot();
    writeFileSync(path.join(site.root, 'src/content/blog/massage-hcm-top/meta.yaml'), `${site.read('src/content/blog/massage-hcm-top/meta.yaml')}aliases: [massage-sai-gon]\n`);
    const cases: [string, string][] = [
      ['massage-hcm-top', 'The address "massage-hcm-top" is already used by another article.'],
      ['massage-sai-gon', '"massage-sai-gon" is a former address of the article "massage-hcm-top" and cannot be used.'],
      ['page', '"page" is used by the blog listings or the studio and cannot be an article’s address.'],
      ['2025', '"2025" is used by the blog listings or the studio and cannot be an article’s address.'],
      ['schemas', '"schemas" is used by the blog listings or the studio and cannot be an article’s address.'],
      ['Trà-Thảo-Mộc', 'Use only lowercase letters, digits and dashes (-).'],
      ['../outside', 'Use only lowercase letters, digits and dashes (-).'],
    ];
    for (const [slug, message] of cases) {
      const outcome = await createArticle(site.root, newArticleRequest({ slug }) as never, 'en');
      expect(outcome).toEqual({ status: 422, body: { kind: 'invalid', errors: [{ path: 'slug', message }] } });
    }
    const after = site.snapshot();
    expect(Object.keys(after).filter((file) => after[file] !== before[file])).toEqual(['src/content/blog/massage-hcm-top/meta.yaml']);
  }, 30_000);

  it('answers every problem at its path in the admin’s language, and writes nothing', async () => {
    const before = site.snapshot();
    const request = newArticleRequest({
      meta: { original: 'vi', category: 'no-such-category', tags: ['wellness', 'nope'], published: '2026-02-30', author: 'kingstone-editorial', related: ['massage-hcm-top', 'gone'], popularRank: 11 },
      data: {
        top5: { ...newArticleRequest().data['top5'] as object, rows: [{ rank: 0, cells: { name: 'Trà gừng', taste: 'Ấm', rating: 9 } }] },
        tips: { block: 'do-dont', do: ['Uống chậm'], dont: [{ vi: 'Uống quá nóng' }] },
      },
      texts: { vi: vietnameseText({ title: 'Trà', body: `${vietnameseText().body}\n<QuickFacts id="top5" />\n` }), ...({ ja: vietnameseText() } as object) },
    });
    const outcome = await createArticle(site.root, request as never, 'en');
    expect(outcome).toMatchObject({ status: 422 });
    const errors = (saved(outcome) as { errors: { path: string; message: string }[] }).errors;
    const paths = errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining([
      'texts.vi.title',
      'texts.ja',
      'data.top5.rows.0.rank',
      'data.top5.rows.0.cells.rating',
      'meta.category',
      'meta.tags.1',
      'meta.published',
      'meta.popularRank',
      'texts.vi.body',
    ]));
    expect(errors.find((e) => e.path === 'meta.published')?.message).toBe('Enter a date that exists.');
    expect(errors.find((e) => e.path === 'texts.ja')?.message).toBe('The site has no such language.');
    // The blocks' own rules, in the admin's language too.
    expect(errors.find((e) => e.path === 'data.top5.rows.0.cells.rating')?.message).toBe('Must be a rating from 0 to 5.');
    expect(errors.find((e) => e.path === 'data.tips.do.0')?.message).toBe('Readers read this: write it per language (not just "Uống chậm").');
    expect(errors.find((e) => e.path === 'texts.vi.body')?.message).toMatch(/^Line 11: <QuickFacts id="top5"> needs a quick-facts dataset named "top5" in data\.$/);
    const korean = await createArticle(site.root, request as never, 'ko');
    const koreanErrors = (saved(korean) as { errors: { path: string; message: string }[] }).errors;
    expect(koreanErrors.find((e) => e.path === 'meta.published')?.message).toBe('존재하는 날짜를 입력하세요.');
    expect(koreanErrors.find((e) => e.path === 'data.top5.rows.0.cells.rating')?.message).toBe('0에서 5 사이의 평점이어야 합니다.');
    expect(site.snapshot()).toEqual(before);
  }, 30_000);

  it('refuses related articles that do not exist once the rest is valid, naming the entry', async () => {
    const outcome = await createArticle(site.root, newArticleRequest({ meta: { ...newArticleRequest().meta, related: ['massage-hcm-top', 'gone'] } }) as never, 'en');
    expect(outcome).toEqual({ status: 422, body: { kind: 'invalid', errors: [{ path: 'meta.related.1', message: 'There is no related article "gone" (only published articles can be chosen).' }] } });
  });

  it('needs the original language’s text', async () => {
    const outcome = await createArticle(site.root, newArticleRequest({ texts: { ko: koreanText() } }) as never, 'en');
    expect(outcome).toEqual({ status: 422, body: { kind: 'invalid', errors: [{ path: 'texts.vi', message: 'The article needs its text in the original language (vi).' }] } });
  });
});

describe('saving an article', () => {
  it('writes only the languages given, keeps the others and the untouched lines of meta.yaml', async () => {
    const slug = 'massage-hcm-top';
    const metaBefore = site.read(folder(slug, 'meta.yaml'));
    const enBefore = site.read(folder(slug, 'en.mdx'));
    const current = await body(slug);
    const vi = { ...current.texts.vi!, title: 'Massage ở TP. Hồ Chí Minh: những khu tốt nhất và 10 spa tiêu biểu' };
    const outcome = await saveArticle(site.root, slug, { version: current.version, meta: { ...current.meta, updated: '2026-11-24' }, data: current.data, texts: { vi } }, 'ko');
    expect(outcome).toMatchObject({ status: 200, body: { kind: 'saved', slug } });
    expect(site.read(folder(slug, 'en.mdx'))).toBe(enBefore);
    const metaAfter = site.read(folder(slug, 'meta.yaml'));
    // One line added; every other line as it was.
    expect(metaAfter.split('\n').filter((line) => !metaBefore.split('\n').includes(line))).toEqual(['updated: 2026-11-24']);
    const viAfter = site.read(folder(slug, 'vi.mdx'));
    expect(parse(frontmatterOf(viAfter)).title).toBe(vi.title);
    expect(viAfter.endsWith(current.texts.vi!.body)).toBe(true);
  });

  it('lets exactly one of simultaneous saves from the same version win; the others get the article as it is now', async () => {
    const slug = 'massage-hcm-top';
    const current = await body(slug);
    const titles = [1, 2, 3, 4].map((n) => `Massage ở TP. Hồ Chí Minh: bản sửa số ${n} của bài viết`);
    const outcomes = await Promise.all(
      titles.map((title) => saveArticle(site.root, slug, { version: current.version, meta: current.meta, data: current.data, texts: { vi: { ...current.texts.vi!, title } } }, 'ko')),
    );
    expect(outcomes.map((o) => (o as { status: number }).status).sort()).toEqual([200, 409, 409, 409]);
    const winner = titles[outcomes.findIndex((o) => (o as { status: number }).status === 200)];
    expect(parse(frontmatterOf(site.read(folder(slug, 'vi.mdx')))).title).toBe(winner);
    const conflict = saved(outcomes.find((o) => (o as { status: number }).status === 409)) as { kind: string; current: ArticleBody };
    expect(conflict.kind).toBe('conflict');
    expect(conflict.current.texts.vi?.title).toBe(winner);
    expect(existsSync(path.join(site.root, 'src/content/.studio.lock'))).toBe(false);
    expect(readdirSync(path.join(site.root, folder(slug))).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('turns an older .md language into .mdx, written once', async () => {
    const slug = 'loi-ich-massage-dinh-ky';
    const current = await body(slug);
    const outcome = await saveArticle(site.root, slug, { version: current.version, meta: current.meta, data: current.data, texts: { vi: current.texts.vi! } }, 'ko');
    expect(outcome).toMatchObject({ status: 200 });
    expect(readdirSync(path.join(site.root, folder(slug))).sort()).toEqual(['hero.jpg', 'meta.yaml', 'vi.mdx']);
    expect((await body(slug)).texts.vi).toEqual(current.texts.vi);
  });

  it('refuses a body the build could not compile or that runs code, and a change of the original language', async () => {
    await createArticle(site.root, newArticleRequest() as never, 'ko');
    const slug = NEW_SLUG;
    const { outcome } = { outcome: await edit(slug, (r) => {
      r.meta['original'] = 'en';
      r.texts = { vi: { ...vietnameseText(), body: 'import fs from "node:fs"\n\nHello {fs.readFileSync("/etc/passwd")}\n\n<div>x</div>\n\n<RankingTable id="top10"' } };
    }) };
    expect(saved(outcome)).toEqual({
      kind: 'invalid',
      errors: [
        { path: 'meta.original', message: 'The original language cannot change once the article exists.' },
        { path: 'texts.vi.body', message: expect.stringMatching(/^Line 7, column 1: the text cannot be read \(.+\)\.$/) },
      ],
    });
    const code = await edit(slug, (r) => (r.texts = { vi: { ...vietnameseText(), body: 'import fs from "node:fs"\n\nHello {1 + 1}\n\n<div>x</div>\n\nText <RankingTable id="top5" /> inline\n' } }));
    expect((saved(code) as { errors: { message: string }[] }).errors.map((e) => e.message)).toEqual([
      'Line 1: the text cannot hold code (import, export, {…}). To write a brace as text, put a backslash before it: \\{',
      'Line 3: the text cannot hold code (import, export, {…}). To write a brace as text, put a backslash before it: \\{',
      expect.stringMatching(/^Line 5: <div> cannot be used\. The text holds Markdown and blocks \(RankingTable, VenueCards, .+\) only\.$/),
      'Line 7: the block <RankingTable> must stand on a line of its own.',
    ]);
  });

  it('refuses a body nested deeper than the parser survives, before the parser sees it', async () => {
    await createArticle(site.root, newArticleRequest() as never, 'ko');
    // Ten thousand quote levels: Sätteri dies of SIGSEGV on this (the whole test process with it).
    const deep = await edit(NEW_SLUG, (r) => (r.texts = { vi: { ...vietnameseText(), body: `${'> '.repeat(10_000)}text\n` } }));
    expect((saved(deep) as { errors: { path: string; message: string }[] }).errors).toEqual([
      { path: 'texts.vi.body', message: 'Line 1: lists, quotes, brackets or tags are nested too deeply (at most 32 levels).' },
    ]);
  });

  it('refuses our price typed next to our name, and accepts other venues’ prices', async () => {
    await createArticle(site.root, newArticleRequest() as never, 'ko');
    const price = await edit(NEW_SLUG, (r) => (r.texts = { vi: vietnameseText({ body: `${vietnameseText().body}\n- Tại Kingstone Spa, massage Thái 90 phút giá 1.600.000₫.\n` }) }));
    expect(saved(price)).toEqual({ kind: 'invalid', errors: [{ path: 'texts.vi.body', message: 'Line 11: our prices are never typed into an article. Insert the price list block (<OurPrices>).' }] });
    const other = await edit(NEW_SLUG, (r) => (r.texts = { vi: vietnameseText({ body: `${vietnameseText().body}\n- Kingstone Spa ở Quận 1.\n- Ở các tiệm nhỏ, massage chân thường từ 150.000₫.\n` }) }));
    expect(other).toMatchObject({ status: 200 });
  });

  it('refuses a popular rank another article has, naming it', async () => {
    const outcome = await edit('massage-hcm-top', (r) => (r.meta['popularRank'] = 9));
    expect(saved(outcome)).toEqual({ kind: 'invalid', errors: [{ path: 'meta.popularRank', message: expect.stringMatching(/^Popular rank 9 is already used by the article "[a-z0-9-]+"\.$/) }] });
  });

  it('checks the bodies it does not rewrite against the new data', async () => {
    const outcome = await edit('massage-hcm-top', (r) => delete r.data['areas']);
    expect((saved(outcome) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['texts.vi.body', 'texts.en.body']);
  });

  it('removes a dataset no text places any more, and refuses while one does, naming the line in the admin’s language', async () => {
    const tips = { block: 'do-dont', do: [{ vi: 'Uống chậm từng ngụm' }], dont: [{ vi: 'Uống trà quá đặc' }] };
    await createArticle(site.root, newArticleRequest({ data: { ...structuredClone(RANKING_DATA), tips } }) as never, 'ko');
    const before = site.snapshot();
    const used = await edit(NEW_SLUG, (r) => delete r.data['top5']);
    expect(saved(used)).toEqual({
      kind: 'invalid',
      errors: [{ path: 'texts.vi.body', message: 'Line 5: <RankingTable id="top5" /> still places the dataset "top5", which you removed. Delete that line from the text first, or keep the dataset.' }],
    });
    const current = await body(NEW_SLUG);
    const korean = await saveArticle(site.root, NEW_SLUG, { version: current.version, meta: current.meta, data: { tips }, texts: {} } as never, 'ko');
    expect((saved(korean) as { errors: { message: string }[] }).errors.map((e) => e.message)).toEqual(['5행: <RankingTable id="top5" />이(가) 삭제한 데이터 "top5"를 아직 쓰고 있습니다. 본문에서 그 줄을 먼저 지우거나 데이터를 남겨 두세요.']);
    expect(site.snapshot()).toEqual(before);
    const unused = await edit(NEW_SLUG, (r) => delete r.data['tips']);
    expect(unused).toMatchObject({ status: 200, body: { kind: 'saved' } });
    expect(parse(site.read(folder(NEW_SLUG, 'data.yaml')))).toEqual(RANKING_DATA);
    expect(site.read(folder(NEW_SLUG, 'vi.mdx'))).toBe(before[folder(NEW_SLUG, 'vi.mdx')]);
  });

  it('refuses an image the data names that is not in the folder', async () => {
    const outcome = await edit('massage-hcm-top', (r) => {
      r.data['photos'] = { block: 'image-gallery', images: [{ file: 'missing.jpg', alt: { vi: 'Ảnh không có' } }] };
    });
    expect(saved(outcome)).toEqual({ kind: 'invalid', errors: [{ path: 'data.photos.images.0.file', message: 'The image "missing.jpg" is not in the article’s folder. Upload the photo first.' }] });
  });
});

describe('drafts', () => {
  it('saves a language as a draft (draft: true in its front matter) and lists it as a draft', async () => {
    await createArticle(site.root, newArticleRequest() as never, 'ko');
    const current = await body(NEW_SLUG);
    const outcome = await saveArticle(site.root, NEW_SLUG, { version: current.version, meta: current.meta, data: current.data, texts: { ko: koreanText({ draft: true }) } }, 'ko');
    expect(outcome).toMatchObject({ status: 200, body: { languages: { ko: 'draft', vi: 'original', en: 'missing' } } });
    expect(parse(frontmatterOf(site.read(folder(NEW_SLUG, 'ko.mdx')))).draft).toBe(true);
  });

  it('refuses to unpublish an article (its original a draft) while other content links to it, naming the files', async () => {
    const slug = 'loi-ich-massage-dinh-ky';
    const current = await body(slug);
    const outcome = await edit(slug, (r) => (r.texts = { vi: { ...current.texts.vi!, draft: true } }));
    const errors = (saved(outcome) as { errors: { path: string; message: string }[] }).errors;
    expect(errors.filter((e) => e.path !== 'texts.vi.draft')).toEqual([]);
    expect(errors.length).toBeGreaterThan(3);
    expect(errors.every((e) => e.path === 'texts.vi.draft')).toBe(true);
    expect(errors.map((e) => e.message)).toContain('src/content/blog/bia-om-hcm-dia-chi-moi-2025/meta.yaml links to this article. Change that link first.');
  });

  it('unpublishes an article nothing links to', async () => {
    await createArticle(site.root, newArticleRequest() as never, 'ko');
    const outcome = await edit(NEW_SLUG, (r) => (r.texts = { vi: vietnameseText({ draft: true }) }));
    expect(outcome).toMatchObject({ status: 200, body: { languages: { vi: 'draft' } } });
  });
});

describe('reading an article', () => {
  it('gives meta.yaml and data.yaml as the files hold them, each text with its body, and a version over every file', async () => {
    const slug = 'massage-hcm-top';
    const article = await body(slug);
    expect(article.meta).toEqual(parse(site.read(folder(slug, 'meta.yaml'))));
    expect(article.data).toEqual(parse(site.read(folder(slug, 'data.yaml'))));
    expect(Object.keys(article.texts).sort()).toEqual(Object.keys(parse(site.read(folder(slug, 'meta.yaml'))).translations).concat('vi').sort());
    expect(article.texts.en?.body).toBe(readFileSync(path.join(site.root, folder(slug, 'en.mdx')), 'utf8').split('---\n').slice(2).join('---\n').replace(/^\n+/, ''));
    writeFileSync(path.join(site.root, folder(slug, 'data.yaml')), `${site.read(folder(slug, 'data.yaml'))}# a comment\n`);
    expect((await body(slug)).version).not.toBe(article.version);
  });
});
