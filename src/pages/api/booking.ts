import type { APIRoute } from 'astro';
import { answerBookingApi } from '../../server/web/booking/api';
import { requestClientAddress } from '../../server/web/client';
import { webForm } from '../../server/web/form';

export const prerender = false;

/**
 * The booking API for the script-enhanced form. In production our server entry answers this path
 * itself with the same function (src/server/web/booking/node-api.ts); this route serves `astro dev`
 * and any request that arrives before that direct route is registered.
 */
export const POST: APIRoute = async ({ request, url, clientAddress }) => {
  const { status, body, retryAfter } = await answerBookingApi(webForm(request), {
    localeParam: url.searchParams.get('locale'),
    clientAddress: requestClientAddress((name) => request.headers.get(name), clientAddress),
    devOrigin: url.origin,
  });
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
  return Response.json(body, { status, headers });
};
