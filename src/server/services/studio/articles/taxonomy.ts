import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { AuthorSchema, CategorySchema, TagSchema } from '../../../../blog/taxonomy-schema';
import type { Locale } from '../../../../i18n/locales';
import { UnreadableDocumentError } from '../store';
import { TAXONOMY_FILES } from '../../../site-files/article-paths';

/** A term of the taxonomy with its name in each language. */
export interface TaxonomyTerm {
  id: string;
  name: (locale: Locale) => string;
}

export interface Taxonomy {
  categories: TaxonomyTerm[];
  tags: TaxonomyTerm[];
  authors: TaxonomyTerm[];
}

async function entries(root: string, file: string): Promise<Record<string, unknown>[]> {
  let data: unknown;
  try {
    data = parse(await readFile(path.join(root, file), 'utf8'));
  } catch {
    throw new UnreadableDocumentError(file);
  }
  if (!Array.isArray(data)) throw new UnreadableDocumentError(file);
  return data.filter((entry): entry is Record<string, unknown> => entry !== null && typeof entry === 'object' && typeof entry.id === 'string');
}

/**
 * The categories, tags and authors as the taxonomy files hold them on disk now (the studio may
 * have added a tag since the server's build). An entry the build would refuse is left out.
 */
export async function readTaxonomy(root: string): Promise<Taxonomy> {
  const [categories, tags, authors] = await Promise.all([
    entries(root, TAXONOMY_FILES.categories),
    entries(root, TAXONOMY_FILES.tags),
    entries(root, TAXONOMY_FILES.authors),
  ]);
  const localized = (list: Record<string, unknown>[], schema: typeof CategorySchema | typeof TagSchema | typeof AuthorSchema) =>
    list.flatMap((entry) => {
      const result = schema.safeParse(entry);
      return result.success ? [{ id: entry.id as string, name: (locale: Locale) => result.data.name[locale] }] : [];
    });
  return {
    categories: localized(categories, CategorySchema),
    tags: localized(tags, TagSchema),
    authors: localized(authors, AuthorSchema),
  };
}
