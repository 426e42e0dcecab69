import { readFile } from 'node:fs/promises';
import type { APIRoute } from 'astro';
import { NO_STORE } from '../../../../server/web/admin/session';
import { openStudio, studioError, studioJson } from '../../../../server/web/studio/studio-http';
import { StudioBusyError } from '../../../../server/site-files/lock';
import { readPhotoBody } from '../../../../server/web/studio/photo-request';
import { sitePath } from '../../../../server/site-files/photo-files';
import { thumbnailOf } from '../../../../server/services/studio/photos/reencode';
import { resolvePhotoTarget } from '../../../../server/services/studio/photos/targets';
import { uploadPhoto } from '../../../../server/services/studio/photos/upload';
import { UnreadableDocumentError } from '../../../../server/services/studio/store';
import { versionOf } from '../../../../server/services/studio/version';
import type { Locale } from '../../../../i18n/locales';

export const prerender = false;

/** The failures a target's files can cause, as answers; anything else is a bug and goes up. */
function failure(error: unknown, locale: Locale): Response {
  if (error instanceof StudioBusyError) return studioError(503, locale, 'studioApi.error.busy');
  if (error instanceof UnreadableDocumentError) return studioError(500, locale, 'studioApi.error.unreadable', { file: error.file });
  throw error;
}

/**
 * A small WebP of the photo a target names, as the studio's files hold it now (PhotoLibrary's
 * thumbnails). Revalidated by an ETag of the stored file's bytes, so an unchanged photo is not
 * resized again.
 */
export const GET: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  try {
    const destination = await resolvePhotoTarget(studio.root, context.url.searchParams.get('target') ?? '');
    if (!destination) return studioError(404, studio.locale, 'photosApi.error.noTarget');
    const file = sitePath(studio.root, destination.file);
    const bytes = await readFile(file).catch(() => undefined);
    if (!bytes) return studioError(404, studio.locale, 'photosApi.error.noTarget');
    const etag = `"${versionOf(bytes)}"`;
    const headers = { ...NO_STORE, 'Cache-Control': 'private, no-cache', ETag: etag };
    if (context.request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(await thumbnailOf(file)), { status: 200, headers: { ...headers, 'Content-Type': 'image/webp' } });
  } catch (error) {
    return failure(error, studio.locale);
  }
};

/** Stores an uploaded photo (PhotoUploadResponse): 200, or 403/404/409/413/415/422 with nothing written. */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const bytes = await readPhotoBody(context.request, context.url, studio.locale);
  if (bytes instanceof Response) return bytes;
  try {
    const outcome = await uploadPhoto(studio.root, context.url.searchParams.get('target') ?? '', bytes, studio.locale);
    if (outcome.body.kind === 'uploaded') console.log(JSON.stringify({ event: 'studio.photo', target: outcome.body.target, bytes: outcome.body.bytes }));
    return studioJson(outcome.status, outcome.body);
  } catch (error) {
    return failure(error, studio.locale);
  }
};
