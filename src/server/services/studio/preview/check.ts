import type { ArticleData } from '../../../../blocks/schemas';
import type { Locale } from '../../../../i18n/locales';
import { createT } from '../../../../i18n/t';
import type { FieldError } from '../../../../studio/contract';
import { bodyErrors, checkBody } from '../article-body/check-body';
import type { BodyNode } from '../article-body/mdx-tree';
import { checkArticleData, missingDataImages } from '../articles/data-check';

export interface PreviewInput {
  /** The article's language: the body's, and the one the blocks speak. */
  locale: Locale;
  body: string;
  data: unknown;
  /** The photos the article's folder holds (../articles/paths.ts articlePhotos), which alone its images may name. */
  photos: ReadonlySet<string>;
}

export type CheckedPreview = { kind: 'ok'; root: BodyNode; data: ArticleData } | { kind: 'invalid'; errors: FieldError[] };

/**
 * Whether a body and its datasets can be rendered as the build would, and what stops them, in the
 * admin's language, by the save's own checks: the datasets against the article page's schema and
 * the images they name against the folder's photos ("data.…", ../articles/data-check.ts), then the
 * body ("texts.<locale>.body", ../article-body/check-body.ts).
 */
export async function checkPreview(input: PreviewInput, adminLocale: Locale): Promise<CheckedPreview> {
  const checked = checkArticleData(input.data, adminLocale);
  // Data that does not parse is still read for its datasets' block types, as a save reads it.
  const data = checked.kind === 'ok' ? checked.data : (input.data as ArticleData);
  const body = await checkBody(input.body, data, input.photos);
  const dataErrors = checked.kind === 'invalid' ? checked.errors : missingDataImages(checked.data, input.photos, adminLocale);
  const errors = [...dataErrors, ...bodyErrors(body.problems, `texts.${input.locale}.body`, createT(adminLocale))];
  return errors.length === 0 && body.root && checked.kind === 'ok' ? { kind: 'ok', root: body.root, data: checked.data } : { kind: 'invalid', errors };
}
