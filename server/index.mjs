// @ts-check
// The production server: Astro's Node handler (static files + on-demand routes) behind a plain
// node:http server of our own, so that every response passes through one place (localized 404s
// now; headers, logging and shutdown as they come).
import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { blogPageRedirect } from './redirects.mjs';
import { hasStaticFile, isNotFoundPagePath, isOnDemandPath, notFoundPageFor } from './not-found.mjs';

/**
 * Starts the server on `port` (0 picks a free one) and resolves once it listens.
 * @param {{ distDir: string, port: number, host: string }} options
 */
export async function startServer({ distDir, port, host }) {
  // The adapter's entry would start its own server on import unless told not to.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = await import(new URL('server/entry.mjs', `file://${distDir.replace(/\/?$/, '/')}`).href);
  /** @type {(req: http.IncomingMessage, res: http.ServerResponse) => void} */
  const astroHandler = entry.handler;
  const clientDir = fileURLToPath(new URL('client', `file://${distDir.replace(/\/?$/, '/')}`));

  const server = http.createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const paged = isRead ? blogPageRedirect(req.url ?? '/') : undefined;
    if (paged) {
      res.writeHead(301, { Location: paged });
      res.end();
    } else if (isRead && !isOnDemandPath(urlPath) && (isNotFoundPagePath(urlPath) || !hasStaticFile(clientDir, urlPath))) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (req.method === 'HEAD') res.end();
      else createReadStream(`${clientDir}/${notFoundPageFor(urlPath)}`).pipe(res);
    } else {
      astroHandler(req, res);
    }
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  await startBackgroundWork(server);
  return server;
}

/**
 * Asks the Astro side of this process to start its notification worker, so deliveries left over
 * from before a restart go out without waiting for a new booking. The token proves the call
 * comes from this process.
 * @param {http.Server} server
 */
async function startBackgroundWork(server) {
  const token = randomBytes(24).toString('hex');
  process.env.KINGSTONE_INTERNAL_TOKEN = token;
  const address = server.address();
  if (!address || typeof address !== 'object') return;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const origin = `http://${host}:${address.port}`;
  try {
    // Astro refuses cross-site POSTs; this one names our own origin.
    const res = await fetch(`${origin}/api/internal/start`, {
      method: 'POST',
      headers: { 'x-internal-token': token, origin },
    });
    if (res.status !== 204) console.error(`notification worker did not start (${res.status})`);
  } catch (error) {
    console.error(`notification worker did not start: ${/** @type {Error} */ (error).message}`);
  }
}
