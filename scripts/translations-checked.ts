// `npm run content:checked [<slug> [<locale>]]`: records in meta.yaml that translations match
// their article's original as it is now (`translations: { <locale>: <hash> }`, the hash of
// src/blog/translation-hash.ts), as the studio's "checked" does. For translations edited by hand:
//   npm run content:checked massage-hcm-top en   the English text of that article
//   npm run content:checked massage-hcm-top      every translation of that article
//   npm run content:checked                      every translation that has no record yet
// Only the `translations` lines of meta.yaml change.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { editYaml } from '../src/server/services/studio/articles/yaml-edit.ts';
import { translatableOf, translationHash } from '../src/blog/translation-hash.ts';
import { isLocale, LOCALES, type Locale } from '../src/i18n/locales.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const blogDir = path.join(root, 'src/content/blog');
const [onlySlug, onlyLocale] = process.argv.slice(2);
if (onlyLocale !== undefined && !isLocale(onlyLocale)) {
  console.error(`Not a locale: ${onlyLocale} (${LOCALES.join(', ')})`);
  process.exit(1);
}

const textOf = (dir: string, locale: Locale) =>
  ['mdx', 'md'].map((ext) => path.join(dir, `${locale}.${ext}`)).find((file) => existsSync(file));

let marked = 0;
const slugs = readdirSync(blogDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(blogDir, entry.name, 'meta.yaml')))
  .map((entry) => entry.name)
  .filter((slug) => onlySlug === undefined || slug === onlySlug)
  .sort();
if (onlySlug !== undefined && slugs.length === 0) {
  console.error(`No article ${onlySlug} in src/content/blog`);
  process.exit(1);
}
for (const slug of slugs) {
  const dir = path.join(blogDir, slug);
  const metaFile = path.join(dir, 'meta.yaml');
  const metaText = readFileSync(metaFile, 'utf8');
  const meta = parse(metaText) as Record<string, unknown>;
  const original = meta['original'];
  const originalFile = isLocale(original) ? textOf(dir, original) : undefined;
  const originalText = originalFile && translatableOf(readFileSync(originalFile, 'utf8'));
  if (!isLocale(original) || !originalText) {
    console.error(`${slug}: no readable text in its original language; skipped`);
    continue;
  }
  const hash = translationHash(originalText);
  const recorded = { ...((meta['translations'] ?? {}) as Record<string, string>) };
  for (const locale of LOCALES) {
    if (locale === original || !textOf(dir, locale)) continue;
    if (onlyLocale !== undefined && locale !== onlyLocale) continue;
    if (onlySlug === undefined && recorded[locale] !== undefined) continue;
    if (recorded[locale] === hash) continue;
    recorded[locale] = hash;
    marked += 1;
    console.log(`${slug}/${locale}: current with ${original} (${hash})`);
  }
  const ordered = Object.fromEntries(LOCALES.filter((l) => recorded[l]).map((l) => [l, recorded[l]]));
  if (JSON.stringify(ordered) !== JSON.stringify(meta['translations'] ?? {})) writeFileSync(metaFile, editYaml(metaText, { ...meta, translations: ordered }));
}
console.log(`${marked} translation(s) recorded as current`);
