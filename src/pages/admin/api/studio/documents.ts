import type { APIRoute } from 'astro';
import { openStudio, studioJson } from '../../../../server/web/studio/studio-http';
import { listDocumentSummaries } from '../../../../server/services/studio/store';

export const prerender = false;

/** The documents the studio edits, titled in the admin's language (src/studio/contract.ts, DocumentSummary[]). */
export const GET: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  return studioJson(200, await listDocumentSummaries(studio.root, studio.locale));
};
