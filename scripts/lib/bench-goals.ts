// The goals `npm run bench` reads each page against (issue #17): LCP, and the gap to the trivial
// reference page measured in the same run.

import { LAB_LCP_GOAL_MS } from '../../src/insights/speed-goals.ts';

export const LCP_GOAL_MS = LAB_LCP_GOAL_MS;
export const PERF_GAP_POINTS = 3;
export const TBT_FACTOR = 2;
/** A reference median below this counts as this much, so a near-zero one cannot turn noise into a large factor. */
export const TBT_REFERENCE_FLOOR_MS = 10;

/** What the verdict reads of a page's row: medians over the run's rounds. */
export interface MeasuredPage {
  performance: number | null;
  lcp: number | null;
  tbt: number | null;
}

/** The most blocking time a page may have in a run whose reference measured `reference`. */
export function tbtLimit(reference: MeasuredPage) {
  return reference.tbt === null ? null : TBT_FACTOR * Math.max(reference.tbt, TBT_REFERENCE_FLOOR_MS);
}

/** "ok" when the page meets every goal, otherwise the goals it misses and by what. */
export function verdict(page: MeasuredPage, reference: MeasuredPage) {
  const misses: string[] = [];
  if (page.lcp !== null && page.lcp > LCP_GOAL_MS) misses.push(`LCP > ${LCP_GOAL_MS} ms`);
  if (page.performance !== null && reference.performance !== null && reference.performance - page.performance > PERF_GAP_POINTS) {
    misses.push(`perf ${reference.performance - page.performance} below`);
  }
  const limit = tbtLimit(reference);
  if (page.tbt !== null && limit !== null && page.tbt > limit) misses.push(`TBT ${Math.round(page.tbt)} ms > ${Math.round(limit)} ms`);
  return misses.length === 0 ? 'ok' : misses.join(', ');
}

/** A page type's median LCP may be at most this many times the reference page's median in the same run (issue #37). */
export const LCP_REFERENCE_FACTOR = 1.2;

/** "ok" when a page type's median LCP is within LCP_REFERENCE_FACTOR of the reference's, otherwise the factor it reached. */
export function typeVerdict(typeLcp: number, referenceLcp: number) {
  const factor = typeLcp / referenceLcp;
  return factor <= LCP_REFERENCE_FACTOR ? 'ok' : `${factor.toFixed(2)}× > ${LCP_REFERENCE_FACTOR}×`;
}
