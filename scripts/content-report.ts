// `npm run content:report`: every article with the languages it exists in, its category, date and
// word count per language, where each translation stands against its original (src/blog/
// translation-state.ts: "*" out of date, "d" a draft), then the totals per language and the
// translations out of date. Reads the content files directly, so it works without a build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
// Node 24 runs the site's own TypeScript modules directly (type stripping): one word counter,
// one translation hash and one rule of what a language's state is.
import { wordCount } from '../src/blog/read-time.ts';
import { translatableOf, translationHash } from '../src/blog/translation-hash.ts';
import { translationStates } from '../src/blog/translation-state.ts';
import { isLocale, LOCALES, type Locale } from '../src/i18n/locales.ts';
import type { TranslationState } from '../src/studio/article-contract.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const blogDir = path.join(root, 'src/content/blog');

const rows = readdirSync(blogDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(blogDir, d.name, 'meta.yaml')))
  .map((d) => {
    const dir = path.join(blogDir, d.name);
    const meta = parse(readFileSync(path.join(dir, 'meta.yaml'), 'utf8'));
    const words: Partial<Record<Locale, number>> = {};
    const texts: Partial<Record<Locale, { draft: boolean; hash: string }>> = {};
    for (const locale of LOCALES) {
      const file = ['md', 'mdx'].map((ext) => path.join(dir, `${locale}.${ext}`)).find((f) => existsSync(f));
      if (!file) continue;
      const text = readFileSync(file, 'utf8');
      words[locale] = wordCount(text);
      const translatable = translatableOf(text);
      if (translatable) texts[locale] = { draft: translatable.draft, hash: translationHash(translatable) };
    }
    const original: Locale = isLocale(meta.original) ? meta.original : LOCALES[0];
    const states = translationStates({ original, translations: meta.translations ?? {}, texts, originalHash: texts[original]?.hash });
    return { slug: d.name, category: meta.category, published: String(meta.published).slice(0, 10), original, words, states };
  })
  .sort((a, b) => b.published.localeCompare(a.published));

/** A language's cell: its word count, marked when it is out of date or a draft. */
const MARK: Partial<Record<TranslationState, string>> = { outdated: '*', draft: 'd' };
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const slugWidth = Math.max(4, ...rows.map((r) => r.slug.length));
console.log(`${pad('slug', slugWidth)}  ${pad('category', 12)}  ${pad('published', 10)}  orig  ${LOCALES.map((l) => pad(l, 7)).join(' ')}`);
for (const r of rows) {
  const cells = LOCALES.map((l) => pad(r.words[l] === undefined ? '—' : `${r.words[l]}${MARK[r.states[l]] ?? ''}`, 7)).join(' ');
  console.log(`${pad(r.slug, slugWidth)}  ${pad(r.category, 12)}  ${pad(r.published, 10)}  ${pad(r.original, 4)}  ${cells}`);
}
const count = (state: TranslationState) => rows.reduce((n, r) => n + LOCALES.filter((l) => r.states[l] === state).length, 0);
const outdated = rows.flatMap((r) => LOCALES.filter((l) => r.states[l] === 'outdated').map((l) => `${r.slug}/${l}`));
console.log('');
console.log(`${rows.length} articles; native per language: ${LOCALES.map((l) => `${l} ${rows.filter((r) => r.words[l] !== undefined).length}`).join(', ')}`);
console.log(`${outdated.length} translation(s) out of date (*)${outdated.length > 0 ? `: ${outdated.join(', ')}` : ''}; ${count('draft')} draft language(s) (d), not published`);
console.log('(word counts: Korean in words separated by spaces; Markdown syntax not counted)');
console.log('(a translation is out of date when its original changed after it was saved or marked checked: npm run content:checked <slug> <locale>)');
