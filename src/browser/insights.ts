/**
 * The site's own counter (issue 39): once the page has loaded and is idle it sends one beacon for the view, one
 * for each tap on a contact link, and real visitors' LCP, INP and CLS when the page is hidden.
 * No cookie, nothing stored in the browser, nothing sent to anyone but our own server, and
 * nothing at all from a browser that asks not to be tracked (the server checks that too). What
 * each beacon holds: src/insights/beacon.ts. The speed library is fetched only after idle, as a
 * file of its own, so the page's first paint never waits for it.
 */
import { INSIGHTS_BEACON_PATH } from '../insights/api-path';
import type { Send } from './vitals';

function optedOut(nav: Navigator): boolean {
  return (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || nav.doNotTrack === '1';
}

/** Starts counting this page; `vitalsScript` is the URL of src/browser/vitals.ts's built file. */
export function startCounting(win: Window, vitalsScript: string): void {
  const nav = win.navigator;
  if (optedOut(nav) || typeof nav.sendBeacon !== 'function') return;
  const send: Send = (body) => void nav.sendBeacon(INSIGHTS_BEACON_PATH, JSON.stringify(body));
  const path = win.location.pathname;
  let referrer = '';
  try {
    referrer = win.document.referrer ? new URL(win.document.referrer).host : '';
  } catch {
    // An unreadable referrer counts as none.
  }
  const search = win.location.search.includes('utm_') ? win.location.search : '';
  // Safari has no requestIdleCallback: a second after the script runs stands in for idle there.
  const idle = (run: () => void) => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000));
  // After the load event, then idle: idle time comes between a loading page's tasks too, and the
  // beacon and the speed script must not share the network with the page's own files.
  const afterLoad = (run: () => void) => (win.document.readyState === 'complete' ? idle(run) : win.addEventListener('load', () => idle(run), { once: true }));
  afterLoad(() => {
    send({ k: 'v', p: path, r: referrer, s: search });
    import(/* @vite-ignore */ vitalsScript)
      .then((vitals: typeof import('./vitals')) => vitals.reportVitals(win, send, path))
      .catch(() => undefined);
  });
  win.document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const href = link?.getAttribute('href') ?? '';
      // Only what may be a contact route; the server tells which (src/insights/taps.ts).
      if (/^(tel:|mailto:|https:)/.test(href)) send({ k: 't', p: path, h: href });
    },
    { capture: true },
  );
}
