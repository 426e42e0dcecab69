import { isDeepStrictEqual } from 'node:util';
import diff from 'microdiff';
import { Document, parse, parseDocument } from 'yaml';
import { bare, isCollection, sameShape } from './plain-data.ts';
import { LAYOUT, spliceYaml } from './yaml-splice.ts';

/**
 * The file's text with `data` in it, keeping what the owner does not see: comments, key order,
 * quoting and flow style of everything that did not change. A change is written into the text
 * where it stands (./yaml-splice.ts): a price, an option or list item added or removed, a notice's
 * text each touch only their own lines, so `git log -p` shows the owner's edit and nothing else.
 * What that cannot write (a block scalar, a list emptied at the top) is set in place on the parsed
 * document (a scalar keeps its node, so its style and comment), removals highest array index first
 * so no index moves under a later one, and the document is written without folding or padding.
 * Falls back to a fresh document only if the edit would not read back as `data` exactly.
 */
export function updateYaml(text: string, data: unknown): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw doc.errors[0];
  const before = bare(doc.toJS());
  const after = bare(data);
  if (sameShape(before, after)) {
    const spliced = spliceYaml(text, doc, before, after);
    if (spliced !== undefined && isDeepStrictEqual(bare(parse(spliced)), after)) return spliced;
    const changes = diff(before as Record<string, unknown>, after as Record<string, unknown>);
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
