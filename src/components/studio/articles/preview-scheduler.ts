/**
 * The live preview's timing: a request goes out once the writer pauses for PREVIEW_DELAY_MS, only
 * the last text of a burst of typing is sent, and an answer that arrives after a newer request was
 * sent is dropped, so the pane never shows an older text than the one being written.
 */
import type { ArticlePreviewRequest, ArticlePreviewResponse } from '../../../studio/article-contract';

export const PREVIEW_DELAY_MS = 600;

export interface PreviewScheduler {
  /** Ask for a preview of `request` once typing pauses (replacing one still waiting). */
  schedule(request: ArticlePreviewRequest): void;
  /** Forget what is waiting and ignore answers still to come (the editor closes). */
  cancel(): void;
}

export interface PreviewHandlers {
  /** The request went out. */
  onStart(): void;
  onAnswer(answer: ArticlePreviewResponse): void;
  onError(error: unknown): void;
}

export function createPreviewScheduler(
  render: (request: ArticlePreviewRequest) => Promise<ArticlePreviewResponse>,
  handlers: PreviewHandlers,
  delay = PREVIEW_DELAY_MS,
): PreviewScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Each request sent gets the next number; only the newest one's answer is shown.
  let sent = 0;
  const fire = (request: ArticlePreviewRequest) => {
    timer = undefined;
    const mine = ++sent;
    handlers.onStart();
    render(request).then(
      (answer) => {
        if (mine === sent) handlers.onAnswer(answer);
      },
      (error: unknown) => {
        if (mine === sent) handlers.onError(error);
      },
    );
  };
  return {
    schedule(request) {
      clearTimeout(timer);
      timer = setTimeout(() => fire(request), delay);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      sent += 1;
    },
  };
}
