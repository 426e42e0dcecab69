/**
 * Where the script-enhanced booking form posts: the host answers it directly in production
 * (src/server/http/on-demand-routes.ts, DIRECT_ROUTES), Astro's route under `astro dev`. Plain,
 * with no import: the host loads it without a bundler.
 */
export const BOOKING_API_PATH = '/api/booking';

/**
 * The times a course can still be booked on a day (`?date=YYYY-MM-DD&option=<option id>`), which
 * the form asks for when the visitor picks another day or course: an Astro route rendered on
 * request (src/pages/booking-availability.json.ts), listed in ON_DEMAND_SECTIONS.
 */
export const AVAILABILITY_PATH = '/booking-availability.json';

/**
 * The plain booking form's second button posts to its page with this query parameter
 * (`/booking?times`): the page lists the free times of the date and course sent, stores nothing,
 * and gives the form back as typed, so a visitor without JavaScript can pick a time of another
 * day than the one the page preselected.
 */
export const SHOW_TIMES_PARAM = 'times';
