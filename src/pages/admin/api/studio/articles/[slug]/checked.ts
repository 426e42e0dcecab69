import type { APIRoute } from 'astro';
import { articleRoute, answerOutcome } from '../../../../../../server/web/studio/article-answer';
import { markChecked } from '../../../../../../server/services/studio/articles/checked';
import { findArticle } from '../../../../../../server/site-files/article-paths';
import { fieldsOf, readArticleJson } from '../../../../../../server/web/studio/article-request';
import { openStudio, studioError } from '../../../../../../server/web/studio/studio-http';
import type { Locale } from '../../../../../../i18n/locales';

export const prerender = false;

/** A translation still matches the original (TranslationCheckedRequest): 200 saved, 409, 422. */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const json = await readArticleJson(context.request, context.url, studio.locale);
  if (json instanceof Response) return json;
  const request = fieldsOf(json, ['locale'], studio.locale);
  if (request instanceof Response) return request;
  const slug = findArticle(studio.root, context.params['slug']);
  if (!slug) return studioError(404, studio.locale, 'studioApi.error.articleNotFound');
  return articleRoute(studio.locale, async () =>
    answerOutcome(await markChecked(studio.root, slug, { version: request.version, locale: request.locale as Locale }, studio.locale), studio.locale),
  );
};
