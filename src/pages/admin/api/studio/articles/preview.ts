import type { APIRoute } from 'astro';
import { z } from 'zod';
import { readJson } from '../../../../../server/web/form';
import { allowedOrigins } from '../../../../../server/web/origins';
import { openStudio, studioError, studioJson } from '../../../../../server/web/studio/studio-http';
import { photosOfRequested } from '../../../../../server/site-files/article-paths';
import { checkPreview } from '../../../../../server/services/studio/preview/check';
import { renderPreviewHtml } from '../../../../../server/services/studio/preview/render-html';
import { bodyLimitOf } from '../../../../../server/http/body-limits';
import { LOCALES } from '../../../../../i18n/locales';
import type { ArticlePreviewResponse } from '../../../../../studio/article-contract';

export const prerender = false;

/** ArticlePreviewRequest's shape; anything else is a 400. The slug is not needed to render. */
const PreviewRequestSchema = z
  .object({ slug: z.string().max(100).optional(), locale: z.enum(LOCALES), body: z.string(), data: z.record(z.string(), z.unknown()) })
  .strict();

/**
 * One language's body rendered by the site's own pipeline with the given datasets
 * (ArticlePreviewResponse): 200 preview, 422 invalid; before that the write checks of every
 * studio call (403, 415, 413 past 256 KB, 400).
 */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const limit = bodyLimitOf(context.url.pathname);
  const read = await readJson(context.request, allowedOrigins(context.url.origin), limit);
  if (read.kind === 'refused') {
    return read.status === 413 ? studioError(413, studio.locale, 'previewApi.error.tooLarge', { max: String(limit / 1024) }) : studioError(read.status, studio.locale);
  }
  const request = PreviewRequestSchema.safeParse(read.value);
  if (!request.success) return studioError(400, studio.locale, 'previewApi.error.badShape');
  // An article that exists may show its folder's photos; an unknown or absent slug, a new article's.
  const photos = photosOfRequested(studio.root, request.data.slug);
  const checked = await checkPreview({ ...request.data, photos }, studio.locale);
  const body: ArticlePreviewResponse =
    checked.kind === 'invalid' ? checked : { kind: 'preview', html: renderPreviewHtml(checked.root, checked.data, request.data.locale, studio.locale) };
  return studioJson(body.kind === 'preview' ? 200 : 422, body);
};
