/**
 * The site's own counter (issue 39), fetched once the page has loaded and is idle
 * (src/browser/insights.ts): one beacon for the view, one for each tap on a contact link from then
 * on, and real visitors' LCP, INP and CLS when the page is hidden, from the speed library, a file
 * of its own again (src/browser/vitals.ts), so the view is sent without waiting for it. No
 * cookie, nothing stored in the browser, nothing sent to anyone but our own server, and nothing at
 * all from a browser that asks not to be tracked (the server checks that too). What each beacon
 * holds: src/insights/beacon.ts.
 */
import vitalsScript from 'virtual:kingstone/vitals-script';
import { INSIGHTS_BEACON_PATH } from '../insights/api-path';
import type { Send } from './vitals';

function optedOut(nav: Navigator): boolean {
  return (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || nav.doNotTrack === '1';
}

export function startCounting(win: Window): void {
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
  send({ k: 'v', p: path, r: referrer, s: search });
  win.document.addEventListener(
    'click',
    (event) => {
      const href = (event.target as Element | null)?.closest?.('a[href]')?.getAttribute('href') ?? '';
      // Only what may be a contact route; the server tells which (src/insights/taps.ts).
      if (/^(tel:|mailto:|https:)/.test(href)) send({ k: 't', p: path, h: href });
    },
    { capture: true },
  );
  // By its URL, not by `import('./vitals')`: Vite would add its preload helper, a third file.
  import(/* @vite-ignore */ vitalsScript)
    .then((vitals: typeof import('./vitals')) => vitals.reportVitals(win, send, path))
    .catch(() => undefined);
}
