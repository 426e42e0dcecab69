/**
 * Removing a dataset from an article: only once no language's body places it any more, since the
 * build (and the save, src/backend/studio/article-body/check-body.ts) refuses a block tag whose
 * dataset is gone. The editor says where each use is, so the owner can delete those lines first.
 */
import { LOCALES, type Locale } from '../../../i18n/locales';
import type { ArticleDraft } from './article-draft';

/** A block tag placing a dataset: its language, its 1-based line, and the tag as written. */
export interface DatasetUse {
  locale: Locale;
  line: number;
  tag: string;
}

/** A block tag's name: what the body check reads as a block (src/blocks/block-tags.ts names them all this way). */
const TAG_NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * The uses of dataset `name` in one line: each `id="name"` (or 'name') inside a tag that opens
 * with a capitalized name. Reads the line a few times over at most, whatever it holds.
 */
function usesInLine(line: string, name: string): string[] {
  const found: string[] = [];
  for (const quote of ['"', "'"]) {
    const needle = `id=${quote}${name}${quote}`;
    for (let at = line.indexOf(needle); at !== -1; at = line.indexOf(needle, at + needle.length)) {
      const open = line.lastIndexOf('<', at);
      if (open === -1 || line.lastIndexOf('>', at) > open) continue;
      const tagName = line.slice(open + 1, at).trim().split(/\s/)[0] ?? '';
      if (!TAG_NAME.test(tagName)) continue;
      const close = line.indexOf('>', at);
      found.push(line.slice(open, close === -1 ? line.length : close + 1));
    }
  }
  return found;
}

/** Every place a language's body places dataset `name`, in language and line order. */
export function datasetUses(draft: ArticleDraft, name: string): DatasetUse[] {
  return LOCALES.flatMap((locale) =>
    (draft.texts[locale]?.body ?? '').split('\n').flatMap((line, i) => usesInLine(line, name).map((tag) => ({ locale, line: i + 1, tag }))),
  );
}

/** The article without dataset `name` (the same object when it has none). */
export function withoutDataset(draft: ArticleDraft, name: string): ArticleDraft {
  if (!Object.hasOwn(draft.data, name)) return draft;
  const { [name]: _removed, ...data } = draft.data;
  return { ...draft, data };
}
