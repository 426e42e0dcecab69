import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockFormSchema, newDataset } from '../../src/components/studio/articles/block-insertion';
import { DatasetList } from '../../src/components/studio/articles/DatasetList';
import { fieldLabel, labelPatterns } from '../../src/components/studio/field-paths';
import { SchemaFormContext } from '../../src/components/studio/form-context';
import { SchemaField } from '../../src/components/studio/SchemaField';
import { SERVICE_IDS } from '../../src/services/catalogue';
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
    const state = { t: articleFieldTranslator(locale), locale, data, errors: new Map(), theirs: undefined, set: () => {}, update: () => {}, Field: SchemaField };
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
