import type { APIRoute } from 'astro';
import { articleRoute } from '../../../../server/web/studio/article-answer';
import { readArticleJson } from '../../../../server/web/studio/article-request';
import { createTag } from '../../../../server/services/studio/articles/tags';
import { openStudio, studioJson } from '../../../../server/web/studio/studio-http';

export const prerender = false;

/** Adds a tag named in every language (TagCreateRequest): 200 saved, 422 invalid. */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const json = await readArticleJson(context.request, context.url, studio.locale);
  if (json instanceof Response) return json;
  return articleRoute(studio.locale, async () => {
    const outcome = await createTag(studio.root, { id: json['id'], name: json['name'] }, studio.locale);
    return studioJson(outcome.status, outcome.body);
  });
};
