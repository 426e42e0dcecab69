import type { APIRoute } from 'astro';
import { articleRoute } from '../../../../../server/web/studio/article-answer';
import { articleSchemas } from '../../../../../server/services/studio/articles/schemas';
import { readTaxonomy } from '../../../../../server/services/studio/articles/taxonomy';
import { openStudio, studioJson } from '../../../../../server/web/studio/studio-http';

export const prerender = false;

/** The schemas and pickers the article editor is built from (ArticleSchemas). */
export const GET: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  return articleRoute(studio.locale, async () => studioJson(200, articleSchemas(await readTaxonomy(studio.root), studio.locale)));
};
