import type { APIRoute } from 'astro';
import { publishContext } from '../../../../server/web/studio/publish-context';
import { publishStatus, startPublish } from '../../../../server/services/publish/publisher';
import { releasesDir } from '../../../../server/services/publish/release-store';
import { readStartFailure } from '../../../../server/services/publish/start-failure';
import { openStudio, readStudioWrite, studioError, studioJson } from '../../../../server/web/studio/studio-http';
import { createT } from '../../../../i18n/t';
import type { PublishStatus } from '../../../../studio/contract';

export const prerender = false;

/** The publish job (PublishStatus), its failure and a failed start's build in the admin's language. */
export const GET: APIRoute = async (context) => {
  const studio = await openStudio(context, { warmsBuild: false });
  if (studio instanceof Response) return studio;
  const t = createT(studio.locale);
  const { failure, ...status } = publishStatus();
  const body: PublishStatus = failure ? { ...status, error: t(`publish.error.${failure.kind}`), detail: failure.detail } : status;
  const atStart = readStartFailure(releasesDir(studio.root));
  if (atStart) body.startFailure = { at: atStart.at, error: t(`publish.error.${atStart.kind}`), detail: atStart.detail };
  return studioJson(200, body);
};

/** Starts a publish: 202 with the running status, 409 when one is running, 503 without a site folder. */
export const POST: APIRoute = async (context) => {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const write = await readStudioWrite(context.request, context.url, studio.locale);
  if (write) return write;
  const publishing = publishContext(studio.by);
  if (!publishing) return studioError(503, studio.locale, 'publish.unavailable');
  if (startPublish(publishing) === 'busy') return studioError(409, studio.locale, 'publish.busy');
  console.log(JSON.stringify({ event: 'studio.publish', by: publishing.by }));
  return studioJson(202, publishStatus());
};
