import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { newArticleDraft } from '../../src/components/studio/articles/article-draft';
import { BlockPalette } from '../../src/components/studio/articles/BlockPalette';
import { blockFormSchema, datasetNameProblem, insertBlock, newDataset, tagInsertion } from '../../src/components/studio/articles/block-insertion';
import { BlockDataSchema } from '../../src/blocks/schemas';
import { DICTIONARIES } from '../../src/i18n/t';
import { articleSchemas, articleT, blockKind } from '../support/studio-ui';

const ranking = blockKind('ranking-table');
const draftWith = (body: string) => {
  const draft = newArticleDraft('vi', '2026-11-24', 'massage-spa', 'linh-tran');
  const text = draft.texts.vi;
  if (!text) throw new Error('the new draft has no vi text');
  return { ...draft, texts: { vi: { ...text, body } } };
};

describe('inserting a block', () => {
  it('puts its tag at the cursor as a paragraph of its own and creates its dataset by that name', () => {
    const body = 'Intro line.\nSecond line of the intro.';
    const at = 'Intro line.'.length;
    const next = insertBlock(draftWith(body), 'vi', at, ranking, 'top10');
    expect(next.texts.vi?.body).toBe('Intro line.\n\n<RankingTable id="top10" />\n\nSecond line of the intro.');
    expect(next.data['top10']).toMatchObject({ block: 'ranking-table' });
    // The rest of the article is untouched.
    expect(next.meta).toEqual(draftWith(body).meta);
  });

  it('adds no blank lines where there are some already, at the start and at the end', () => {
    expect(tagInsertion('', 0, '<X />')).toEqual({ at: 0, text: '<X />\n\n' });
    expect(tagInsertion('a\n\nb', 3, '<X />')).toEqual({ at: 3, text: '<X />\n\n' });
    expect(tagInsertion('a\n', 2, '<X />')).toEqual({ at: 2, text: '\n<X />\n\n' });
    expect(tagInsertion('abc', 99, '<X />')).toEqual({ at: 3, text: '\n\n<X />\n\n' });
  });

  it('starts the dataset as valid as an empty one can be: the block type, every required field, lists at their minimum length', () => {
    const dataset = newDataset(ranking) as { block: string; caption: unknown; columns: unknown[]; rows: unknown[] };
    expect(Object.keys(dataset).sort()).toEqual(['block', 'caption', 'columns', 'rows']);
    expect(dataset.columns).toHaveLength(1);
    expect(dataset.rows).toEqual([{ cells: {} }]);
    // What the schema still refuses is what the owner must write, never something invented.
    const issues = BlockDataSchema.safeParse(dataset).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((p) => /^(caption|columns\.0\.(key|label)|rows\.0\.rank)/.test(p))).toBe(true);
  });

  it('starts every block of the palette with its own type, and never offers the type as a field', () => {
    for (const block of articleSchemas().blocks) {
      expect(newDataset(block)['block']).toBe(block.type);
      const properties = blockFormSchema(block.schema)['properties'] as Record<string, unknown>;
      expect(Object.keys(properties)).not.toContain('block');
    }
  });

  it('takes a dataset name only by the slug rule and only once per article', () => {
    expect(datasetNameProblem('top10', {})).toBeUndefined();
    expect(datasetNameProblem('spa-prices-2027', {})).toBeUndefined();
    for (const bad of ['', 'Top10', 'top 10', '-top', 'top-', 'tóp', 'a--b', '<x>']) expect(datasetNameProblem(bad, {}), bad).toBe('invalid');
    expect(datasetNameProblem('top10', { top10: {} })).toBe('taken');
  });

  it('lists the block types of the schemas endpoint by their labels, with a labelled name field and its rule', () => {
    const html = renderToStaticMarkup(<BlockPalette at={articleT('vi')} blocks={articleSchemas('vi').blocks} data={{}} idPrefix="studio-article-vi" onInsert={() => {}} />);
    for (const block of articleSchemas('vi').blocks) expect(html).toMatch(new RegExp(`<option value="${block.type}"( selected="")?>${block.label.replace(/[()]/g, '\\$&')}</option>`));
    expect(html).toContain(`<label for="studio-article-vi-block-name">${DICTIONARIES.vi['studioArticles.blocks.name']}</label>`);
    expect(html).toMatch(/id="studio-article-vi-block-name"[^>]*aria-describedby="studio-article-vi-block-name-hint"/);
  });
});
