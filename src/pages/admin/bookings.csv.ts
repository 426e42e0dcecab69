import type { APIRoute } from 'astro';
import { isAdminEnabled, isLoggedIn, NO_STORE } from '../../server/web/admin/session-gate';
import { bookingsCsv } from '../../server/services/admin/csv';
import { listBookings, parseFilter } from '../../server/services/admin/queries';
import { getDb } from '../../server/web/runtime';

export const prerender = false;

export const GET: APIRoute = async ({ request, url, cookies }) => {
  if (!isAdminEnabled()) return new Response(null, { status: 404, headers: NO_STORE });
  if (!(await isLoggedIn(request, cookies))) return new Response(null, { status: 401, headers: NO_STORE });
  const { db } = await getDb();
  const rows = await listBookings(db, parseFilter(url), { limit: 100_000 });
  const csv = bookingsCsv(rows);
  return new Response(csv, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="bookings.csv"', ...NO_STORE },
  });
};
