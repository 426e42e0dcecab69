import { isDeepStrictEqual } from 'node:util';
import { Document, isMap, isScalar, isSeq, parse, parseDocument } from 'yaml';
import { updateYaml } from '../yaml-update.ts';

/** One top-level entry as the articles write them by hand: a list of names on one line, a map as a block. */
function entryText(key: string, value: unknown): string {
  const doc = new Document({ [key]: value });
  const pair = isMap(doc.contents) ? doc.contents.items[0] : undefined;
  if (pair && isSeq(pair.value) && pair.value.items.every((item) => isScalar(item))) pair.value.flow = true;
  return doc.toString({ flowCollectionPadding: false, lineWidth: 0 }).replace(/\n$/, '');
}

/**
 * A flat YAML file (meta.yaml, a language's front matter) with `data` in it, changing only the
 * lines of the top-level entries that changed: an entry whose value changed is rewritten where it
 * stands, a new one is added at the end, a removed one goes. Every other line stays byte for byte
 * (the yaml library would otherwise re-render the whole file: padding inside [ ], line wrapping).
 * Falls back to updateYaml (comments and order kept, layout re-rendered) when the file is not a
 * plain map or the edit would not read back as `data` exactly.
 */
export function editYaml(text: string, data: Record<string, unknown>): string {
  const doc = parseDocument(text);
  const before = doc.errors.length === 0 ? (doc.toJS() as unknown) : undefined;
  if (!isMap(doc.contents) || before === null || typeof before !== 'object' || Array.isArray(before)) return updateYaml(text, data);
  const old = before as Record<string, unknown>;
  // Edits from the end of the file backwards, so earlier offsets stay right.
  const edits: { start: number; end: number; text: string }[] = [];
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    const range = [isScalar(pair.key) ? pair.key.range : undefined, (pair.value as { range?: [number, number, number] } | null)?.range];
    const start = range[0]?.[0];
    const end = range[1]?.[1] ?? range[0]?.[1];
    if (key === undefined || start === undefined || end === undefined) return updateYaml(text, data);
    if (!Object.hasOwn(data, key)) {
      const lineEnd = text.indexOf('\n', end);
      edits.push({ start, end: lineEnd === -1 ? text.length : lineEnd + 1, text: '' });
    } else if (!isDeepStrictEqual(old[key], data[key])) edits.push({ start, end, text: entryText(key, data[key]) });
  }
  let next = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
  const added = Object.keys(data).filter((key) => !Object.hasOwn(old, key));
  if (added.length > 0) next = `${next}${next === '' || next.endsWith('\n') ? '' : '\n'}${added.map((key) => `${entryText(key, data[key])}\n`).join('')}`;
  return isDeepStrictEqual(parse(next) ?? {}, data) ? next : updateYaml(text, data);
}
