import type { APIRoute } from 'astro';
import { articleRoute, answerOutcome } from '../../../../server/web/studio/article-answer';
import { listArticles } from '../../../../server/services/studio/articles/list';
import { readArticleJson, saveBodyOf } from '../../../../server/web/studio/article-request';
import { createArticle } from '../../../../server/services/studio/articles/save';
import { openStudio, studioJson } from '../../../../server/web/studio/studio-http';

export const prerender = false;

/** Every article, drafts too, newest first (ArticleSummary[]). */
export const GET: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  return articleRoute(studio.locale, async () => studioJson(200, await listArticles(studio.root, studio.locale)));
};

/** Creates an article (ArticleSaveRequest with `slug`): 201 saved, 422 invalid. */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const json = await readArticleJson(context.request, context.url, studio.locale);
  if (json instanceof Response) return json;
  const request = saveBodyOf(json, 'create', studio.locale);
  if (request instanceof Response) return request;
  return articleRoute(studio.locale, async () => {
    const outcome = await createArticle(studio.root, { ...request, slug: request.slug ?? '' }, studio.locale);
    if (outcome !== 'missing' && outcome.body.kind === 'saved') console.log(JSON.stringify({ event: 'studio.article.create', slug: outcome.body.slug }));
    return answerOutcome(outcome, studio.locale);
  });
};
