import type { APIRoute } from 'astro';
import { bookingsCodesCsv, bookingsCsv } from '../../server/services/admin/csv';
import { adminLocale, NO_STORE } from '../../server/web/admin/session';
import { bookingsForExport } from '../../server/web/admin/bookings-list';

export const prerender = false;

/**
 * The bookings of the list's filters as CSV: in the admin's language with the visitor's
 * reference, the course by name and its price; `?columns=codes` keeps the stored columns for scripts.
 */
export const GET: APIRoute = async ({ url, locals }) => {
  const rows = await bookingsForExport(url);
  const codes = url.searchParams.get('columns') === 'codes';
  return new Response(codes ? bookingsCodesCsv(rows) : bookingsCsv(rows, adminLocale(url, locals)), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="bookings.csv"', ...NO_STORE },
  });
};
