import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { splitTextFile, type TextFileParts } from '../../../../blog/article-text';
import { translatableFrom, translationHash } from '../../../../blog/translation-hash';
import { translationStates } from '../../../../blog/translation-state';
import { LOCALES, type Locale } from '../../../../i18n/locales';
import type { TranslationState } from '../../../../studio/article-contract';
import { UnreadableDocumentError } from '../store';
import { versionOf } from '../version';
import { articlePath, BLOG_DIR, DATA_FILE, isPlainFile, META_FILE, studioFileNames, textFileName } from '../../../site-files/article-paths';

/** One language's file as it is on disk. */
export interface TextSource {
  /** "vi.mdx" or "ko.md". */
  name: string;
  text: string;
  parts: TextFileParts;
  /** The front matter as YAML reads it. */
  front: Record<string, unknown>;
  draft: boolean;
  /** Its translation hash (src/blog/translation-hash.ts), as the original's or to compare with it. */
  hash: string;
}

/** An article's folder as the studio sees it: the files it writes, parsed, and its version. */
export interface ArticleSource {
  slug: string;
  version: string;
  metaText: string;
  meta: Record<string, unknown>;
  /** Absent when the folder has no data.yaml. */
  dataText: string | undefined;
  data: Record<string, unknown>;
  texts: Partial<Record<Locale, TextSource>>;
}

const relative = (slug: string, name: string) => `${BLOG_DIR}/${slug}/${name}`;

function parseMapping(text: string, file: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = parse(text);
  } catch {
    throw new UnreadableDocumentError(file);
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new UnreadableDocumentError(file);
  return value as Record<string, unknown>;
}

function textSource(slug: string, name: string, text: string): TextSource {
  const parts = splitTextFile(text);
  if (!parts) throw new UnreadableDocumentError(relative(slug, name));
  const front = parseMapping(parts.frontMatter, relative(slug, name));
  const readable = translatableFrom(front, parts.body);
  return { name, text, parts, front, draft: readable.draft, hash: translationHash(readable) };
}

/**
 * A hash over every file the studio writes in the folder (its name, length and bytes, in a fixed
 * order), so any change to any of them, a language added or a .md turned .mdx, is a new version.
 */
export function articleVersion(files: ReadonlyMap<string, string>): string {
  const parts = studioFileNames().flatMap((name) => {
    const text = files.get(name);
    return text === undefined ? [] : [`${name}\0${Buffer.byteLength(text)}\0${text}`];
  });
  return versionOf(parts.join('\0'));
}

/** The studio's files of an article by name (only plain files; links are not followed). */
export async function readArticleFiles(root: string, slug: string): Promise<Map<string, string>> {
  const names = [META_FILE, DATA_FILE, ...LOCALES.flatMap((locale) => textFileName(root, slug, locale) ?? [])];
  const present = names.filter((name) => isPlainFile(articlePath(root, slug, name)));
  return new Map(await Promise.all(present.map(async (name) => [name, await readFile(articlePath(root, slug, name), 'utf8')] as const)));
}

/**
 * The last parse of each article, by slug: a folder whose files have not changed (the same
 * version) is not parsed again, so a save, which checks against every article, reads the blog in
 * a few milliseconds. Callers never change what it returns.
 */
const parsed = new Map<string, ArticleSource>();

/** Parses an article's files; a file that is not valid YAML (or has no front matter) throws UnreadableDocumentError. */
export function parseArticle(slug: string, files: ReadonlyMap<string, string>): ArticleSource {
  const version = articleVersion(files);
  const known = parsed.get(slug);
  if (known?.version === version) return known;
  const source = parseFiles(slug, files, version);
  parsed.set(slug, source);
  return source;
}

function parseFiles(slug: string, files: ReadonlyMap<string, string>, version: string): ArticleSource {
  const metaText = files.get(META_FILE) ?? '';
  const dataText = files.get(DATA_FILE);
  const texts: Partial<Record<Locale, TextSource>> = {};
  for (const locale of LOCALES) {
    const name = [...files.keys()].find((n) => n === `${locale}.mdx` || n === `${locale}.md`);
    if (name) texts[locale] = textSource(slug, name, files.get(name) ?? '');
  }
  return {
    slug,
    version,
    metaText,
    meta: parseMapping(metaText, relative(slug, META_FILE)),
    dataText,
    data: dataText === undefined ? {} : parseMapping(dataText, relative(slug, DATA_FILE)),
    texts,
  };
}

export async function readArticle(root: string, slug: string): Promise<ArticleSource> {
  return parseArticle(slug, await readArticleFiles(root, slug));
}

/** The article's original language as meta.yaml names it (undefined when it names none we have). */
export function originalOf(meta: Record<string, unknown>): Locale | undefined {
  const original = meta['original'];
  return LOCALES.find((locale) => locale === original);
}

/** meta.yaml's record of which original each translation matches. */
export function recordedHashes(meta: Record<string, unknown>): Partial<Record<Locale, string>> {
  const record = meta['translations'];
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return {};
  return Object.fromEntries(LOCALES.flatMap((locale) => {
    const hash = (record as Record<string, unknown>)[locale];
    return typeof hash === 'string' ? [[locale, hash]] : [];
  }));
}

/** Where each language stands against the original. */
export function languagesOf(article: Pick<ArticleSource, 'meta' | 'texts'>): Record<Locale, TranslationState> {
  const original = originalOf(article.meta) ?? LOCALES[0];
  return translationStates({
    original,
    translations: recordedHashes(article.meta),
    texts: article.texts,
    originalHash: article.texts[original]?.hash,
  });
}
