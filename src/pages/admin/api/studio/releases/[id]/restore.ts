import type { APIRoute } from 'astro';
import { publishContext } from '../../../../../../server/web/studio/publish-context';
import { restoreRelease } from '../../../../../../server/services/publish/publisher';
import { openStudio, readStudioWrite, studioError, studioJson } from '../../../../../../server/web/studio/studio-http';
import { RELEASE_ID } from '../../../../../../server/http/releases';

export const prerender = false;

/** Makes an earlier release live again and puts back the files it was built from (facts, articles, photos). */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const write = await readStudioWrite(context.request, context.url, studio.locale);
  if (write) return write;
  const id = context.params['id'] ?? '';
  // Only an id of the release pattern ever reaches the file system.
  if (!RELEASE_ID.test(id)) return studioError(404, studio.locale, 'publish.restore.missing');
  const publishing = publishContext(studio.by);
  if (!publishing) return studioError(503, studio.locale, 'publish.unavailable');
  const outcome = await restoreRelease({ ...publishing, id });
  if (outcome === 'missing') return studioError(404, studio.locale, 'publish.restore.missing');
  if (outcome === 'live') return studioError(409, studio.locale, 'publish.restore.live');
  if (outcome === 'busy') return studioError(409, studio.locale, 'publish.busy');
  if (outcome === 'damaged') return studioError(500, studio.locale, 'publish.restore.damaged');
  console.log(JSON.stringify({ event: 'studio.restore', release: id, by: publishing.by }));
  return studioJson(200, { kind: 'restored', release: id });
};
