import type { APIRoute } from 'astro';
import { articleRoute, answerOutcome } from '../../../../../../server/web/studio/article-answer';
import { deleteArticle } from '../../../../../../server/services/studio/articles/delete';
import { findArticle } from '../../../../../../server/site-files/article-paths';
import { fieldsOf, readArticleJson } from '../../../../../../server/web/studio/article-request';
import { openStudio, studioError } from '../../../../../../server/web/studio/studio-http';

export const prerender = false;

/** Deletes the article unless content links to it (ArticleDeleteRequest → ArticleDeleteResponse). */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const json = await readArticleJson(context.request, context.url, studio.locale);
  if (json instanceof Response) return json;
  const request = fieldsOf(json, [], studio.locale);
  if (request instanceof Response) return request;
  const slug = findArticle(studio.root, context.params['slug']);
  if (!slug) return studioError(404, studio.locale, 'studioApi.error.articleNotFound');
  return articleRoute(studio.locale, async () => {
    const outcome = await deleteArticle(studio.root, slug, { version: request.version }, studio.locale);
    if (outcome !== 'missing' && outcome.body.kind === 'deleted') console.log(JSON.stringify({ event: 'studio.article.delete', slug, redirect: outcome.body.redirect }));
    return answerOutcome(outcome, studio.locale);
  });
};
