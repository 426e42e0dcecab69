import type { APIRoute } from 'astro';
import { bookingsCodesCsv, bookingsCsv } from '../../server/services/admin/csv';
import { adminLocale, NO_STORE } from '../../server/web/admin/session';
import { bookingsForExport, ratingsForExport } from '../../server/web/admin/bookings-list';
import { signedIn } from '../../server/web/admin/person';

export const prerender = false;

/**
 * The bookings of the list's filters as CSV: in the admin's language with the visitor's
 * reference, the course by name and its price; `?columns=codes` keeps the stored columns for scripts.
 */
export const GET: APIRoute = async ({ url, locals }) => {
  const rows = await bookingsForExport(url);
  // The guests' private ratings are columns of the export only for a role that sees them.
  const ratings = await ratingsForExport(rows, { ratings: signedIn(locals).may('ratings') });
  const codes = url.searchParams.get('columns') === 'codes';
  return new Response(codes ? bookingsCodesCsv(rows, ratings) : bookingsCsv(rows, adminLocale(url, locals), ratings), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="bookings.csv"', ...NO_STORE },
  });
};
