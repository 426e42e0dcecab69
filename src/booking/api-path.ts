/**
 * Where the script-enhanced booking form posts: the host answers it directly in production
 * (src/server/http/on-demand-routes.ts, DIRECT_ROUTES), Astro's route under `astro dev`. Plain,
 * with no import: the host loads it without a bundler.
 */
export const BOOKING_API_PATH = '/api/booking';
