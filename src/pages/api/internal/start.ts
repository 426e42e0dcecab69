import type { APIRoute } from 'astro';
import { timingSafeEqual } from 'node:crypto';
import { adminConfigError } from '../../../backend/admin/password';
import { registerBookingApi } from '../../../backend/booking/node-api';
import { ensureOutboxWorker } from '../../../backend/runtime';

export const prerender = false;

/**
 * Called once by our own server entry (host/index.ts) right after it starts listening, with a
 * token only that process knows, so the notification worker runs inside the Astro server and the
 * booking API's direct route (server/booking/node-api.ts) is handed to the entry. Settings that
 * cannot work are answered here with a 500 whose one-line text the entry exits with.
 */
export const POST: APIRoute = async ({ request }) => {
  const expected = process.env['KINGSTONE_INTERNAL_TOKEN'] ?? '';
  const given = request.headers.get('x-internal-token') ?? '';
  const ok = expected.length > 0 && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!ok) return new Response(null, { status: 404 });
  const problem = adminConfigError(process.env);
  if (problem) return new Response(problem, { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  registerBookingApi();
  // A database that is down at start must not stop the server: /healthz says so, and the worker
  // starts with the first request that reaches the database.
  await ensureOutboxWorker().catch((error: unknown) => console.error(`notification worker not started yet: ${(error as Error).message}`));
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
};
