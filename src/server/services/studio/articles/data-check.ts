import { imageReferencesIn } from '../../../../blocks/article-blocks';
import { ArticleDataSchema, type ArticleData } from '../../../../blocks/schemas';
import type { Locale } from '../../../../i18n/locales';
import { createT } from '../../../../i18n/t';
import type { FieldError } from '../../../../studio/contract';
import { errorMapFor, fieldErrors } from '../field-errors';

/**
 * An article's datasets checked with the schema the article page uses (ArticleDataSchema), for a
 * save and the preview alike: the parsed data, or every problem in the owner's language with its
 * path under "data." ("data.top10.rows.0.rank"). Our rules are translated by name
 * (src/config/schema-messages.ts); Zod's own checks are worded by the studio's error map.
 */
export function checkArticleData(data: unknown, locale: Locale): { kind: 'ok'; data: ArticleData } | { kind: 'invalid'; errors: FieldError[] } {
  const result = ArticleDataSchema.safeParse(data, { error: errorMapFor(locale) });
  if (result.success) return { kind: 'ok', data: result.data };
  return { kind: 'invalid', errors: fieldErrors(result.error.issues, locale).map((error) => ({ path: error.path ? `data.${error.path}` : 'data', message: error.message })) };
}

/**
 * The images parsed datasets name (a gallery's photos, a venue's picture) that are not among
 * `photos`, the article's own (../../../site-files/article-paths.ts articlePhotos), for a save and
 * the preview alike: each a field error at its path ("data.gallery.images.0.file") in the owner's
 * language. The build resolves these names in the article's folder, so a missing one fails it.
 */
export function missingDataImages(data: ArticleData, photos: ReadonlySet<string>, locale: Locale): FieldError[] {
  const t = createT(locale);
  return imageReferencesIn(data)
    .filter(({ file }) => !photos.has(file))
    .map(({ path, file }) => ({ path: ['data', ...path].join('.'), message: t('studioApi.article.imageMissing', { file }) }));
}
