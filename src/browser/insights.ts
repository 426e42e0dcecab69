/**
 * The site's own counter (issue 39), the part in the page: it sends one beacon for each tap on a
 * contact link (a tap that leaves the page must be sent before it goes), and once the page has
 * loaded and is idle it fetches the rest as a file of its own (src/browser/page-view.ts: the view,
 * then real visitors' speed). No cookie, nothing stored in the browser, nothing sent to anyone but
 * our own server, and nothing at all from a browser that asks not to be tracked (the server checks
 * that too). What each beacon holds: src/insights/beacon.ts.
 * Kept this small because every byte here is in every page's first round trip: with the view's
 * and the speed script's code inline too, 26 pages no longer fit theirs with their stylesheets
 * (integrations/inline-stylesheets.ts) and linked them, which costs a phone a round trip.
 */
import { INSIGHTS_BEACON_PATH } from '../insights/api-path';
import type { Send } from './vitals';

function optedOut(nav: Navigator): boolean {
  return (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || nav.doNotTrack === '1';
}

/** Starts counting this page; `pageViewScript` is the URL of src/browser/page-view.ts's built file. */
export function startCounting(win: Window, pageViewScript: string): void {
  const nav = win.navigator;
  if (optedOut(nav) || typeof nav.sendBeacon !== 'function') return;
  const send: Send = (body) => void nav.sendBeacon(INSIGHTS_BEACON_PATH, JSON.stringify(body));
  const path = win.location.pathname;
  const countView = () =>
    void import(/* @vite-ignore */ pageViewScript).then((view: typeof import('./page-view')) => view.countView(win, send, path)).catch(() => undefined);
  // After the load event, then idle: idle time comes between a loading page's tasks too, and the
  // beacon and the scripts must not share the network with the page's own files. Safari has no
  // requestIdleCallback: a second after the load stands in for idle there.
  const idle = () =>
    typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(countView, { timeout: 3000 }) : setTimeout(countView, 1000);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  win.document.addEventListener(
    'click',
    (event) => {
      const href = (event.target as Element | null)?.closest?.('a[href]')?.getAttribute('href') ?? '';
      // Only what may be a contact route; the server tells which (src/insights/taps.ts).
      if (/^(tel:|mailto:|https:)/.test(href)) send({ k: 't', p: path, h: href });
    },
    { capture: true },
  );
}
