import type { Locale } from '../../../i18n/locales';
import { studioError, studioJson } from './studio-http';
import { StudioBusyError } from '../../site-files/lock';
import { UnreadableDocumentError } from '../../services/studio/store';
import type { ArticleOutcome } from '../../services/studio/articles/save';

/** A write's outcome as the HTTP answer: its status and body, or 404 for an article gone meanwhile. */
export function answerOutcome<T>(outcome: ArticleOutcome<T>, locale: Locale): Response {
  return outcome === 'missing' ? studioError(404, locale, 'studioApi.error.articleNotFound') : studioJson(outcome.status, outcome.body);
}

/** The failures the article files can cause, as answers; anything else is a bug and goes up. */
export function articleFailure(error: unknown, locale: Locale): Response {
  if (error instanceof StudioBusyError) return studioError(503, locale, 'studioApi.error.busy');
  if (error instanceof UnreadableDocumentError) return studioError(500, locale, 'studioApi.error.unreadable', { file: error.file });
  throw error;
}

/** Runs a route's work and turns the expected failures into answers. */
export async function articleRoute(locale: Locale, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    return articleFailure(error, locale);
  }
}
