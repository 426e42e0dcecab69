/**
 * Removing a dataset from an article: only once no language's body places it any more, since the
 * build (and the save, src/server/services/studio/article-body/check-body.ts) refuses a block tag whose
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

/** The start of a block tag: a capitalized name (src/blocks/block-tags.ts names them all this way). */
const TAG_START = /^[A-Z][A-Za-z0-9]*\s/;

/**
 * The tags in one line that place dataset `name`: each `<Name … id="name" … >` (or id='name').
 * Each piece of the line between one "<" and the next is read once, so the work is linear in
 * the line's length whatever it holds.
 */
function usesInLine(line: string, name: string): string[] {
  const ids = [`id="${name}"`, `id='${name}'`];
  return line
    .split('<')
    .slice(1)
    .flatMap((piece) => {
      const close = piece.indexOf('>');
      const inside = close === -1 ? piece : piece.slice(0, close);
      return TAG_START.test(inside) && ids.some((id) => inside.includes(id)) ? [`<${close === -1 ? piece : piece.slice(0, close + 1)}`] : [];
    });
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
