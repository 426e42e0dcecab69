// `npm run content:report`: every article with the languages it exists in, its category,
// date and word count per language, then the totals per language. Reads the content files
// directly, so it works without a build.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
// Node 24 runs the site's own TypeScript module directly (type stripping): one word counter.
import { wordCount } from '../src/blog/read-time.ts';
import { LOCALES, type Locale } from '../src/i18n/locales.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const blogDir = path.join(root, 'src/content/blog');

const rows = readdirSync(blogDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(blogDir, d.name, 'meta.yaml')))
  .map((d) => {
    const dir = path.join(blogDir, d.name);
    const meta = parse(readFileSync(path.join(dir, 'meta.yaml'), 'utf8'));
    const words: Partial<Record<Locale, number>> = {};
    for (const locale of LOCALES) {
      const file = ['md', 'mdx'].map((ext) => path.join(dir, `${locale}.${ext}`)).find((f) => existsSync(f));
      if (file) words[locale] = wordCount(readFileSync(file, 'utf8'));
    }
    return { slug: d.name, category: meta.category, published: String(meta.published).slice(0, 10), original: meta.original, words };
  })
  .sort((a, b) => b.published.localeCompare(a.published));

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const slugWidth = Math.max(4, ...rows.map((r) => r.slug.length));
console.log(`${pad('slug', slugWidth)}  ${pad('category', 12)}  ${pad('published', 10)}  orig  ${LOCALES.map((l) => pad(l, 6)).join(' ')}`);
for (const r of rows) {
  const cells = LOCALES.map((l) => pad(r.words[l] ?? '—', 6)).join(' ');
  console.log(`${pad(r.slug, slugWidth)}  ${pad(r.category, 12)}  ${pad(r.published, 10)}  ${pad(r.original, 4)}  ${cells}`);
}
console.log('');
console.log(`${rows.length} articles; native per language: ${LOCALES.map((l) => `${l} ${rows.filter((r) => r.words[l] !== undefined).length}`).join(', ')}`);
console.log('(word counts: Korean in words separated by spaces; Markdown syntax not counted)');
