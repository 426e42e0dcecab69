import { describe, expect, it } from 'vitest';
import { newArticleDraft, saveRequest } from '../../src/components/studio/articles/article-draft';
import { articleEditorReducer, hasUnsavedEdits, startEditing, startNew } from '../../src/components/studio/articles/article-editor-state';
import { fieldId } from '../../src/components/studio/field-paths';
import { setAt } from '../../src/components/studio/data-path';
import { LOCALE_META } from '../../src/i18n/locales';
import { DICTIONARIES } from '../../src/i18n/t';
import type { ArticleBody, ArticleText } from '../../src/studio/article-contract';
import type { FieldError } from '../../src/studio/contract';
import { decode } from '../support/html';
import { renderArticleEditor } from '../support/article-editor';

const text = (title: string, draft = false): ArticleText => ({
  title,
  description: `${title}: a calm walk through the treatments, the rooms and the hours of the spa.`,
  heroAlt: 'A quiet treatment room with warm light',
  keywords: ['massage'],
  body: 'Intro.\n\n<RankingTable id="top10" />\n',
  draft,
});
const BODY: ArticleBody = {
  slug: 'massage-top-10',
  version: 'v1',
  meta: { original: 'ko', category: 'massage-spa', tags: ['guide'], published: '2026-11-20', author: 'linh-tran', hero: './hero.jpg', related: [] },
  data: {
    top10: {
      block: 'ranking-table',
      caption: { ko: '순위', vi: 'Xếp hạng' },
      columns: [{ key: 'name', label: 'Name' }],
      rows: [{ rank: 1, cells: { name: 'Kingstone' } }],
    },
  },
  texts: { ko: text('마사지 순위 열 곳'), vi: text('Mười nơi massage') },
  languages: { ko: 'original', vi: 'outdated', en: 'missing' },
};

