// What a page made its largest paint wait for on a phone's first visit, read from a Lighthouse
// report: the page's own bytes on the wire, and the stylesheets it asked for after them. Issue 37:
// in Lighthouse's simulation (HTTP/1.1, a new connection per request made at once) a page that
// outgrows a new connection's first round trip, or that links its stylesheets, reaches its hero
// image one round trip (150 ms) later than one that does neither; `npm run bench:pages` prints
// both for the slowest pages and compares the two groups' LCP.
import { FIRST_ROUND_TRIP_BYTES } from '../../src/server/http/first-round-trip.ts';
import { detailItems, type LhResult } from './lighthouse-run.ts';

export interface PageWeight {
  /** The page's bytes on the wire (its response head and compressed body), null when not in the report. */
  documentBytes: number | null;
  /** Stylesheet files the page requested: each a request its first paint waited for. */
  stylesheets: number;
}

export function pageWeight(lhr: LhResult): PageWeight {
  const requests = detailItems(lhr, 'network-requests');
  const document = requests.find((r) => r['resourceType'] === 'Document');
  const bytes = document?.['transferSize'];
  return {
    documentBytes: typeof bytes === 'number' ? bytes : null,
    stylesheets: requests.filter((r) => r['resourceType'] === 'Stylesheet').length,
  };
}

/** Whether the page came in one round trip of a new connection and asked for no stylesheet (unknown bytes: no). */
export function withinFirstRoundTrip(weight: PageWeight) {
  return weight.documentBytes !== null && weight.documentBytes <= FIRST_ROUND_TRIP_BYTES && weight.stylesheets === 0;
}
