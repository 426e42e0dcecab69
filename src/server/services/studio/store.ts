import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import type { Locale } from '../../../i18n/locales';
import { createT } from '../../../i18n/t';
import type { DocumentBody, DocumentSummary, SaveRequest, SaveResponse } from '../../../studio/contract';
import { writeFileAtomic } from '../../site-files/atomic-write';
import { documentSchema, listDocuments, type StudioDocument } from './documents';
import { factChanges } from './fact-changes';
import { withStudioLock } from '../../site-files/lock';
import { studioPath } from '../../site-files/paths';
import { validateDocument } from './validate';
import { versionOf } from './version';
import { updateYaml } from './yaml-update';

/** A studio file that is not valid YAML (someone edited it by hand): the studio cannot show it. */
export class UnreadableDocumentError extends Error {
  override name = 'UnreadableDocumentError';
  constructor(readonly file: string) {
    super(`${file} is not valid YAML`);
  }
}

function parseFile(doc: StudioDocument, text: string): unknown {
  try {
    return parse(text);
  } catch {
    throw new UnreadableDocumentError(doc.file);
  }
}

/** What the owner calls a document: its fixed title, or a service's name in their language. */
function titleOf(doc: StudioDocument, data: unknown, locale: Locale): string {
  if (doc.kind !== 'service') return createT(locale)(doc.kind === 'business' ? 'studioApi.title.business' : 'studioApi.title.notice');
  const name = (data as { name?: Record<string, unknown> } | null)?.name?.[locale];
  return typeof name === 'string' && name.trim() ? name : doc.id.slice('service:'.length);
}

function bodyOf(root: string, doc: StudioDocument, text: string, locale: Locale): DocumentBody {
  const data = parseFile(doc, text);
  return { id: doc.id, title: titleOf(doc, data, locale), version: versionOf(text), data, schema: documentSchema(root, doc, locale) };
}

/** Every document with its title in the owner's language. */
export async function listDocumentSummaries(root: string, locale: Locale): Promise<DocumentSummary[]> {
  return Promise.all(
    listDocuments(root).map(async (doc) => {
      const text = await readFile(studioPath(root, doc.file), 'utf8');
      let data: unknown;
      try {
        data = parse(text);
      } catch {
        data = undefined;
      }
      return { id: doc.id, kind: doc.kind, title: titleOf(doc, data, locale) };
    }),
  );
}

/** A document as its file holds it (defaults not filled in), its version and its schema. */
export async function readDocument(root: string, doc: StudioDocument, locale: Locale): Promise<DocumentBody> {
  return bodyOf(root, doc, await readFile(studioPath(root, doc.file), 'utf8'), locale);
}

export type SaveOutcome = { status: 200 | 409 | 422; body: SaveResponse };

/**
 * Saves an edit made from `request.version`, under the studio's lock: a file saved by someone
 * else meanwhile is a conflict (nothing written, the current document returned); data the build
 * would refuse is every field's error (nothing written); otherwise the file is rewritten
 * atomically with its comments kept, and the answer names each changed fact.
 */
export async function saveDocument(root: string, doc: StudioDocument, request: SaveRequest, locale: Locale): Promise<SaveOutcome> {
  const file = studioPath(root, doc.file);
  return withStudioLock(root, async () => {
    const text = await readFile(file, 'utf8');
    if (versionOf(text) !== request.version) return { status: 409, body: { kind: 'conflict', current: bodyOf(root, doc, text, locale) } };
    const errors = validateDocument(root, doc, request.data, locale);
    if (errors.length > 0) return { status: 422, body: { kind: 'invalid', errors } };
    const before = parseFile(doc, text);
    const next = updateYaml(text, request.data);
    await writeFileAtomic(file, next);
    return { status: 200, body: { kind: 'saved', version: versionOf(next), changes: factChanges(doc.id, before, request.data) } };
  });
}
