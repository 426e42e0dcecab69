import { z } from 'zod';
import { ArticleTextSchema, createArticleMetaSchema } from '../../../../blog/article-schema';
import { BLOCK_NAMES, BLOCK_TYPES } from '../../../../blocks/block-tags';
import { BlockDataSchema } from '../../../../blocks/schemas';
import type { Locale } from '../../../../i18n/locales';
import { createT } from '../../../../i18n/t';
import type { ArticleSchemas } from '../../../../studio/article-contract';
import type { JsonSchema } from '../../../../studio/contract';
import type { Taxonomy } from './taxonomy';

/** One of the ids a taxonomy file lists (none listed: nothing fits). */
function oneOf(ids: string[]): z.ZodType<string> {
  const [first, ...rest] = ids;
  return first === undefined ? z.never() : z.enum([first, ...rest]);
}

/**
 * meta.yaml's schema as the build checks it (src/blog/article-schema.ts), with the categories,
 * tags and authors the taxonomy files list now in place of the build's references. The hero is
 * the studio's to set (the photo upload), so here it is a file name next to meta.yaml.
 */
export function studioMetaSchema(taxonomy: Taxonomy) {
  const ids = (terms: { id: string }[]) => terms.map((term) => term.id);
  return createArticleMetaSchema({
    category: oneOf(ids(taxonomy.categories)),
    tag: oneOf(ids(taxonomy.tags)),
    author: oneOf(ids(taxonomy.authors)),
    hero: z.string().regex(/^\.\/[\w-]+\.(?:avif|jpe?g|png|webp)$/),
  });
}

/** One language as the API takes it: the front matter the build checks, and the body. */
export const ArticleTextRequestSchema = ArticleTextSchema.extend({ body: z.string() });

const jsonSchema = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

let blockSchemas: { type: string; tag: string; schema: JsonSchema }[] | undefined;

/**
 * What the editor builds its forms and pickers from (ArticleSchemas): the build's own schemas as
 * JSON Schema (what the files hold: defaults may be left out), each block with the MDX tag that
 * places it, and the taxonomy named in the admin's language.
 */
export function articleSchemas(taxonomy: Taxonomy, locale: Locale): ArticleSchemas {
  const t = createT(locale);
  blockSchemas ??= BLOCK_NAMES.map((tag) => {
    const type = BLOCK_TYPES[tag];
    const schema = BlockDataSchema.options.find((option) => option.shape.block.value === type);
    if (!schema) throw new Error(`No schema for the block "${type}"`);
    return { type, tag, schema: jsonSchema(schema) };
  });
  const named = (terms: Taxonomy['tags']) => terms.map((term) => ({ id: term.id, name: term.name(locale) }));
  return {
    meta: jsonSchema(studioMetaSchema(taxonomy)),
    text: jsonSchema(ArticleTextRequestSchema),
    blocks: blockSchemas.map((block) => ({ ...block, label: t(`studioApi.block.${block.type as (typeof BLOCK_TYPES)[keyof typeof BLOCK_TYPES]}`) })),
    categories: named(taxonomy.categories),
    tags: named(taxonomy.tags),
    authors: named(taxonomy.authors),
  };
}
