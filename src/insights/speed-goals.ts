/**
 * The speed goals, once: the lab bench reads pages against LAB_LCP_GOAL_MS (`npm run bench`,
 * scripts/lib/bench-goals.ts), and the admin shows real visitors' 75th percentiles against the
 * field goals, the "good" limits of Core Web Vitals (the thresholds web-vitals ships).
 */
export const LAB_LCP_GOAL_MS = 1000;

export const FIELD_GOALS = { lcp: 2500, inp: 200, cls: 0.1 } as const;
