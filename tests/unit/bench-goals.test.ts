import { describe, expect, it } from 'vitest';
import { LCP_GOAL_MS, LCP_REFERENCE_FACTOR, PERF_GAP_POINTS, TBT_FACTOR, TBT_REFERENCE_FLOOR_MS, tbtLimit, typeVerdict, verdict } from '../../scripts/lib/bench-goals.ts';

// `npm run bench` prints this verdict beside every page: the goals of issue #17 as the bench reads them.
const reference = { performance: 100, lcp: 660, tbt: 30 };

describe('the bench verdict against the reference page', () => {
  it('passes a page within every goal', () => {
    expect(verdict({ performance: 100 - PERF_GAP_POINTS, lcp: LCP_GOAL_MS, tbt: TBT_FACTOR * 30 }, reference)).toBe('ok');
  });

  it('names each goal a page misses, with the limit it crossed', () => {
    const page = { performance: 100 - PERF_GAP_POINTS - 1, lcp: LCP_GOAL_MS + 1, tbt: TBT_FACTOR * 30 + 1 };
    expect(verdict(page, reference)).toBe(`LCP > ${LCP_GOAL_MS} ms, perf ${PERF_GAP_POINTS + 1} below, TBT 61 ms > 60 ms`);
  });

  it('counts a near-zero reference as the floor, so noise is not read as a large factor', () => {
    const quiet = { ...reference, tbt: 0 };
    expect(tbtLimit(quiet)).toBe(TBT_FACTOR * TBT_REFERENCE_FLOOR_MS);
    expect(verdict({ ...reference, tbt: TBT_FACTOR * TBT_REFERENCE_FLOOR_MS }, quiet)).toBe('ok');
    expect(verdict({ ...reference, tbt: TBT_FACTOR * TBT_REFERENCE_FLOOR_MS + 1 }, quiet)).toMatch(/^TBT /);
  });

  it('judges nothing it did not measure', () => {
    expect(verdict({ performance: null, lcp: null, tbt: null }, reference)).toBe('ok');
    expect(tbtLimit({ ...reference, tbt: null })).toBeNull();
  });
});

describe('a page type against the reference page (npm run bench:pages)', () => {
  it('passes a type whose median LCP is within the factor, and names the factor of one that is not', () => {
    expect(typeVerdict(LCP_REFERENCE_FACTOR * 700, 700)).toBe('ok');
    expect(typeVerdict(980, 700)).toBe(`1.40× > ${LCP_REFERENCE_FACTOR}×`);
  });
});
