import type { APIRoute } from 'astro';
import { bookingsCsv } from '../../server/services/admin/csv';
import { NO_STORE } from '../../server/web/admin/session';
import { bookingsForExport } from '../../server/web/admin/bookings-list';

export const prerender = false;

/** The bookings of the list's filters as CSV. */
export const GET: APIRoute = async ({ url }) =>
  new Response(bookingsCsv(await bookingsForExport(url)), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="bookings.csv"', ...NO_STORE },
  });