const editor = renderArticleEditor;
const tagWithId = (html: string, id: string) => new RegExp(`<(input|select|textarea|fieldset|button)\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
const attrOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const textOfId = (html: string, id: string) => decode(new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '');

describe('a refused save', () => {
  const errors: FieldError[] = [
    { path: 'texts.vi.title', message: 'must be at least 5 characters <5>' },
    { path: 'data.top10.rows.0.rank', message: 'must be a whole number above 0' },
    { path: 'meta.tags', message: 'pick at least one tag' },
  ];
  const refused = articleEditorReducer(startEditing(BODY), { type: 'answer', answer: { kind: 'invalid', errors } });
  const html = editor(refused);
  const en = DICTIONARIES.en;

  it('puts each error next to its field by the API path: a language text, a dataset cell, a meta list', () => {
    const title = fieldId('texts.vi.title');
    expect(attrOf(tagWithId(html, title), 'aria-invalid')).toBe('true');
    expect(attrOf(tagWithId(html, title), 'aria-describedby')?.split(' ')).toContain(`${title}-error`);
    expect(textOfId(html, `${title}-error`)).toBe('must be at least 5 characters <5>');
    const rank = fieldId('data.top10.rows.0.rank');
    expect(attrOf(tagWithId(html, rank), 'aria-invalid')).toBe('true');
    expect(textOfId(html, `${rank}-error`)).toBe('must be a whole number above 0');
    const tags = fieldId('meta.tags');
    expect(attrOf(tagWithId(html, tags), 'aria-describedby')).toBe(`${tags}-error`);
    expect(textOfId(html, `${tags}-error`)).toBe('pick at least one tag');
    // Fields without an error are not marked.
    expect(attrOf(tagWithId(html, fieldId('texts.ko.title')), 'aria-invalid')).toBeUndefined();
  });

  it('opens the tab and the dataset the errors are in, so each link of the summary reaches its field', () => {
    expect(attrOf(tagWithId(html, 'studio-article-tab-vi'), 'aria-selected')).toBe('true');
    expect(html).toMatch(/<div role="tabpanel" id="studio-article-panel-vi" aria-labelledby="studio-article-tab-vi" class="studio-article-tabs__panel">/);
    expect(html).toContain(`aria-expanded="true">${en['studioArticles.data.close'].replace('{name}', 'top10')}</button>`);
    // The selected language's body waits for its code editor, labelled by the field's own label.
    expect(html).toContain(`id="${fieldId('texts.vi.body')}-label">${en['studioArticles.text.body']}</span>`);
    expect(html).toContain(en['studioArticles.body.loading']);
  });

  it('is summed up above the form, each problem named in the owner words and linked to its field', () => {
    const summary = decode(html);
    expect(summary).toContain(en['studio.errorSummary'].replace('{count}', '3'));
    expect(summary).toContain(`${en['studioArticles.section.texts']} · ${LOCALE_META.vi.name} · ${en['studioArticles.text.title']}: must be at least 5 characters <5>`);
    const row = en['studio.item'].replace('{label}', en['studioArticles.field.rows']).replace('{n}', '1');
    expect(summary).toContain(`${en['studioArticles.section.data']} · top10 · ${row} · ${en['studioArticles.field.rows.*.rank']}: must be a whole number above 0`);
    expect(summary).toContain(`${en['studioArticles.section.meta']} · ${en['studioArticles.meta.tags']}: pick at least one tag`);
    expect(html).toContain(`href="#${fieldId('data.top10.rows.0.rank')}"`);
    expect(html).toMatch(/class="studio-summary" role="alert" tabindex="-1"/);
  });
});

describe('a conflict (someone saved first)', () => {
  const mine = articleEditorReducer(startEditing(BODY), { type: 'edit', change: (d) => setAt(d, ['texts', 'vi', 'title'], 'Mười nơi massage (mine)') as typeof d });
  const current: ArticleBody = { ...BODY, version: 'v2', texts: { ...BODY.texts, vi: text('Mười nơi massage (theirs)') } };
  const conflicted = articleEditorReducer(articleEditorReducer(mine, { type: 'saving' }), { type: 'answer', answer: { kind: 'conflict', current } });

  it('keeps the owner entries, claims their version, and shows their value beside the field', () => {
    expect(conflicted.draft.texts.vi?.title).toBe('Mười nơi massage (mine)');
    expect(conflicted).toMatchObject({ status: 'conflict', version: 'v2' });
    const html = editor(conflicted, 'vi');
    const title = fieldId('texts.vi.title');
    expect(attrOf(tagWithId(html, title), 'value')).toBe('Mười nơi massage (mine)');
    expect(textOfId(html, `${title}-theirs`)).toBe(DICTIONARIES.vi['studio.conflict.theirs'].replace('{value}', 'Mười nơi massage (theirs)'));
    expect(html).toContain(DICTIONARIES.vi['studio.conflict.saveMine']);
  });

  it('saves again over their version, with only the language the owner changed', () => {
    const request = saveRequest(conflicted.draft, conflicted.stored, { version: conflicted.version ?? '' });
    expect(request.version).toBe('v2');
    expect(Object.keys(request.texts)).toEqual(['vi']);
    expect(request.texts.vi?.title).toBe('Mười nơi massage (mine)');
  });

  it('loads their version on request, replacing the form', () => {
    const loaded = articleEditorReducer(conflicted, { type: 'loadTheirs' });
    expect(loaded).toMatchObject({ status: 'editing', version: 'v2', theirs: undefined });
    expect(loaded.draft.texts.vi?.title).toBe('Mười nơi massage (theirs)');
  });
});

describe('unsaved edits', () => {
  it('are none on a loaded article or a new one as it starts, some after an edit, none again once saved', () => {
    const loaded = startEditing(BODY);
    expect(hasUnsavedEdits(loaded)).toBe(false);
    const fresh = startNew(newArticleDraft('vi', '2026-11-24', 'massage-spa', 'linh-tran'), 'vi');
    expect(hasUnsavedEdits(fresh)).toBe(false);
    const edited = articleEditorReducer(fresh, { type: 'edit', change: (d) => setAt(d, ['texts', 'vi', 'title'], 'Phở sau spa') as typeof d });
    expect(hasUnsavedEdits(edited)).toBe(true);
    const saved = articleEditorReducer(edited, { type: 'answer', answer: { kind: 'saved', slug: 'pho-sau-spa', version: 'v1', languages: BODY.languages, hero: './hero.jpg' } });
    expect(hasUnsavedEdits(saved)).toBe(false);
    expect(saved).toMatchObject({ slug: 'pho-sau-spa', version: 'v1', status: 'saved' });
    // The hero the server named on the first save: the editor offers its upload without a reload.
    expect(saved.draft.meta['hero']).toBe('./hero.jpg');
  });
});

describe('saving', () => {
  it('sends only the languages changed since the last load, so an untouched translation keeps its state', () => {
    const edited = articleEditorReducer(startEditing(BODY), { type: 'edit', change: (d) => setAt(d, ['texts', 'ko', 'body'], 'New intro.') as typeof d });
    const request = saveRequest(edited.draft, edited.stored, { version: 'v1' });
    expect(Object.keys(request.texts)).toEqual(['ko']);
    expect(request).toMatchObject({ version: 'v1', meta: BODY.meta });
    expect(saveRequest(startEditing(BODY).draft, startEditing(BODY).stored, { version: 'v1' }).texts).toEqual({});
  });

  it('leaves out a block text language left empty, and keeps everything else as typed', () => {
    const edited = articleEditorReducer(startEditing(BODY), { type: 'edit', change: (d) => setAt(d, ['data', 'top10', 'caption'], { ko: '', vi: 'Xếp hạng', en: '' }) as typeof d });
    const request = saveRequest(edited.draft, edited.stored, { version: 'v1' });
    expect((request.data['top10'] as { caption: unknown }).caption).toEqual({ vi: 'Xếp hạng' });
    expect((request.data['top10'] as { rows: unknown }).rows).toEqual([{ rank: 1, cells: { name: 'Kingstone' } }]);
  });

  it('marks an outdated translation with the reason and a Mark as checked button', () => {
    const html = decode(editor(startEditing(BODY), 'ko'));
    const ko = DICTIONARIES.ko;
    expect(html).toContain(ko['studioArticles.outdated.why'].replace('{language}', LOCALE_META.ko.name));
    expect(html).toContain(`>${ko['studioArticles.outdated.check']}</button>`);
  });
});

describe('the hero photo', () => {
  it('can be replaced by an upload once the article exists, not before (its folder does not)', () => {
    const loaded = editor(startEditing(BODY));
    expect(loaded).toContain(`>${DICTIONARIES.en['studioPhotos.upload.choose']}</label>`);
    expect(loaded).toMatch(/<input[^>]*type="file"/);
    const fresh = editor(startNew(newArticleDraft('en', '2026-11-25', 'massage-spa', 'linh-tran'), 'en'));
    expect(fresh).not.toMatch(/<input[^>]*type="file"/);
  });
});
