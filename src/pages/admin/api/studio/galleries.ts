import type { APIRoute } from 'astro';
import { openStudio, studioError, studioJson } from '../../../../server/web/studio/studio-http';
import { listPhotoLibrary } from '../../../../server/services/studio/photos/galleries';
import { UnreadableDocumentError } from '../../../../server/services/studio/store';

export const prerender = false;

/** Every service page's gallery and the home poster (PhotoLibrary), titled in the admin's language. */
export const GET: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  try {
    return studioJson(200, await listPhotoLibrary(studio.root, studio.locale));
  } catch (error) {
    if (error instanceof UnreadableDocumentError) return studioError(500, studio.locale, 'studioApi.error.unreadable', { file: error.file });
    throw error;
  }
};
