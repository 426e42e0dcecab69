import type { APIRoute } from 'astro';
import { timingSafeEqual } from 'node:crypto';
import { registerBookingApi } from '../../../server/booking/node-api';
import { ensureOutboxWorker } from '../../../server/runtime';

export const prerender = false;

/**
 * Called once by our own server entry (server/index.mjs) right after it starts listening, with a
 * token only that process knows, so the notification worker runs inside the Astro server and the
 * booking API's direct route (server/booking/node-api.ts) is handed to the entry.
 */
export const POST: APIRoute = async ({ request }) => {
  const expected = process.env['KINGSTONE_INTERNAL_TOKEN'] ?? '';
  const given = request.headers.get('x-internal-token') ?? '';
  const ok = expected.length > 0 && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!ok) return new Response(null, { status: 404 });
  await ensureOutboxWorker();
  registerBookingApi();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
};
