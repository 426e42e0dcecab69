import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Document } from 'yaml';
import { readRemovedArticles, REMOVED_ARTICLES_FILE } from '../../../http/redirect-rules';

/** The deleted articles' redirects as the file holds them now (slug → locale-less target). */
export function readRemoved(root: string): { text: string | undefined; removed: Map<string, string> } {
  let text: string | undefined;
  try {
    text = readFileSync(path.join(root, REMOVED_ARTICLES_FILE), 'utf8');
  } catch {
    text = undefined;
  }
  return { text, removed: readRemovedArticles(text) };
}

/** The redirects file's text for `removed` (slug → target), sorted by slug, the file's opening comment kept. */
export function removedFileText(before: string | undefined, removed: ReadonlyMap<string, string>): string {
  const comment = (before ?? '').split('\n').filter((line) => line.startsWith('#'));
  const body = new Document(Object.fromEntries([...removed].sort(([a], [b]) => a.localeCompare(b)))).toString();
  return `${comment.length > 0 ? `${comment.join('\n')}\n` : ''}${body}`;
}
