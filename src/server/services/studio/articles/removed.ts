import { readFileSync } from 'node:fs';
import path from 'node:path';
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
