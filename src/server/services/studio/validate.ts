import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Locale } from '../../../i18n/locales';
import { catalogueIssues, type CatalogueEntry } from '../../../config/catalogue-rules';
import { ServiceSchema } from '../../../config/catalogue-schema';
import type { FieldError } from '../../../studio/contract';
import type { StudioDocument } from './documents';
import { errorMapFor, fieldErrors, localizeRule } from './field-errors';
import { listServiceIds, serviceFile, studioPath } from '../../site-files/paths';

/** The other catalogue files as they are on disk; one that does not parse has no options to clash with. */
function otherServices(root: string, except: string): CatalogueEntry[] {
  return listServiceIds(root)
    .map(serviceFile)
    .filter((file) => file !== except)
    .flatMap((file) => {
      try {
        const result = ServiceSchema.safeParse(parse(readFileSync(studioPath(root, file), 'utf8')));
        return result.success ? [{ file, service: result.data }] : [];
      } catch {
        return [];
      }
    });
}

/**
 * Every problem with `data` as the document's new content, in the owner's language: the schema the
 * build uses, then for a service the catalogue's cross-file rules with this file's data in place
 * of what is on disk (it comes last, so a clash is told here, where the owner is editing).
 */
export function validateDocument(root: string, doc: StudioDocument, data: unknown, locale: Locale): FieldError[] {
  const result = doc.schema.safeParse(data, { error: errorMapFor(locale) });
  if (!result.success) return fieldErrors(result.error.issues, locale);
  if (doc.kind !== 'service') return [];
  const edited = { file: doc.file, service: result.data as CatalogueEntry['service'] };
  return catalogueIssues([...otherServices(root, doc.file), edited])
    .filter((issue) => issue.file === doc.file)
    .map((issue) => ({ path: issue.path.join('.'), message: localizeRule(issue, locale) }));
}
