import { Document, isSeq } from 'yaml';
import { joinTextFile } from '../../../../blog/article-text';
import { updateYaml } from '../yaml-update';
import { editYaml } from './yaml-edit';

/** meta.yaml's keys in the order the hand-written articles use. */
const META_ORDER = ['original', 'category', 'tags', 'published', 'updated', 'author', 'hero', 'popularRank', 'related', 'phoneLine', 'aliases', 'translations'];
/** A language's front matter keys in the order the hand-written articles use. */
const FRONT_ORDER = ['title', 'description', 'heroAlt', 'keywords', 'draft'];

function ordered(data: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const known = order.filter((key) => Object.hasOwn(data, key)).map((key) => [key, data[key]] as const);
  const rest = Object.entries(data).filter(([key]) => !order.includes(key));
  return Object.fromEntries([...known, ...rest]);
}

/** A new YAML file as the articles are written by hand: top-level lists of names on one line. */
function freshYaml(data: Record<string, unknown>): string {
  const doc = new Document(data);
  for (const item of (doc.contents as { items?: { value?: unknown }[] } | null)?.items ?? []) {
    if (isSeq(item.value) && item.value.items.every((v) => typeof (v as { value?: unknown }).value === 'string')) item.value.flow = true;
  }
  return doc.toString({ flowCollectionPadding: false, lineWidth: 0 });
}

/** meta.yaml's new text: only the changed lines of the file (./yaml-edit.ts), or a new file. */
export function metaText(before: string | undefined, meta: Record<string, unknown>): string {
  return before === undefined ? freshYaml(ordered(meta, META_ORDER)) : editYaml(before, meta);
}

/** data.yaml's new text, or undefined when there is no file and nothing to put in one. */
export function dataText(before: string | undefined, data: Record<string, unknown>): string | undefined {
  if (before !== undefined) return updateYaml(before, data);
  return Object.keys(data).length === 0 ? undefined : new Document(data).toString({ lineWidth: 0 });
}

/** A language file's new text: its front matter with only the changed lines edited (or new), a blank line, the body. */
export function languageText(beforeFront: string | undefined, front: Record<string, unknown>, body: string): string {
  const frontMatter = beforeFront === undefined || beforeFront.trim() === '' ? freshYaml(ordered(front, FRONT_ORDER)) : editYaml(beforeFront, front);
  return joinTextFile({ frontMatter, body });
}
