import type { APIContext } from 'astro';
import type { DiscardResponse } from '../../../studio/contract';
import { StudioBusyError } from '../../site-files/lock';
import { liveSource } from '../../services/publish/pending';
import { discardArticle } from '../../services/studio/articles/discard';
import type { DiscardOutcome } from '../../services/studio/live-part';
import { discardGallery, discardPoster } from '../../services/studio/photos/discard';
import { UnreadableDocumentError } from '../../services/studio/store';
import { publishContext } from './publish-context';
import { openStudio, readStudioWrite, studioError, studioJson } from './studio-http';

/** What a content discard puts back: an article by its slug, a gallery by its service id, the home poster. */
export type DiscardTarget = { kind: 'article'; slug: string } | { kind: 'gallery'; service: string } | { kind: 'poster' };

/** The target as the trail and the log name it. */
const subjectOf = (target: DiscardTarget) => (target.kind === 'article' ? `article:${target.slug}` : target.kind === 'gallery' ? `gallery:${target.service}` : 'home-poster');

/**
 * POST …/articles/<slug>/discard, …/galleries/<id>/discard and …/poster/discard (issue 40): an
 * article's or a gallery's saved changes, or a new home poster, thrown away, the files put back
 * from the live release's snapshot. The write checks first (403, 415, 413, 400), 503 when this
 * server cannot publish; then 200 DiscardResponse, 404 (no such article or gallery, now or live),
 * 409 (nothing live to go back to, or a new article other files link to: the message says which).
 * The slug or service id is looked up in the folder listings and the live snapshot, never used as a path.
 */
export async function discardContent(context: APIContext, target: DiscardTarget): Promise<Response> {
  const studio = await openStudio(context);
  if (studio instanceof Response) return studio;
  const write = await readStudioWrite(context.request, context.url, studio.locale);
  if (write) return write;
  const publishing = publishContext(studio.by);
  if (!publishing) return studioError(503, studio.locale, 'publish.unavailable');
  const live = () => liveSource(publishing);
  let outcome: DiscardOutcome;
  try {
    outcome =
      target.kind === 'article'
        ? await discardArticle(studio.root, target.slug, live)
        : target.kind === 'gallery'
          ? await discardGallery(studio.root, target.service, live)
          : await discardPoster(studio.root, live);
  } catch (error) {
    if (error instanceof StudioBusyError) return studioError(503, studio.locale, 'studioApi.error.busy');
    if (error instanceof UnreadableDocumentError) return studioError(500, studio.locale, 'studioApi.error.unreadable', { file: error.file });
    throw error;
  }
  switch (outcome.kind) {
    case 'missing':
      return studioError(404, studio.locale, target.kind === 'article' ? 'studioApi.error.articleNotFound' : 'photosApi.error.noGallery');
    case 'not-live':
      return studioError(409, studio.locale, 'studioApi.error.discardNew');
    case 'linked':
      context.locals.trail = { subject: subjectOf(target), outcome: 'refused' };
      return studioError(409, studio.locale, 'studioApi.error.discardLinked', { files: outcome.files.join(', ') });
    case 'discarded':
    case 'unchanged': {
      context.locals.trail = { subject: subjectOf(target) };
      console.log(JSON.stringify({ event: 'studio.discard', target: subjectOf(target), outcome: outcome.kind, by: publishing.by }));
      const body: DiscardResponse = { kind: outcome.kind };
      return studioJson(200, body);
    }
  }
}
