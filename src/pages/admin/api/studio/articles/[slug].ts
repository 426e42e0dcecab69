import type { APIRoute } from 'astro';
import { articleRoute, answerOutcome } from '../../../../../server/web/studio/article-answer';
import { articleBody } from '../../../../../server/services/studio/articles/body';
import { findArticle } from '../../../../../server/site-files/article-paths';
import { readArticleJson, saveBodyOf } from '../../../../../server/web/studio/article-request';
import { saveArticle } from '../../../../../server/services/studio/articles/save';
import { readArticle } from '../../../../../server/services/studio/articles/source';
import { openStudio, studioError, studioJson } from '../../../../../server/web/studio/studio-http';

export const prerender = false;

/** One article: meta, data, every language's text, its version and languages (ArticleBody). */
export const GET: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const slug = findArticle(studio.root, context.params['slug']);
  if (!slug) return studioError(404, studio.locale, 'studioApi.error.articleNotFound');
  return articleRoute(studio.locale, async () => studioJson(200, articleBody(await readArticle(studio.root, slug))));
};

/** Saves an edit (ArticleSaveRequest with `version`): 200 saved, 409 conflict, 422 invalid. */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const json = await readArticleJson(context.request, context.url, studio.locale);
  if (json instanceof Response) return json;
  const request = saveBodyOf(json, 'save', studio.locale);
  if (request instanceof Response) return request;
  const slug = findArticle(studio.root, context.params['slug']);
  if (!slug) return studioError(404, studio.locale, 'studioApi.error.articleNotFound');
  return articleRoute(studio.locale, async () => {
    const outcome = await saveArticle(studio.root, slug, request, studio.locale);
    if (outcome !== 'missing' && outcome.body.kind === 'saved') console.log(JSON.stringify({ event: 'studio.article.save', slug, languages: Object.keys(request.texts) }));
    return answerOutcome(outcome, studio.locale);
  });
};
