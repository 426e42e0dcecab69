import type { APIRoute } from 'astro';
import { BOOKING_STATUSES, type BookingStatus } from '../../backend/db/schema';
import { adminQuery } from '../../components/admin/admin-view';
import { backToAdmin, isAdminEnabled, isLoggedIn, NO_STORE } from '../../backend/admin/guard';
import { parseFilter, parseOrder, setStatus } from '../../backend/admin/queries';
import { getDb } from '../../backend/runtime';

export const prerender = false;

export const POST: APIRoute = async ({ request, url, cookies }) => {
  if (!isAdminEnabled()) return new Response(null, { status: 404, headers: NO_STORE });
  if (!(await isLoggedIn(request, cookies))) return new Response(null, { status: 401, headers: NO_STORE });
  const form = await request.formData();
  const id = Number(form.get('id'));
  const status = String(form.get('status') ?? '');
  if (!Number.isInteger(id) || !(BOOKING_STATUSES as readonly string[]).includes(status)) {
    return new Response(null, { status: 400, headers: NO_STORE });
  }
  const { db } = await getDb();
  const changed = await setStatus(db, id, status as BookingStatus);
  // Back to the same view (its filters and order, validated again) with ?saved= for the notice.
  const view = adminQuery({ ...parseFilter(url), sort: parseOrder(url), saved: id }).slice(1);
  return changed ? backToAdmin(url, view) : new Response(null, { status: 404, headers: NO_STORE });
};
