import { isDeepStrictEqual } from 'node:util';
import diff from 'microdiff';
import { Document, parse, parseDocument } from 'yaml';
import { bare, isCollection, sameShape } from './plain-data.ts';

/**
 * The file's text with `data` in it, keeping what the owner does not see: comments, key order,
 * quoting and flow style of everything that did not change. Each changed value is set in place
 * on the parsed document (a scalar keeps its node, so its style and comment); each removed one is
 * deleted, highest array index first so no index moves under a later removal. Falls back to a
 * fresh document only if the edit would not read back as `data` exactly.
 */
export function updateYaml(text: string, data: unknown): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw doc.errors[0];
  const before = bare(doc.toJS());
  const after = bare(data);
  if (sameShape(before, after)) {
    const changes = diff(before as Record<string, unknown>, after as Record<string, unknown>);
    for (const change of changes) {
      if (change.type === 'REMOVE') continue;
      doc.setIn(change.path, isCollection(change.value) ? doc.createNode(change.value) : change.value);
    }
    for (const change of changes.filter((c) => c.type === 'REMOVE').reverse()) doc.deleteIn(change.path);
    const edited = doc.toString();
    if (isDeepStrictEqual(bare(parse(edited)), after)) return edited;
  }
  const fresh = new Document(data).toString();
  if (!isDeepStrictEqual(bare(parse(fresh)), after)) throw new Error('The data cannot be written as YAML that reads back the same');
  return fresh;
}
