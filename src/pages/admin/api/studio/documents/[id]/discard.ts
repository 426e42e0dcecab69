import type { APIRoute } from 'astro';
import { discardDocument } from '../../../../../../server/services/publish/pending';
import { findDocument } from '../../../../../../server/services/studio/documents';
import { StudioBusyError } from '../../../../../../server/site-files/lock';
import { publishContext } from '../../../../../../server/web/studio/publish-context';
import { documentIdParam } from '../../../../../../server/web/studio/document-param';
import { openStudio, readStudioWrite, studioError, studioJson } from '../../../../../../server/web/studio/studio-http';

export const prerender = false;

/** Throws away a document's saved, unpublished changes: its file goes back to what is live (DiscardResponse). */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const write = await readStudioWrite(context.request, context.url, studio.locale);
  if (write) return write;
  const doc = findDocument(studio.root, documentIdParam(context.params['id']));
  if (!doc) return studioError(404, studio.locale);
  const publishing = publishContext(studio.by);
  if (!publishing) return studioError(503, studio.locale, 'publish.unavailable');
  try {
    const outcome = await discardDocument(publishing, doc);
    if (outcome === 'unknown') return studioError(409, studio.locale, 'studioApi.error.discardNew');
    context.locals.trail = { subject: doc.id };
    console.log(JSON.stringify({ event: 'studio.discard', document: doc.id, outcome, by: publishing.by }));
    return studioJson(200, { kind: outcome });
  } catch (error) {
    if (error instanceof StudioBusyError) return studioError(503, studio.locale, 'studioApi.error.busy');
    throw error;
  }
};
