import type { IncomingMessage, ServerResponse } from 'node:http';
import { HOST_BRIDGE, publishOnBridge } from '../../http/host-bridge';
import { requestClientAddress } from '../client';
import { allowedOrigins } from '../origins';
import { answerBeacon } from './beacon';

const headerOf = (req: IncomingMessage) => (name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * POST /api/insights straight from Node's request, like the booking API (node-api.ts says why):
 * a beacon per page view must cost next to nothing.
 */
export async function serveBeacon(req: IncomingMessage, res: ServerResponse, site: { clientDir: string }): Promise<void> {
  const status = await answerBeacon({
    header: headerOf(req),
    body: req.iterator({ destroyOnReturn: false }),
    clientAddress: requestClientAddress(headerOf(req), req.socket.remoteAddress),
    allowedOrigins: allowedOrigins(),
    clientDir: site.clientDir,
  });
  if (res.destroyed) return;
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.end();
  if (!req.complete) req.resume();
}

/** Hands the direct route to the host (the internal start route calls this at server start). */
export function registerBeacon(): void {
  publishOnBridge(HOST_BRIDGE.INSIGHTS_BEACON, serveBeacon);
}
