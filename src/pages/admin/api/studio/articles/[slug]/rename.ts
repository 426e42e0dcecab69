import type { APIRoute } from 'astro';
import { articleRoute, answerOutcome } from '../../../../../../server/web/studio/article-answer';
import { findArticle } from '../../../../../../server/site-files/article-paths';
import { renameArticle } from '../../../../../../server/services/studio/articles/rename';
import { fieldsOf, readArticleJson } from '../../../../../../server/web/studio/article-request';
import { openStudio, studioError } from '../../../../../../server/web/studio/studio-http';

export const prerender = false;

/** Gives the article a new slug; the old one becomes an alias (ArticleRenameRequest → ArticleRenameResponse). */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const json = await readArticleJson(context.request, context.url, studio.locale);
  if (json instanceof Response) return json;
  const request = fieldsOf(json, ['to'], studio.locale);
  if (request instanceof Response) return request;
  const slug = findArticle(studio.root, context.params['slug']);
  if (!slug) return studioError(404, studio.locale, 'studioApi.error.articleNotFound');
  return articleRoute(studio.locale, async () => {
    const outcome = await renameArticle(studio.root, slug, { version: request.version, to: request.to }, studio.locale);
    if (outcome !== 'missing' && outcome.body.kind === 'renamed') console.log(JSON.stringify({ event: 'studio.article.rename', from: slug, to: outcome.body.slug }));
    return answerOutcome(outcome, studio.locale);
  });
};
