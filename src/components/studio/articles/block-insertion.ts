/**
 * Placing a block in an article: its tag in the body (`<RankingTable id="top10" />`, on a line of
 * its own) and a dataset of that name in `data`, started as far as the block's schema allows
 * without inventing content: its `block` type, every required field, and lists with as many
 * empty entries as they must hold.
 */
import type { Locale } from '../../../i18n/locales';
import type { ArticleSchemas } from '../../../studio/article-contract';
import type { JsonSchema } from '../../../studio/contract';
import { emptyValue, schemaNode } from '../schema-node';
import { SLUG_PATTERN, type ArticleDraft } from './article-draft';

export type BlockKind = ArticleSchemas['blocks'][number];

/** Why a dataset name cannot be used, or undefined when it can. */
export function datasetNameProblem(name: string, data: Readonly<Record<string, unknown>>): 'invalid' | 'taken' | undefined {
  if (!SLUG_PATTERN.test(name)) return 'invalid';
  return Object.hasOwn(data, name) ? 'taken' : undefined;
}

/** A block's schema as its form draws it: the `block` type is the palette's choice, not a field. */
export function blockFormSchema(schema: JsonSchema): JsonSchema {
  const properties = schema['properties'];
  if (typeof properties !== 'object' || properties === null) return schema;
  const { block: _type, ...rest } = properties as Record<string, unknown>;
  const required = Array.isArray(schema['required']) ? schema['required'].filter((key) => key !== 'block') : schema['required'];
  return { ...schema, properties: rest, ...(required === undefined ? {} : { required }) };
}

/** A value for `schema` that is as valid as it can be while empty: lists hold their minimum of entries. */
function startValue(schema: JsonSchema): unknown {
  const node = schemaNode(schema);
  if (node.kind === 'array') return Array.from({ length: node.minItems }, () => startValue(node.items));
  if (node.kind === 'object' && !('default' in schema)) {
    return Object.fromEntries(
      node.properties
        .filter(([key]) => node.required.has(key))
        .map(([key, child]) => [key, startValue(child)] as const)
        .filter(([, value]) => value !== undefined),
    );
  }
  return emptyValue(schema);
}

/** The dataset a new block starts with. */
export function newDataset(block: BlockKind): Record<string, unknown> {
  const start = startValue(blockFormSchema(block.schema));
  return { block: block.type, ...(typeof start === 'object' && start !== null ? start : {}) };
}

/** The tag that places dataset `name` of a block in the body. */
export const blockTag = (block: BlockKind, name: string) => `<${block.tag} id="${name}" />`;

/**
 * What to insert at `at` in `body` so the tag stands as its own paragraph: MDX reads a component
 * inside a line of text as inline, so a blank line goes before it (unless it starts the body or
 * follows one already) and after it.
 */
export function tagInsertion(body: string, at: number, tag: string): { at: number; text: string } {
  const pos = Math.max(0, Math.min(at, body.length));
  const before = body.slice(0, pos);
  const after = body.slice(pos);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return { at: pos, text: `${lead}${tag}${trail}` };
}

/** The article with the block placed in `locale`'s body at `at` and its dataset created. */
export function insertBlock(draft: ArticleDraft, locale: Locale, at: number, block: BlockKind, name: string): ArticleDraft {
  const text = draft.texts[locale];
  if (text === undefined) return draft;
  const insertion = tagInsertion(text.body, at, blockTag(block, name));
  const body = text.body.slice(0, insertion.at) + insertion.text + text.body.slice(insertion.at);
  return { ...draft, data: { ...draft.data, [name]: newDataset(block) }, texts: { ...draft.texts, [locale]: { ...text, body } } };
}
