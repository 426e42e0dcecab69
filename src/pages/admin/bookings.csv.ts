import type { APIRoute } from 'astro';
import { NO_STORE } from '../../server/web/admin/session';
import { bookingsCsv } from '../../server/services/admin/csv';
import { listBookings, parseFilter } from '../../server/services/admin/queries';
import { getDb } from '../../server/web/runtime';

export const prerender = false;

export const GET: APIRoute = async ({ url }) => {
  const { db } = await getDb();
  const rows = await listBookings(db, parseFilter(url), { limit: 100_000 });
  const csv = bookingsCsv(rows);
  return new Response(csv, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="bookings.csv"', ...NO_STORE },
  });
};
