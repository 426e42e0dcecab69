import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument, YAMLSeq } from 'yaml';
import { ARTICLE_SLUG } from '../../../../blog/article-schema';
import { TagSchema } from '../../../../blog/taxonomy-schema';
import type { Locale } from '../../../../i18n/locales';
import { createT } from '../../../../i18n/t';
import type { TagCreateRequest, TagCreateResponse } from '../../../../studio/article-contract';
import type { FieldError } from '../../../../studio/contract';
import { writeFileAtomic } from '../../../site-files/atomic-write';
import { errorMapFor, fieldErrors, localizeRule } from '../field-errors';
import { withStudioLock } from '../../../site-files/lock';
import { UnreadableDocumentError } from '../store';
import { TAXONOMY_FILES } from '../../../site-files/article-paths';

const MAX_ID_LENGTH = 60;

/**
 * Adds a tag to src/content/taxonomy/tags.yaml, under the lock: an id that is a slug no tag has,
 * a name in every language (the build's tag schema). The entry goes at the end, written on one
 * line like the others; the file's comments and other entries stay as they are.
 */
export async function createTag(root: string, request: { id: unknown; name: unknown }, locale: Locale): Promise<{ status: 200 | 422; body: TagCreateResponse }> {
  const file = path.join(root, TAXONOMY_FILES.tags);
  return withStudioLock(root, async () => {
    const text = await readFile(file, 'utf8');
    const doc = parseDocument(text);
    const list = doc.contents;
    if (doc.errors.length > 0 || !(list instanceof YAMLSeq)) throw new UnreadableDocumentError(TAXONOMY_FILES.tags);
    const taken = new Set((doc.toJS() as { id?: unknown }[]).map((entry) => entry?.id));
    const errors: FieldError[] = [];
    const { id } = request;
    if (typeof id !== 'string' || id.length > MAX_ID_LENGTH || !ARTICLE_SLUG.test(id)) errors.push({ path: 'id', message: localizeRule({ rule: 'slug', vars: {} }, locale) });
    else if (taken.has(id)) errors.push({ path: 'id', message: createT(locale)('studioApi.tag.taken', { id }) });
    const entry = TagSchema.strict().safeParse({ name: request.name }, { error: errorMapFor(locale) });
    if (!entry.success) errors.push(...fieldErrors(entry.error.issues, locale));
    if (errors.length > 0 || !entry.success) return { status: 422, body: { kind: 'invalid', errors } };
    const node = doc.createNode({ id: id as string, name: entry.data.name } satisfies TagCreateRequest);
    node.flow = true;
    (list as YAMLSeq<unknown>).add(node);
    await writeFileAtomic(file, doc.toString({ lineWidth: 0 }));
    return { status: 200, body: { kind: 'saved', tag: { id: id as string, name: entry.data.name[locale] } } };
  });
}
