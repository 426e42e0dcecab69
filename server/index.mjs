// @ts-check
// The production server: Astro's Node handler (static files + on-demand routes) behind a plain
// node:http server of our own, so that every response passes through one place (localized 404s
// now; headers, logging and shutdown as they come).
import { createReadStream } from 'node:fs';
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
  return server;
}
