import type { APIRoute } from 'astro';
import { answerBookingApi } from '../../server/booking/api';
import { webForm } from '../../server/form';

export const prerender = false;

/**
 * The booking API for the script-enhanced form. In production our server entry answers this path
 * itself with the same function (src/server/booking/node-api.ts); this route serves `astro dev`
 * and any request that arrives before that direct route is registered.
 */
export const POST: APIRoute = async ({ request, url, clientAddress }) => {
  const { status, body } = await answerBookingApi(webForm(request), {
    localeParam: url.searchParams.get('locale'),
    origin: url.origin,
    clientAddress,
  });
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
};
