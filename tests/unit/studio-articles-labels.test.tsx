import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockFormSchema, newDataset } from '../../src/components/studio/articles/block-insertion';
import { DatasetList } from '../../src/components/studio/articles/DatasetList';
import { fieldId, fieldLabel, labelPatterns } from '../../src/components/studio/field-paths';
import { valueOfInput } from '../../src/components/studio/articles/FreeValueField';
import { SchemaFormContext } from '../../src/components/studio/form-context';
import { ArticleField } from '../../src/components/studio/articles/ArticleField';
import { SERVICE_IDS } from '../../src/config/catalogue';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { DICTIONARIES } from '../../src/i18n/t';
import { articleFieldTranslator, articleSchemas, articleT } from '../support/studio-ui';

const SERVICES = new Set<string>(SERVICE_IDS);

describe('the blocks fields', () => {
  for (const locale of LOCALES) {
    it(`are all named in ${locale}: every field of every block, every choice (our services by the catalogue)`, () => {
      const dictionary: Readonly<Record<string, string>> = DICTIONARIES[locale];
      const missing = articleSchemas().blocks.flatMap((block) =>
        labelPatterns(blockFormSchema(block.schema))
          .filter((p) => (p.startsWith('enum:') ? !SERVICES.has(p.slice(5)) && !dictionary[`studioArticles.enum.${p.slice(5)}`]?.trim() : !dictionary[`studioArticles.field.${p}`]?.trim()))
          .map((p) => `${block.type}: ${p}`),
      );
      expect(missing).toEqual([]);
    });
  }

  it('are read under a dataset by their block field label, whatever the dataset is called', () => {
    const t = articleFieldTranslator('en');
    expect(fieldLabel(t, ['data', 'top10', 'rows', 3, 'rank'])).toBe(DICTIONARIES.en['studioArticles.field.rows.*.rank']);
    expect(fieldLabel(t, 'data.spa-2027.venues.0.priceRange')).toBe(DICTIONARIES.en['studioArticles.field.venues.*.priceRange']);
    expect(fieldLabel(t, 'meta.popularRank')).toBe(DICTIONARIES.en['studioArticles.meta.popularRank']);
    expect(fieldLabel(t, 'texts.ko.heroAlt')).toBe(DICTIONARIES.en['studioArticles.text.heroAlt']);
  });

  const datasetForm = (locale: Locale, type: string) => {
    const block = articleSchemas(locale).blocks.find((b) => b.type === type);
    if (!block) throw new Error(type);
    const data = { meta: {}, texts: {}, data: { sample: newDataset(block) } };
    const state = { t: articleFieldTranslator(locale), locale, data, errors: new Map(), theirs: undefined, set: () => {}, update: () => {}, Field: ArticleField };
    return renderToStaticMarkup(
      <SchemaFormContext value={state}>
        <DatasetList at={articleT(locale)} blocks={articleSchemas(locale).blocks} open={new Set(['sample'])} onToggle={() => {}} />
      </SchemaFormContext>,
    );
  };

  for (const type of articleSchemas().blocks.map((b) => b.type)) {
    it(`draws a new ${type} dataset with a visible label on every input, never a raw path`, () => {
      const html = datasetForm('vi', type);
      const ids = [...html.matchAll(/<(?:input|select|textarea)\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1] ?? '');
      for (const id of ids) expect(html, id).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>[^<]+</label>`));
      const labels = [...html.matchAll(/<(?:label|legend)[^>]*>(?:<span[^>]*>)?([^<]*)</g)].map((m) => m[1] ?? '');
      expect(labels.filter((l) => /^[a-z]+(?:[.*][\w*.-]*)+$/.test(l) || l.includes('data.'))).toEqual([]);
    });
  }
});

describe('a field that takes several shapes (a table cell, a name, an amount)', () => {
  const block = articleSchemas('en').blocks.find((b) => b.type === 'ranking-table');
  const dataset = {
    block: 'ranking-table',
    caption: { vi: 'Xếp hạng' },
    columns: [
      { key: 'name', label: { ko: '이름', vi: 'Tên', en: 'Name' } },
      { key: 'price', label: 'Price', format: 'money' },
    ],
    rows: [{ rank: 1, cells: { name: 'Kingstone', area: { vi: 'Quận 1', ko: '1군' }, price: { from: 250000, to: 400000 }, rating: 4.9 } }],
  };
  const html = renderToStaticMarkup(
    <SchemaFormContext
      value={{ t: articleFieldTranslator('en'), locale: 'en', data: { data: { top: dataset } }, errors: new Map(), theirs: undefined, set: () => {}, update: () => {}, Field: ArticleField }}
    >
      <DatasetList at={articleT('en')} blocks={block ? [block] : []} open={new Set(['top'])} onToggle={() => {}} />
    </SchemaFormContext>,
  );
  /** An input's value, or a textarea's text (words per language are textareas). */
  const valueOf = (path: string) =>
    new RegExp(`<input[^>]*id="${fieldId(path)}"[^>]*value="([^"]*)"|<textarea[^>]*id="${fieldId(path)}"[^>]*>([^<]*)</textarea>`)
      .exec(html)
      ?.slice(1)
      .find((v) => v !== undefined);

  it('is edited by what it holds: words per language, an amount by its parts, a number or a text as typed', () => {
    expect(html).not.toContain('[object Object]');
    expect(valueOf('data.top.columns.0.label.vi')).toBe('Tên');
    expect(valueOf('data.top.columns.1.label')).toBe('Price');
    expect(valueOf('data.top.rows.0.cells.area.ko')).toBe('1군');
    expect(valueOf('data.top.rows.0.cells.price.from')).toBe('250000');
    expect(html).toContain(`<label for="${fieldId('data.top.rows.0.cells.price.to')}">${DICTIONARIES.en['studioArticles.value.to']}</label>`);
    expect(valueOf('data.top.rows.0.cells.rating')).toBe('4.9');
    expect(valueOf('data.top.rows.0.cells.name')).toBe('Kingstone');
  });

  it('keeps a typed number a number, as data.yaml reads one unquoted, and a text a text', () => {
    expect(valueOfInput('4.9', true)).toBe(4.9);
    expect(valueOfInput(' 12 ', true)).toBe(12);
    expect(valueOfInput('4,9', true)).toBe('4,9');
    expect(valueOfInput('Quận 1', true)).toBe('Quận 1');
    expect(valueOfInput('', true)).toBe('');
    expect(valueOfInput('', false)).toBeUndefined();
  });
});
