import type { APIRoute } from 'astro';
import { findDocument } from '../../../../../server/services/studio/documents';
import { openStudio, readSaveRequest, studioError, studioJson } from '../../../../../server/web/studio/studio-http';
import { StudioBusyError } from '../../../../../server/site-files/lock';
import { readDocument, saveDocument, UnreadableDocumentError } from '../../../../../server/services/studio/store';
import type { Locale } from '../../../../../i18n/locales';
import { documentIdParam } from '../../../../../server/web/studio/document-param';

export const prerender = false;

/** The failures a document's file can cause, as answers; anything else is a bug and goes up. */
function failure(error: unknown, locale: Locale): Response {
  if (error instanceof StudioBusyError) return studioError(503, locale, 'studioApi.error.busy');
  if (error instanceof UnreadableDocumentError) return studioError(500, locale, 'studioApi.error.unreadable', { file: error.file });
  throw error;
}

/** One document: its data as the file holds it, version and schema (DocumentBody). */
export const GET: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const doc = findDocument(studio.root, documentIdParam(context.params['id']));
  if (!doc) return studioError(404, studio.locale);
  try {
    return studioJson(200, await readDocument(studio.root, doc, studio.locale));
  } catch (error) {
    return failure(error, studio.locale);
  }
};

/** Saves an edit (SaveRequest): 200 saved, 409 conflict, 422 invalid (SaveResponse). */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const save = await readSaveRequest(context.request, context.url, studio.locale);
  if (save instanceof Response) return save;
  const doc = findDocument(studio.root, documentIdParam(context.params['id']));
  if (!doc) return studioError(404, studio.locale);
  try {
    const outcome = await saveDocument(studio.root, doc, save, studio.locale);
    if (outcome.body.kind === 'saved') console.log(JSON.stringify({ event: 'studio.save', document: doc.id, changes: outcome.body.changes.length }));
    return studioJson(outcome.status, outcome.body);
  } catch (error) {
    return failure(error, studio.locale);
  }
};
