import type { APIRoute } from 'astro';
import { readJson } from '../../../../../server/web/form';
import { allowedOrigins } from '../../../../../server/web/origins';
import { openStudio, studioError, studioJson } from '../../../../../server/web/studio/studio-http';
import { StudioBusyError } from '../../../../../server/site-files/lock';
import { GalleryOrderRequestSchema, saveGalleryOrder } from '../../../../../server/services/studio/photos/galleries';
import { UnreadableDocumentError } from '../../../../../server/services/studio/store';

export const prerender = false;

/**
 * Saves a service page gallery's order and alt texts (GalleryOrderRequest → GalleryOrderResponse):
 * 200 saved, 409 conflict, 422 invalid; before that the write checks of every studio save (403,
 * 415, 413, 400) and 404 for a service without a gallery. The id is a service id: it is looked up
 * in the folder listing, never used as a path.
 */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const read = await readJson(context.request, allowedOrigins(context.url.origin));
  if (read.kind === 'refused') return studioError(read.status, studio.locale);
  const request = GalleryOrderRequestSchema.safeParse(read.value);
  if (!request.success) return studioError(400, studio.locale, 'photosApi.error.badShape');
  try {
    const outcome = await saveGalleryOrder(studio.root, context.params['id'] ?? '', request.data, studio.locale);
    if (outcome === 'missing') return studioError(404, studio.locale, 'photosApi.error.noGallery');
    if (outcome.body.kind === 'saved') console.log(JSON.stringify({ event: 'studio.gallery', service: context.params['id'] }));
    return studioJson(outcome.status, outcome.body);
  } catch (error) {
    if (error instanceof StudioBusyError) return studioError(503, studio.locale, 'studioApi.error.busy');
    if (error instanceof UnreadableDocumentError) return studioError(500, studio.locale, 'studioApi.error.unreadable', { file: error.file });
    throw error;
  }
};
