import diff from 'microdiff';
import { parse } from 'yaml';
import type { DocumentId, FactChange } from '../../../studio/contract';
import { documentIdOfFile } from './documents';
import { bare, isCollection, sameShape } from './plain-data';

type Path = (string | number)[];

/** Each leaf under `value` with its path; an empty object or list is a leaf of its own. */
function leaves(value: unknown, path: Path): [Path, unknown][] {
  if (!isCollection(value)) return [[path, value]];
  const entries = Object.entries(value);
  if (entries.length === 0) return [[path, value]];
  return entries.flatMap(([key, item]) => leaves(item, [...path, Array.isArray(value) ? Number(key) : key]));
}

/**
 * The facts that differ between two versions of a document's data, one per changed leaf, in the
 * data's own order (microdiff's): "options.0.price: 1600000 → 1700000". A value that became a
 * list or a group (or stopped being one) is told leaf by leaf, removed then added.
 */
export function factChanges(document: DocumentId, before: unknown, after: unknown): FactChange[] {
  const change = (path: Path, values: { before?: unknown; after?: unknown }): FactChange => ({ document, path: path.join('.'), ...values });
  const replaced = (path: Path, old: unknown, value: unknown): FactChange[] =>
    !isCollection(old) && !isCollection(value)
      ? [change(path, { before: old, after: value })]
      : [...leaves(old, path).map(([p, v]) => change(p, { before: v })), ...leaves(value, path).map(([p, v]) => change(p, { after: v }))];
  if (!sameShape(before, after)) return Object.is(before, after) ? [] : replaced([], before, after);
  return diff(bare(before) as Record<string, unknown>, bare(after) as Record<string, unknown>).flatMap((d) => {
    if (d.type === 'CREATE') return leaves(d.value, d.path).map(([p, v]) => change(p, { after: v }));
    if (d.type === 'REMOVE') return leaves(d.oldValue, d.path).map(([p, v]) => change(p, { before: v }));
    return replaced(d.path, d.oldValue, d.value);
  });
}

/** A file's data, or its text when it is not YAML (a file a person broke still shows as changed). */
function dataOf(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return parse(text) ?? {};
  } catch {
    return text;
  }
}

/**
 * The fact changes between two snapshots of the studio's files (readStudioFiles): per file in
 * path order, only files the studio owns. A file present on one side only counts as empty on
 * the other.
 */
export function diffStudioFiles(before: Record<string, string>, after: Record<string, string>): FactChange[] {
  const files = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return files.flatMap((file) => {
    const document = documentIdOfFile(file);
    if (!document || before[file] === after[file]) return [];
    return factChanges(document, dataOf(before[file]), dataOf(after[file]));
  });
}
