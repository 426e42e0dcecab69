/**
 * Real visitors' speed (issue 39): LCP, INP and CLS as the `web-vitals` library measures them,
 * sent in one beacon when the page is hidden. A file of its own that the counter fetches
 * (src/browser/counter.ts), so no page, and not the view's beacon, waits for the library.
 */
import { onCLS, onINP, onLCP } from 'web-vitals';

export type Send = (body: Record<string, unknown>) => void;

export function reportVitals(win: Window, send: Send, path: string): void {
  const vitals: Record<string, number> = {};
  onLCP((metric) => (vitals.l = Math.round(metric.value)));
  onINP((metric) => (vitals.i = Math.round(metric.value)));
  onCLS((metric) => (vitals.c = Math.round(metric.value * 1000) / 1000));
  // Added after web-vitals' own listeners, so theirs have reported when this one runs.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState !== 'hidden' || Object.keys(vitals).length === 0) return;
    send({ k: 'w', p: path, ...vitals });
    for (const key of Object.keys(vitals)) delete vitals[key];
  });
}
