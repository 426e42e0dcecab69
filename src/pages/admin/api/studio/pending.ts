import type { APIRoute } from 'astro';
import { pendingChanges } from '../../../../server/services/publish/pending';
import { publishContext } from '../../../../server/web/studio/publish-context';
import { openStudio, studioError, studioJson } from '../../../../server/web/studio/studio-http';
import type { PendingChanges } from '../../../../studio/contract';

export const prerender = false;

/** What is saved and not live yet (PendingChanges), told against the live release. */
export const GET: APIRoute = async (context) => {
  const studio = await openStudio(context, { warmsBuild: false });
  if (studio instanceof Response) return studio;
  const publishing = publishContext(studio.by);
  if (!publishing) return studioError(503, studio.locale, 'publish.unavailable');
  const body: PendingChanges = pendingChanges(publishing);
  return studioJson(200, body);
};
