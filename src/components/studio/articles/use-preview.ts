import { useEffect, useMemo, useState } from 'react';
import type { ArticlePreviewRequest } from '../../../studio/article-contract';
import type { FieldError } from '../../../studio/contract';
import type { ArticlesApi } from './article-api';
import { createPreviewScheduler } from './preview-scheduler';

export type PreviewState =
  | { kind: 'empty' }
  | { kind: 'loading'; html: string | undefined }
  | { kind: 'ready'; html: string }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'failed'; error: unknown };

/** The preview of `request`, asked for again (debounced) whenever its body or datasets change. */
export function usePreview(api: ArticlesApi, request: ArticlePreviewRequest): PreviewState {
  const [state, setState] = useState<PreviewState>({ kind: 'empty' });
  const scheduler = useMemo(
    () =>
      createPreviewScheduler((r) => api.preview(r), {
        onStart: () => setState((s) => ({ kind: 'loading', html: s.kind === 'ready' || s.kind === 'loading' ? s.html : undefined })),
        onAnswer: (answer) => setState(answer.kind === 'preview' ? { kind: 'ready', html: answer.html } : { kind: 'invalid', errors: answer.errors }),
        onError: (error) => setState({ kind: 'failed', error }),
      }),
    [api],
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  // The request as text: a new object with the same content is not a change.
  const key = JSON.stringify(request);
  useEffect(() => {
    const current = JSON.parse(key) as ArticlePreviewRequest;
    if (current.body.trim() === '') {
      scheduler.cancel();
      setState({ kind: 'empty' });
      return;
    }
    scheduler.schedule(current);
  }, [key, scheduler]);
  return state;
}
