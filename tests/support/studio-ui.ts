import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { BusinessSchema } from '../../src/config/business-schema';
import { NoticeSchema } from '../../src/config/notice-schema';
import { ServiceSchema } from '../../src/config/catalogue-schema';
import { createStudioT } from '../../src/components/studio/studio-t';
import { studioStrings } from '../../src/components/studio/studio-strings';
import type { Locale } from '../../src/i18n/locales';
import type { DocumentBody, DocumentId } from '../../src/studio/contract';
import type { ArticleSchemas } from '../../src/studio/article-contract';
import { BlockDataSchema } from '../../src/blocks/schemas';
import { BLOCK_TYPES } from '../../src/blocks/registry';
import { articleFieldT, createArticleT } from '../../src/components/studio/articles/article-t';
import { articleStrings } from '../../src/components/studio/articles/article-strings';
import { CONTENT_DIR } from './paths';

/** The studio's documents (and the articles' schemas) as the API describes them: the file's data and the schema the build checks, as JSON Schema. */
const SCHEMAS = { business: BusinessSchema, notice: NoticeSchema, service: ServiceSchema } as const;
export type StudioKind = keyof typeof SCHEMAS;

/** A kind's JSON Schema as the studio receives it (the input side: a file's data may leave defaults out). */
export const studioSchema = (kind: StudioKind) => z.toJSONSchema(SCHEMAS[kind], { io: 'input' }) as Record<string, unknown>;

const FILES: Record<StudioKind, string> = { business: 'business/spa.yaml', notice: 'notice/notice.yaml', service: 'services/thai-massage.yaml' };

/** A document body built from the content file as written, with the version the test names. */
export function studioDocument(kind: StudioKind, version = 'v1', data?: unknown): DocumentBody {
  const id: DocumentId = kind === 'service' ? 'service:thai-massage' : kind;
  return { id, title: kind, version, data: data ?? parse(readFileSync(path.join(CONTENT_DIR, FILES[kind]), 'utf8')), schema: studioSchema(kind) };
}

/** The studio translator of one locale, as the page hands it to the island. */
export const studioT = (locale: Locale) => createStudioT(studioStrings(locale));

/** The articles studio's translator of one locale, as the page hands it to the island. */
export const articleT = (locale: Locale) => createArticleT(articleStrings(locale));

const taxonomy = (file: string) => parse(readFileSync(path.join(CONTENT_DIR, 'taxonomy', file), 'utf8')) as { id: string; name: string | Record<Locale, string> }[];
const named = (locale: Locale) => (entry: { id: string; name: string | Record<Locale, string> }) => ({
  id: entry.id,
  name: typeof entry.name === 'string' ? entry.name : entry.name[locale],
});
const TAG_OF_TYPE = new Map(Object.entries(BLOCK_TYPES).map(([tag, type]) => [type, tag]));

/**
 * The schemas endpoint's answer built from the build's own sources: every block's Zod schema as
 * JSON Schema with its MDX tag, and the taxonomy files' categories, tags and authors named in
 * `locale`. `meta` and `text` are empty: the editor draws those fields itself and never reads them.
 */
export function articleSchemas(locale: Locale = 'en'): ArticleSchemas {
  return {
    meta: {},
    text: {},
    blocks: BlockDataSchema.options.map((schema) => {
      const type = schema.shape.block.value;
      return { type, tag: TAG_OF_TYPE.get(type) ?? type, label: `${type} (${locale})`, schema: z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown> };
    }),
    categories: taxonomy('categories.yaml').map(named(locale)),
    tags: taxonomy('tags.yaml').map(named(locale)),
    authors: taxonomy('authors.yaml').map(named(locale)),
  };
}

/** A block kind of `articleSchemas()` by its type ("ranking-table"). */
export function blockKind(type: string): ArticleSchemas['blocks'][number] {
  const block = articleSchemas().blocks.find((b) => b.type === type);
  if (!block) throw new Error(`no block type ${type}`);
  return block;
}

/** Part 1's translator taught the article's paths, as the articles island builds it. */
export const articleFieldTranslator = (locale: Locale) => articleFieldT(studioT(locale), articleT(locale), {});
