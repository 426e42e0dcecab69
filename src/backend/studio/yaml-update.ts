import { isDeepStrictEqual } from 'node:util';
import diff, { type Difference } from 'microdiff';
import { Document, isScalar, parse, parseDocument } from 'yaml';
import { bare, isCollection, sameShape } from './plain-data.ts';

/** How the yaml library writes a document the owner edited: no folding of long lines, no padding inside [ ]. */
const LAYOUT = { lineWidth: 0, flowCollectionPadding: false } as const;

/** A one-line scalar written as a node of `type` had it (plain, '…' or "…"); undefined when it cannot be. */
function scalarText(value: unknown, type: string | undefined): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string' || /[\n\r]/.test(value)) return undefined;
  // JSON's string escapes are YAML's double-quoted ones.
  if (type === 'QUOTE_DOUBLE') return JSON.stringify(value);
  if (type === 'QUOTE_SINGLE') return `'${value.replaceAll("'", "''")}'`;
  if (type !== 'PLAIN') return undefined;
  const written = new Document(value).toString(LAYOUT).replace(/\n$/, '');
  return written.includes('\n') ? undefined : written;
}

/**
 * The text with each changed scalar replaced where it stands, every other byte kept; undefined
 * when a change is not one scalar for another on one line (an added key, a list, a block).
 */
function spliceScalars(text: string, doc: Document, changes: readonly Difference[]): string | undefined {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const change of changes) {
    if (change.type !== 'CHANGE' || isCollection(change.value) || isCollection(change.oldValue)) return undefined;
    const node = doc.getIn(change.path, true);
    if (!isScalar(node) || !node.range) return undefined;
    const written = scalarText(change.value, node.type);
    if (written === undefined) return undefined;
    edits.push({ start: node.range[0], end: node.range[1], text: written });
  }
  let next = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
  return next;
}

/**
 * The file's text with `data` in it, keeping what the owner does not see: comments, key order,
 * quoting and flow style of everything that did not change. A change of values only (a price, a
 * phone number, a notice's text) rewrites just those values in the text, so `git log -p` shows the
 * owner's edit and nothing else. Other changes are set in place on the parsed document (a scalar
 * keeps its node, so its style and comment), removals highest array index first so no index moves
 * under a later one, and the document is written without folding or padding. Falls back to a
 * fresh document only if the edit would not read back as `data` exactly.
 */
export function updateYaml(text: string, data: unknown): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw doc.errors[0];
  const before = bare(doc.toJS());
  const after = bare(data);
  if (sameShape(before, after)) {
    const changes = diff(before as Record<string, unknown>, after as Record<string, unknown>);
    const spliced = spliceScalars(text, doc, changes);
    if (spliced !== undefined && isDeepStrictEqual(bare(parse(spliced)), after)) return spliced;
    for (const change of changes) {
      if (change.type === 'REMOVE') continue;
      doc.setIn(change.path, isCollection(change.value) ? doc.createNode(change.value) : change.value);
    }
    for (const change of changes.filter((c) => c.type === 'REMOVE').reverse()) doc.deleteIn(change.path);
    const edited = doc.toString(LAYOUT);
    if (isDeepStrictEqual(bare(parse(edited)), after)) return edited;
  }
  const fresh = new Document(data).toString(LAYOUT);
  if (!isDeepStrictEqual(bare(parse(fresh)), after)) throw new Error('The data cannot be written as YAML that reads back the same');
  return fresh;
}
