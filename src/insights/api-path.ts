/**
 * Where the page's counter sends its beacons (issue 39): the host answers it directly, like the
 * booking API (src/server/http/on-demand-routes.ts, DIRECT_ROUTES), and Astro's route under
 * `astro dev`. Plain, with no import: the host loads it without a bundler.
 */
export const INSIGHTS_BEACON_PATH = '/api/insights';
