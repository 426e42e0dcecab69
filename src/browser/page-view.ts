/**
 * The counter's view (issue 39), fetched by the page's part of it (src/browser/insights.ts) once the
 * page is idle: one beacon for the view, with where the visitor came from, then real visitors'
 * speed, whose library is a file of its own again (src/browser/vitals.ts), so the view is sent
 * without waiting for it.
 */
import vitalsScript from 'virtual:kingstone/vitals-script';
import type { Send } from './vitals';

export function countView(win: Window, send: Send, path: string): void {
  let referrer = '';
  try {
    referrer = win.document.referrer ? new URL(win.document.referrer).host : '';
  } catch {
    // An unreadable referrer counts as none.
  }
  const search = win.location.search.includes('utm_') ? win.location.search : '';
  send({ k: 'v', p: path, r: referrer, s: search });
  // By its URL, not by `import('./vitals')`: Vite would add its preload helper, a third file.
  import(/* @vite-ignore */ vitalsScript)
    .then((vitals: typeof import('./vitals')) => vitals.reportVitals(win, send, path))
    .catch(() => undefined);
}
