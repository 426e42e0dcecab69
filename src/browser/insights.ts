/**
 * The site's own counter (issue 39), the part in the page: once the page has loaded and is idle it
 * fetches the counter itself (src/browser/counter.ts). Only this much is in the page because every
 * byte here is in every page's first round trip: with the counter inline, 26 pages no longer fit
 * theirs with their stylesheets (integrations/inline-stylesheets.ts) and linked them, which costs a
 * phone a round trip. So, as the issue asks, the counter runs after idle, and a tap made before
 * then is not counted.
 */

/** Fetches and starts the counter after the load event, then idle; `counterScript` is src/browser/counter.ts's built file. */
export function countAfterIdle(win: Window, counterScript: string): void {
  const start = () =>
    void import(/* @vite-ignore */ counterScript).then((counter: typeof import('./counter')) => counter.startCounting(win)).catch(() => undefined);
  // Idle time comes between a loading page's tasks too, so after the load event: the beacons and
  // scripts must not share the network with the page's own files. Safari has no
  // requestIdleCallback: a second after the load stands in for idle there.
  const idle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 1000));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
