import { createHash } from 'node:crypto';
import { parse } from 'yaml';
import { splitTextFile } from './article-text.ts';

/** What a translator translates: a language's texts, without its draft switch or file layout. */
export interface TranslatableText {
  title: string;
  description: string;
  heroAlt: string;
  keywords: readonly string[];
  body: string;
}

/**
 * The hash a translation records of the original it was made from (meta.yaml `translations`):
 * 16 hex digits of SHA-256 over the original's title, description, hero alt text, keywords and
 * body. Publishing the original (its draft switch) or reformatting its front matter changes
 * nothing a translator reads, so it leaves every translation current.
 */
export function translationHash(text: TranslatableText): string {
  const canonical = JSON.stringify([text.title, text.description, text.heroAlt, [...text.keywords], text.body.replace(/\s+$/, '')]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/** The translatable parts of a language's parsed front matter and body. */
export function translatableFrom(front: Record<string, unknown>, body: string): TranslatableText & { draft: boolean } {
  const text = (key: string) => (typeof front[key] === 'string' ? front[key] : '');
  const keywords = Array.isArray(front['keywords']) ? front['keywords'].map(String) : [];
  return { title: text('title'), description: text('description'), heroAlt: text('heroAlt'), keywords, body, draft: front['draft'] === true };
}

/** The translatable parts of a language file as it is on disk; undefined when it has no readable front matter. */
export function translatableOf(fileText: string): (TranslatableText & { draft: boolean }) | undefined {
  const parts = splitTextFile(fileText);
  if (!parts) return undefined;
  let front: unknown;
  try {
    front = parse(parts.frontMatter);
  } catch {
    return undefined;
  }
  if (front === null || typeof front !== 'object') return undefined;
  return translatableFrom(front as Record<string, unknown>, parts.body);
}
