import { describe, expect, it } from 'vitest';
import type { ArticleDraft } from '../../src/components/studio/articles/article-draft';
import { startEditing } from '../../src/components/studio/articles/article-editor-state';
import { datasetUses, withoutDataset } from '../../src/components/studio/articles/dataset-removal';
import { removalRefusal } from '../../src/components/studio/articles/RemoveDatasetDialog';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { DICTIONARIES } from '../../src/i18n/t';
import type { ArticleBody, ArticleText } from '../../src/studio/article-contract';
import { decode } from '../support/html';
import { renderArticleEditor } from '../support/article-editor';
import { articleT } from '../support/studio-ui';

const text = (body: string): ArticleText => ({ title: 'Ten places', description: 'A calm walk through the treatments, the rooms and the hours of the spa.', heroAlt: 'A quiet room', keywords: [], body, draft: false });
const ranking = (caption: string) => ({ block: 'ranking-table', caption: { en: caption }, columns: [{ key: 'name', label: 'Name' }], rows: [{ rank: 1, cells: { name: 'A' } }] });
const DRAFT: ArticleDraft = {
  meta: { original: 'vi' },
  data: { top5: ranking('Top five'), top50: ranking('Top fifty'), tips: { block: 'advice-cards', items: [] } },
  texts: {
    vi: text('Mở đầu.\n\n<RankingTable id="top5" />\n\nGiữa bài.\n\n<AdviceCards id=\'tips\' />\n'),
    ko: text('소개.\n\n<RankingTable id="top50" />\n\n<RankingTable id="top5" />\n'),
    en: text('Intro with a literal id="top5" and <span id="top5">x</span>.\n'),
  },
};

describe('where a dataset is still placed', () => {
  it('finds each block tag that names it, in every language, at its line, with either quote', () => {
    expect(datasetUses(DRAFT, 'top5')).toEqual([
      { locale: 'ko', line: 5, tag: '<RankingTable id="top5" />' },
      { locale: 'vi', line: 3, tag: '<RankingTable id="top5" />' },
    ]);
    expect(datasetUses(DRAFT, 'tips')).toEqual([{ locale: 'vi', line: 7, tag: "<AdviceCards id='tips' />" }]);
    // Another dataset whose name starts the same, a word in the text, an HTML tag: none is a use.
    expect(datasetUses(DRAFT, 'top50')).toEqual([{ locale: 'ko', line: 3, tag: '<RankingTable id="top50" />' }]);
    expect(datasetUses({ ...DRAFT, texts: { en: DRAFT.texts.en! } }, 'top5')).toEqual([]);
  });

  it('removes only the dataset named, and nothing when the article has no such dataset', () => {
    const next = withoutDataset(DRAFT, 'top50');
    expect(Object.keys(next.data)).toEqual(['top5', 'tips']);
    expect(next.texts).toBe(DRAFT.texts);
    expect(withoutDataset(DRAFT, 'gone')).toBe(DRAFT);
  });

  it.each(LOCALES)('refuses in %s, naming each language and line to delete first', (locale: Locale) => {
    const refusal = removalRefusal(articleT(locale), DRAFT, 'top5');
    const words = DICTIONARIES[locale]['studioArticles.data.remove.use'];
    expect(refusal.map((e) => e.path)).toEqual(['texts.ko.body', 'texts.vi.body']);
    expect(refusal[0]?.message).toBe(words.replace('{language}', '한국어').replace('{line}', '5').replace('{tag}', '<RankingTable id="top5" />'));
    expect(refusal[1]?.message).toBe(words.replace('{language}', 'Tiếng Việt').replace('{line}', '3').replace('{tag}', '<RankingTable id="top5" />'));
    expect(removalRefusal(articleT(locale), DRAFT, 'top50')).toHaveLength(1);
    expect(removalRefusal(articleT(locale), withoutDataset({ ...DRAFT, texts: { en: DRAFT.texts.en! } }, 'top50'), 'top5')).toEqual([]);
  });
});

describe('the remove button', () => {
  const BODY: ArticleBody = { slug: 'massage-top-10', version: 'v1', meta: { original: 'vi', category: 'massage-spa', tags: ['guide'], published: '2026-11-20', author: 'linh-tran', hero: './hero.jpg', related: [] }, data: DRAFT.data, texts: DRAFT.texts, languages: { vi: 'original', ko: 'current', en: 'current' } };
  const editor = (locale: Locale) => decode(renderArticleEditor(startEditing(BODY), locale));

  it.each(LOCALES)('is a real button per dataset, named by it in %s, with its question in a dialog', (locale: Locale) => {
    const html = editor(locale);
    for (const name of ['top5', 'top50', 'tips']) {
      expect(html).toContain(`<button type="button" class="btn btn--light">${DICTIONARIES[locale]['studioArticles.data.remove'].replace('{name}', name)}</button>`);
    }
    expect(html).toMatch(/<dialog class="studio-article-dialog" aria-labelledby="studio-article-remove-dataset-title">/);
    expect(html).toContain(`>${DICTIONARIES[locale]['studioArticles.data.remove.confirm']}</button>`);
    // A live region for "removed, save to keep it", present before anything is said in it.
    expect(html).toMatch(/<h3 id="studio-article-datasets-title" tabindex="-1">[^<]+<\/h3><p role="status"><\/p>/);
  });
});
