// Edits a YAML file's text where the data changed and nowhere else: a changed value is replaced
// where it stands, an added entry is written beside its siblings in their style, a removed one's
// lines go. The yaml library's own writer re-renders the whole file (padding inside { } taken out,
// escapes such as \u00a0 written as the characters), so `git log -p` would show the layout rather
// than the owner's edit.
import { isDeepStrictEqual } from 'node:util';
import { Document, isCollection as isNodeCollection, isMap, isScalar, isSeq, visit, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { isCollection } from './plain-data.ts';

/** How new text is written: long lines not folded, no padding inside [ ] (the files' own style). */
export const LAYOUT = { lineWidth: 0, flowCollectionPadding: false } as const;

type Edit = { start: number; end: number; text: string };
type Range = [number, number, number];

/** A change this module does not write in place; the caller re-renders instead. */
class Unspliceable extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> => isCollection(value) && !Array.isArray(value);
const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
/** Where the line holding the end of a node ends (after its newline): a trailing comment goes with it. */
function lineAfter(text: string, end: number): number {
  if (end > 0 && text[end - 1] === '\n') return end;
  const newline = text.indexOf('\n', end);
  return newline === -1 ? text.length : newline + 1;
}
function rangeOf(node: unknown): Range {
  const range = (node as { range?: Range | null } | null)?.range;
  if (!range) throw new Unspliceable();
  return range;
}
/** Lines after the first indented by `indent` spaces, so a rendered block sits at a column. */
const indented = (block: string, indent: number) => block.replaceAll(/\n(?=.)/g, `\n${' '.repeat(indent)}`);

/** A date or a time: the files quote them, so that no YAML reader takes one for a timestamp or a number. */
const DATE_OR_TIME = /^\d{4}-\d\d-\d\d|^\d\d?:\d\d/;

/**
 * New YAML for `value` as the files write it by hand: a list of names on one line, the rest as
 * blocks, dates and times in quotes.
 */
function render(value: unknown): string {
  const doc = new Document(value);
  visit(doc, {
    Seq: (_, node) => void (node.items.every((item) => isScalar(item)) && (node.flow = true)),
    Scalar: (_, node) => void (typeof node.value === 'string' && DATE_OR_TIME.test(node.value) && (node.type = 'QUOTE_DOUBLE')),
  });
  return doc.toString(LAYOUT).replace(/\n$/, '');
}

/** Spaces a reader cannot see (no-break, zero-width…), escaped in "…" as the files write them: \u00a0. */
const INVISIBLE = /[\u00a0\u2000-\u200f\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]/g;
const doubleQuoted = (value: string) => JSON.stringify(value).replaceAll(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** `value` on one line in { } or [ ], padded inside them or not. */
function renderFlow(value: unknown, padded: boolean): string {
  const doc = new Document(value);
  if (isNodeCollection(doc.contents)) doc.contents.flow = true;
  return doc.toString({ ...LAYOUT, flowCollectionPadding: padded }).replace(/\n$/, '');
}

/**
 * A scalar written as the node of `type` was (plain, '…' or "…"); as one "…" line when it has line
 * breaks, or when plain text would end a { } or [ ] it stands in.
 */
function scalarText(value: unknown, type: string | undefined, inFlow: boolean): string {
  // JSON's string escapes are YAML's double-quoted ones.
  if (typeof value === 'string' && (type === 'QUOTE_DOUBLE' || /[\n\r]/.test(value))) return doubleQuoted(value);
  if (typeof value === 'string' && type === 'QUOTE_SINGLE') return `'${value.replaceAll("'", "''")}'`;
  const written = render(value);
  if (typeof value === 'string' && inFlow && /[,[\]{}]/.test(written)) return doubleQuoted(value);
  if (written.includes('\n')) throw new Unspliceable();
  return written;
}

/** The edits that turn `node` (holding `before`) into text holding `after`. */
function editNode(text: string, node: unknown, before: unknown, after: unknown, edits: Edit[], inFlow = false): void {
  if (isDeepStrictEqual(before, after)) return;
  if (isScalar(node) && !isCollection(before) && !isCollection(after)) {
    const [start, end] = rangeOf(node);
    // A block scalar's text runs over lines; an empty value has no text to replace ("key:").
    if (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED' || start === end) throw new Unspliceable();
    edits.push({ start, end, text: scalarText(after, node.type, inFlow) });
  } else if ((isMap(node) && isRecord(before) && isRecord(after)) || (isSeq(node) && Array.isArray(before) && Array.isArray(after))) {
    if (node.flow) editFlow(text, node, before, after, edits);
    else if (isMap(node)) editBlockMap(text, node, before as Record<string, unknown>, after as Record<string, unknown>, edits);
    else editBlockSeq(text, node as YAMLSeq, before as unknown[], after as unknown[], edits);
  } else throw new Unspliceable();
}

/** A { } or [ ]: item by item when none came or went, else rewritten whole, padded as it was. */
function editFlow(text: string, node: YAMLMap | YAMLSeq, before: object, after: object, edits: Edit[]): void {
  if (isDeepStrictEqual(Object.keys(before), Object.keys(after))) {
    const own: Edit[] = [];
    try {
      node.items.forEach((item, i) => {
        const key = isMap(node) ? keyOf(item as Pair) : i;
        editNode(text, isMap(node) ? (item as Pair).value : item, (before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], own, true);
      });
      edits.push(...own);
      return;
    } catch (error) {
      if (!(error instanceof Unspliceable)) throw error;
    }
  }
  const [start, end] = rangeOf(node);
  edits.push({ start, end, text: renderFlow(after, text[start + 1] === ' ') });
}

function keyOf(pair: Pair): string {
  if (!isScalar(pair.key)) throw new Unspliceable();
  return String(pair.key.value);
}

/** Where a pair's text ends: its value's end, or its key's when it has none. */
const pairEnd = (pair: Pair) => (pair.value ? rangeOf(pair.value) : rangeOf(pair.key))[1];

/**
 * A block map: each kept key's value edited in place (or, when its kind changed, the entry
 * rewritten where it stands), a removed key's lines taken out, added keys written after the last.
 */
function editBlockMap(text: string, map: YAMLMap, before: Record<string, unknown>, after: Record<string, unknown>, edits: Edit[]): void {
  const pairs = map.items as Pair[];
  for (const pair of pairs) {
    const key = keyOf(pair);
    const [keyStart] = rangeOf(pair.key);
    if (!Object.hasOwn(after, key)) {
      const start = lineStart(text, keyStart);
      // The first key of a list item shares its line with the "- ".
      if (text.slice(start, keyStart).trim() !== '') throw new Unspliceable();
      edits.push({ start, end: lineAfter(text, pairEnd(pair)), text: '' });
      continue;
    }
    const own: Edit[] = [];
    try {
      editNode(text, pair.value, before[key], after[key], own);
      edits.push(...own);
    } catch (error) {
      if (!(error instanceof Unspliceable)) throw error;
      const column = keyStart - lineStart(text, keyStart);
      edits.push({ start: keyStart, end: lineAfter(text, pairEnd(pair)), text: `${indented(render({ [key]: after[key] }), column)}\n` });
    }
  }
  const added = Object.keys(after).filter((key) => !Object.hasOwn(before, key));
  const [first, last] = [pairs[0], pairs.at(-1)];
  if (added.length === 0) return;
  if (!first || !last) throw new Unspliceable();
  const [firstKey] = rangeOf(first.key);
  const column = firstKey - lineStart(text, firstKey);
  const at = lineAfter(text, pairEnd(last));
  const lines = added.map((key) => `${' '.repeat(column)}${indented(render({ [key]: after[key] }), column)}\n`).join('');
  edits.push({ start: at, end: at, text: `${at === text.length && !text.endsWith('\n') ? '\n' : ''}${lines}` });
}

/**
 * A block list: items paired from the start, those equal at the end kept apart, so an item added
 * or removed anywhere is its own lines only; a new item is written like the first one (a { } on
 * one line when that is one).
 */
function editBlockSeq(text: string, seq: YAMLSeq, before: unknown[], after: unknown[], edits: Edit[]): void {
  const items = seq.items;
  const first = items[0];
  if (!first || after.length === 0) throw new Unspliceable();
  const paired = Math.min(before.length, after.length);
  let kept = 0;
  while (kept < paired && isDeepStrictEqual(before.at(-1 - kept), after.at(-1 - kept))) kept += 1;
  const changed = paired - kept;
  for (let i = 0; i < changed; i += 1) editNode(text, items[i], before[i], after[i], edits);
  /** Where an item's line starts; only "- " may stand before it there. */
  const itemLine = (item: unknown) => {
    const [start] = rangeOf(item);
    const line = lineStart(text, start);
    if (!/^ *- +$/.test(text.slice(line, start))) throw new Unspliceable();
    return line;
  };
  for (let i = changed; i < before.length - kept; i += 1) {
    edits.push({ start: itemLine(items[i]), end: lineAfter(text, rangeOf(items[i])[1]), text: '' });
  }
  if (after.length - kept <= changed) return;
  const dash = text.indexOf('-', itemLine(first)) - itemLine(first);
  const flow = isNodeCollection(first) && first.flow ? text[rangeOf(first)[0] + 1] === ' ' : undefined;
  const written = after.slice(changed, after.length - kept).map((item) => {
    const body = flow === undefined || !isCollection(item) ? indented(render(item), dash + 2) : renderFlow(item, flow);
    return `${' '.repeat(dash)}- ${body}\n`;
  });
  const next = items[changed];
  const at = next ? itemLine(next) : lineAfter(text, rangeOf(items.at(-1))[1]);
  edits.push({ start: at, end: at, text: `${at === text.length && !text.endsWith('\n') ? '\n' : ''}${written.join('')}` });
}

/**
 * The text of `doc` (parsed from `text`, holding `before`) changed to hold `after`, every byte
 * outside the changed values' own lines kept; undefined when a change is not one it writes in
 * place (a block scalar, a list emptied or a value of a new kind where no key holds it).
 */
export function spliceYaml(text: string, doc: Document, before: unknown, after: unknown): string | undefined {
  const edits: Edit[] = [];
  try {
    editNode(text, doc.contents, before, after, edits);
  } catch (error) {
    if (error instanceof Unspliceable) return undefined;
    throw error;
  }
  let next = text;
  // From the end backwards, so earlier offsets stay right; of two at one place (a key added to an
  // item, then a new item), the later in the document first, so it ends up after the other.
  for (const edit of edits.reverse().sort((a, b) => b.start - a.start)) next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
  return next;
}
