import type { APIRoute } from 'astro';
import { articleRoute, answerOutcome } from '../../../../../backend/studio/articles/answer';
import { articleBody } from '../../../../../backend/studio/articles/body';
import { findArticle } from '../../../../../backend/studio/articles/paths';
import { readArticleJson, saveBodyOf } from '../../../../../backend/studio/articles/request';
import { saveArticle } from '../../../../../backend/studio/articles/save';
import { readArticle } from '../../../../../backend/studio/articles/source';
import { openStudio, studioError, studioJson } from '../../../../../backend/studio/http';

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
