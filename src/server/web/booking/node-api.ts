import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestClientAddress } from '../client';
import type { FormSource } from '../form';
import { answerBookingApi } from './api';
import { HOST_BRIDGE, publishOnBridge } from '../../http/host-bridge';
import { BOOKING_API_PATH } from '../../../booking/api-path';


const headerOf = (req: IncomingMessage) => (name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function nodeForm(req: IncomingMessage): FormSource {
  return {
    header: headerOf(req),
    // Not destroyed when reading stops at the size limit, so the 413 can still be sent.
    body: req.iterator({ destroyOnReturn: false }),
  };
}

/**
 * POST /api/booking straight from Node's request, without building a WHATWG Request: Astro's
 * Node handler gives every request an AbortSignal, which undici tracks with WeakRefs and a
 * FinalizationRegistry, so each request outlives the young-generation GC; under 50 concurrent
 * bookings those promotions made the GC pauses that set the p99 (measured: see README, benches).
 * The answer is the Astro route's own (answerBookingApi).
 */
export async function serveBookingApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? BOOKING_API_PATH, 'http://localhost');
  const { status, body, retryAfter } = await answerBookingApi(nodeForm(req), {
    localeParam: url.searchParams.get('locale'),
    clientAddress: requestClientAddress(headerOf(req), req.socket.remoteAddress),
  });
  if (res.destroyed) return;
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.setHeader('Cache-Control', 'no-store');
  if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
  res.end(json);
  // A body refused unread (over the size limit) is read and dropped, within the server's request
  // timeout: closing the socket on it instead would reset the connection under the 413 itself.
  if (!req.complete) req.resume();
}

/**
 * Lets the host find the direct route (src/server/http/host-bridge.ts); the internal start route calls
 * this at server start.
 */
export function registerBookingApi(): void {
  publishOnBridge(HOST_BRIDGE.BOOKING_API, serveBookingApi);
}
