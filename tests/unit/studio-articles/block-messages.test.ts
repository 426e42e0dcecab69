import { describe, expect, it } from 'vitest';
import { checkArticleData } from '../../../src/server/services/studio/articles/data-check';
import { ArticleDataSchema } from '../../../src/blocks/schemas';
import { ruleOf } from '../../../src/config/schema-messages';
import { LOCALES, type Locale } from '../../../src/i18n/locales';
import type { FieldError } from '../../../src/studio/contract';
import { readmeExampleData } from '../../support/blocks';

/*
 * What the owner reads when a block's data is wrong: every message of every block schema, in the
 * studio's languages. The block schemas word their checks in English for the build's log; the
 * studio must say each one in the owner's language, through the named rules
 * (src/config/schema-messages.ts, studioApi.rule.*) or Zod's own locale.
 */

/** Values a careless or hostile form may send in place of any field. */
const WRONG_VALUES: unknown[] = ['x', '', -1, 1.5, [], null, { zz: 1 }, '250,000₫', { ko: '' }, { amount: 'x' }, { amount: 5, text: { en: 1.5 } }, { from: 5, to: 1 }];
type Path = (string | number)[];

/** Every way to spoil one field of a block: a wrong value anywhere, a field left out, a key that does not belong. */
function* spoiled(value: unknown, path: Path = []): Generator<{ path: Path; value: unknown }> {
  if (path.length > 0) for (const wrong of WRONG_VALUES) yield { path, value: wrong };
  if (Array.isArray(value)) {
    // The first entry says what the others would.
    if (value.length > 0) yield* spoiled(value[0], [...path, 0]);
  } else if (value !== null && typeof value === 'object') {
    yield { path: [...path, 'notAField'], value: 1 };
    for (const [key, field] of Object.entries(value)) {
      if (path.length === 0 && key === 'block') continue;
      yield { path: [...path, key], value: undefined };
      yield* spoiled(field, [...path, key]);
    }
  }
}

/** `root` with the field at `path` set to `value`, or left out for undefined. */
function withField(root: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** Every spoiled dataset of the README's examples (one per block type). */
function spoiledData(): { label: string; data: Record<string, unknown> }[] {
  return Object.entries(readmeExampleData()).flatMap(([name, block]) =>
    [...spoiled(block)].map(({ path, value }) => ({ label: `${name}.${path.join('.')} = ${JSON.stringify(value)}`, data: { [name]: withField(block, path, value) } })),
  );
}

const HANGUL = /[\uac00-\ud7a3]/;

describe('block data messages in the studio', () => {
  const cases = spoiledData();

  it('spoils every field of every block type', () => {
    expect(new Set(cases.map((c) => Object.values(c.data)[0] as { block: string }).map((b) => b.block)).size).toBe(Object.keys(readmeExampleData()).length);
    expect(cases.length).toBeGreaterThan(1500);
  });

  it('raises no custom issue that is not one of the named rules (the studio could not translate it)', () => {
    const unnamed = new Set<string>();
    for (const { data } of cases) {
      const result = ArticleDataSchema.safeParse(data);
      for (const issue of result.success ? [] : result.error.issues) {
        if (issue.code === 'custom' && !ruleOf(issue as { message: string; params?: Record<string, unknown> })) unnamed.add(issue.message);
      }
    }
    expect([...unnamed]).toEqual([]);
  });

  it('says every problem in the owner’s language: Korean in Korean, and Vietnamese and English apart', () => {
    const untranslated: string[] = [];
    for (const { label, data } of cases) {
      const said = Object.fromEntries(LOCALES.map((locale) => [locale, checkArticleData(data, locale)])) as Record<Locale, ReturnType<typeof checkArticleData>>;
      const errors = (locale: Locale): FieldError[] => {
        const outcome = said[locale];
        return outcome.kind === 'invalid' ? outcome.errors : [];
      };
      const en = errors('en');
      // The same problems at the same paths whatever the language.
      const paths = en.map((e) => e.path).join(' ');
      for (const locale of LOCALES) if (errors(locale).map((e) => e.path).join(' ') !== paths) untranslated.push(`${locale} ${label}: other paths`);
      errors('ko').forEach((error, i) => {
        if (!HANGUL.test(error.message)) untranslated.push(`ko ${label} → ${error.path}: ${error.message}`);
        const other = errors('vi')[i]!;
        if (other.message === en[i]!.message) untranslated.push(`vi ${label} → ${other.path}: ${other.message}`);
      });
    }
    expect(untranslated.slice(0, 20)).toEqual([]);
  });
});
