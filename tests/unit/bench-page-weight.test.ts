import { describe, expect, it } from 'vitest';
import type { LhResult } from '../../scripts/lib/lighthouse-run.ts';
import { pageWeight, withinFirstRoundTrip } from '../../scripts/lib/page-weight.ts';
import { FIRST_ROUND_TRIP_BYTES } from '../../src/server/http/first-round-trip.ts';

// `npm run bench:pages` says of each slow page what its largest paint waited for, read from the
// network requests of a Lighthouse 13 report (the shape below is the part it reads).
function report(requests: Record<string, unknown>[]): LhResult {
  return { audits: { 'network-requests': { details: { type: 'table', items: requests } } } } as unknown as LhResult;
}

const page = (transferSize: number) => ({ url: 'http://127.0.0.1:5000/blog/pho', resourceType: 'Document', transferSize });
const stylesheet = (name: string) => ({ url: `http://127.0.0.1:5000/_astro/${name}.css`, resourceType: 'Stylesheet', transferSize: 3_100 });
const image = { url: 'http://127.0.0.1:5000/_astro/hero.UCZO91tY_X8UIB.avif', resourceType: 'Image', transferSize: 6_400 };

describe("a page's weight on the wire", () => {
  it('counts the page bytes and the stylesheet files it asked for, not its images', () => {
    const weight = pageWeight(report([page(13_900), stylesheet('blocks.X1K0'), stylesheet('BaseLayout.CaJf'), image]));
    expect(weight).toEqual({ documentBytes: 13_900, stylesheets: 2 });
    expect(withinFirstRoundTrip(weight)).toBe(false);
  });

  it('is within the first round trip only with its stylesheets inside and at most its window', () => {
    expect(withinFirstRoundTrip(pageWeight(report([page(FIRST_ROUND_TRIP_BYTES), image])))).toBe(true);
    expect(withinFirstRoundTrip(pageWeight(report([page(FIRST_ROUND_TRIP_BYTES + 1), image])))).toBe(false);
  });

  it('does not claim the first round trip when the report has no page request', () => {
    const weight = pageWeight(report([image]));
    expect(weight).toEqual({ documentBytes: null, stylesheets: 0 });
    expect(withinFirstRoundTrip(weight)).toBe(false);
  });
});
