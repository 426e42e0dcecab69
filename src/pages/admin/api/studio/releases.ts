import type { APIRoute } from 'astro';
import { publishContext } from '../../../../server/web/studio/publish-context';
import { listReleases } from '../../../../server/services/publish/release-list';
import { openStudio, studioError, studioJson } from '../../../../server/web/studio/studio-http';

export const prerender = false;

/** The publish history, newest first (ReleaseSummary[]). */
export const GET: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const publishing = publishContext('');
  if (!publishing) return studioError(503, studio.locale, 'publish.unavailable');
  return studioJson(200, listReleases(publishing.root, publishing.releases.liveDir()));
};
