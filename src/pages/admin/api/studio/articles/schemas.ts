import type { APIRoute } from 'astro';
import { articleRoute } from '../../../../../backend/studio/articles/answer';
import { articleSchemas } from '../../../../../backend/studio/articles/schemas';
import { readTaxonomy } from '../../../../../backend/studio/articles/taxonomy';
import { openStudio, studioJson } from '../../../../../backend/studio/http';

export const prerender = false;

/** The schemas and pickers the article editor is built from (ArticleSchemas). */
export const GET: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  return articleRoute(studio.locale, async () => studioJson(200, articleSchemas(await readTaxonomy(studio.root), studio.locale)));
};
