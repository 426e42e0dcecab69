// The production server: a plain node:http server of our own in front of Astro's Node handler.
// Every response passes through here: security headers, the prerendered files (with caching,
// precompressed encodings and 304s), redirects, localized 404s, one log line per request, and a
// clean shutdown. Only on-demand routes (booking, newsletter, admin, API, /healthz) reach Astro.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { networkInterfaces } from 'node:os';
import { parseTrustProxy, settleClientHeaders } from './client-address.ts';
import { capConnectionsPerClient, DEFAULT_CONNECTIONS_PER_CLIENT } from './connection-cap.ts';
import { blogPageRedirect } from './redirects.ts';
import { encodePath, parseRequestPath } from './request-path.ts';
import { isNotFoundPagePath, notFoundPageFor } from './not-found.ts';
import { setBaseline, setDynamicDefaults } from './page-headers.ts';
import { liveDirAtStart, loadRelease, pointCurrentAt, type Release } from './release.ts';
import { requestLogLine } from './request-log.ts';
import { sendStatic } from './static-files.ts';
import { DIRECT_ROUTES, directRouteOf, isOnDemandPath } from '../http/on-demand-routes.ts';
import { indexNowKey } from '../http/indexnow-key.ts';
import { FALLBACK_CSP, NO_STORE } from '../http/security-headers.ts';
import { HOST_BRIDGE, publishOnBridge, readFromBridge, writeBridgeValue } from '../http/host-bridge.ts';
import { serverSettings } from '../settings/read-settings.ts';

/** What the site answers; anything else (TRACE, PUT, …) gets 405 before any route sees it. */
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST']);

/** A request's headers must have arrived within this long; the server looks every CHECK_MS. */
const HEADERS_TIMEOUT_MS = 8_000;
const CHECK_MS = 1_000;

/** How long SIGTERM waits for requests in flight before closing their connections. */
const DRAIN_MS = 10_000;

export type KingstoneServer = http.Server & { shutdown: () => Promise<void> };

/** What the Astro side of this process hands over through global symbols (its bundle is opaque to us). */

/**
 * Starts the server on `port` (0 picks a free one) and resolves once it listens.
 */
export async function startServer({
  distDir,
  port,
  host,
  siteRoot,
  logRequests = serverSettings().LOG_REQUESTS !== '0',
}: {
  distDir: string;
  port: number;
  host: string;
  /** The source checkout the build came from: with it, the owner's studio can publish new releases. */
  siteRoot?: string | undefined;
  logRequests?: boolean;
}): Promise<KingstoneServer> {
  if (siteRoot) writeBridgeValue('siteRoot', siteRoot);
  let live = await loadRelease(liveDirAtStart(distDir, siteRoot));
  /** A release being started: the internal start route goes to it rather than to the live one. */
  let starting: Release | undefined;
  const log = createLineWriter(logRequests);
  // IndexNow checks that a ping comes from the site by fetching the key at /<key>.txt.
  const settings = serverSettings();
  const indexNow = indexNowKey(settings);
  const indexNowFile = indexNow ? `/${indexNow}.txt` : undefined;
  // Read once: a malformed value stops the server here rather than mis-keying every limit.
  const trustProxy = parseTrustProxy(settings.TRUST_PROXY);

  const redirect = (res: http.ServerResponse, location: string) => {
    res.statusCode = 301;
    res.setHeader('Location', location);
    res.setHeader('Content-Security-Policy', FALLBACK_CSP);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.end();
  };

  const notFound = (release: Release, req: http.IncomingMessage, res: http.ServerResponse, urlPath: string) => {
    const page = release.files.lookup(`/${notFoundPageFor(urlPath)}`);
    if (!page) {
      res.statusCode = 404;
      res.setHeader('Content-Security-Policy', FALLBACK_CSP);
      res.end('Not found');
      return;
    }
    res.setHeader('Content-Security-Policy', release.cspFor(page));
    sendStatic(req, res, page, 404);
  };

  const plain = (res: http.ServerResponse, status: number, text: string) => {
    res.statusCode = status;
    res.setHeader('Content-Security-Policy', FALLBACK_CSP);
    res.setHeader('Cache-Control', NO_STORE);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(text);
  };

  // Every request is answered by the release that was live when it arrived, start to end.
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const release = live;
    setBaseline(res);
    if (!ALLOWED_METHODS.has(req.method ?? '')) {
      res.setHeader('Allow', [...ALLOWED_METHODS].join(', '));
      plain(res, 405, 'Method not allowed');
      return;
    }
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : url.slice(queryAt);
    const parsed = parseRequestPath(rawPath);
    if (parsed === 'too-long') {
      plain(res, 414, 'URI too long');
      return;
    }
    if (parsed === 'bad') {
      plain(res, 400, 'Bad request');
      return;
    }
    const urlPath = parsed.path;
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (isRead && parsed.trailingSlash) {
      // One URL per page (trailingSlash: 'never'). The target is built from the normalised path,
      // so neither "//evil.example/" nor "/\\evil.example/" can lead to another host.
      redirect(res, `${encodePath(urlPath)}${query}`);
      return;
    }
    const moved = isRead ? (release.redirects.get(urlPath) ?? blogPageRedirect(urlPath, query, release.lastBlogPages)) : undefined;
    if (moved) {
      redirect(res, moved);
      return;
    }
    if (isRead && urlPath === indexNowFile) {
      plain(res, 200, indexNow ?? '');
      return;
    }
    const onDemand = isOnDemandPath(urlPath);
    if (isRead && !onDemand) {
      const file = isNotFoundPagePath(urlPath) ? undefined : release.files.lookup(urlPath);
      if (!file) {
        notFound(release, req, res, urlPath);
        return;
      }
      res.setHeader('Content-Security-Policy', release.cspFor(file));
      sendStatic(req, res, file);
      return;
    }
    if (!onDemand || encodePath(urlPath) !== rawPath) {
      // Server routes answer only at their own spelling; nothing else takes a POST.
      if (isRead) notFound(release, req, res, urlPath);
      else plain(res, 404, 'Not found');
      return;
    }
    settleClientHeaders(req, trustProxy);
    setDynamicDefaults(res);
    // The booking API and the counter's beacons are answered without Astro's request pipeline
    // once the Astro side has handed its direct routes over (src/server/web/booking/node-api.ts says why).
    const direct = directRouteOf(req.method, urlPath);
    const directHandler = direct && release.direct[direct.bridge];
    if (directHandler) {
      directHandler(req, res, { clientDir: release.clientDir }).catch((error: Error) => {
        console.error(`${direct.path} failed: ${error.message}`);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
      return;
    }
    // The start handshake of a release being switched to goes to that release (its token guards it).
    if (starting && urlPath === HOST_BRIDGE.START_ROUTE) {
      starting.astroHandler(req, res);
      return;
    }
    release.astroHandler(req, res);
  };

  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  // Node looks for sockets past their header and request limits every connectionsCheckingInterval (30 s by default).
  const server = http.createServer({ connectionsCheckingInterval: CHECK_MS }, (req, res) => {
    const started = performance.now();
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      log(requestLogLine(req, res, started));
      if (inFlight === 0) onIdle?.();
    });
    try {
      handle(req, res);
    } catch (error) {
      console.error(`request failed: ${(error as Error).message}`);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  }) as KingstoneServer;
  // Slow or idle clients must not hold sockets for ever: the request's headers within 8 s (a phone
  // on 3G sends them in well under one; this was 20 s, checked every 30 s), the whole request
  // within 30 s, no socket silent (a reader that stopped reading) for longer than IDLE_TIMEOUT_MS,
  // no more than MAX_CONNECTIONS sockets at once, and MAX_CONNECTIONS_PER_CLIENT of them from one
  // client (./connection-cap.ts).
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  // Whole numbers from 1 up: the settings refused anything else before the server started.
  server.timeout = Number(settings.IDLE_TIMEOUT_MS ?? 30_000);
  server.maxConnections = Number(settings.MAX_CONNECTIONS ?? 1_000);
  capConnectionsPerClient(server, Number(settings.MAX_CONNECTIONS_PER_CLIENT ?? DEFAULT_CONNECTIONS_PER_CLIENT), trustProxy);

  let stopping: Promise<void> | undefined;
  /**
   * Stops taking connections, lets requests in flight finish (up to DRAIN_MS), then stops the
   * notification worker after its current delivery and closes the database.
   */
  server.shutdown = () => {
    stopping ??= (async () => {
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      server.closeIdleConnections();
      if (inFlight > 0) {
        await Promise.race([
          new Promise((resolve) => {
            onIdle = () => resolve(undefined);
          }),
          new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref()),
        ]);
      }
      server.closeAllConnections();
      await closed;
      const stopRuntime = readFromBridge(HOST_BRIDGE.SHUTDOWN) as (() => Promise<void>) | undefined;
      await stopRuntime?.();
      log.flush();
    })();
    return stopping;
  };

  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  // Forms are accepted from the configured site origin and from this server's own address (what
  // `npm start` prints); src/server/web/origins.ts reads the list. Never from the request's Host.
  writeBridgeValue('serverOrigins', listeningOrigins(server, host).join(' '));
  /** Starts a loaded release's on-demand side, so its booking API and worker are its own. */
  const startRelease = async (release: Release) => {
    starting = release;
    try {
      await startBackgroundWork(server);
      release.direct = Object.fromEntries(DIRECT_ROUTES.map((route) => [route.bridge, readFromBridge(HOST_BRIDGE[route.bridge])])) as Release['direct'];
    } finally {
      if (starting === release) starting = undefined;
    }
  };
  let switching: Promise<void> = Promise.resolve();
  const switchTo = (dir: string) => {
    // One switch at a time, in the order asked.
    const next = switching.then(async () => {
      const release = await loadRelease(dir);
      await startRelease(release);
      live = release;
      if (siteRoot) pointCurrentAt(siteRoot, dir);
    });
    switching = next.catch(() => undefined);
    return next;
  };
  // Only a server with a site folder offers switching (one per process: `npm start`).
  if (siteRoot) publishOnBridge(HOST_BRIDGE.RELEASES, { liveDir: () => live.dir, switchTo });
  // The first start is in the same queue: a switch asked for during it waits its turn.
  const first = startRelease(live);
  switching = first.catch(() => undefined);
  try {
    await first;
  } catch (error) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
    throw error;
  }
  return server;
}

/**
 * The origins a browser can reach this server at directly: "localhost" and the addresses it
 * listens on (every interface's when it listens on all). Addresses and "localhost" cannot be
 * pointed elsewhere by a foreign DNS name, unlike a Host header.
 * @param host the HOST it was asked to listen on
 */
function listeningOrigins(server: http.Server, host: string) {
  const address = server.address();
  if (!address || typeof address !== 'object') return [];
  const { port } = address;
  const origin = (a: string) => `http://${a.includes(':') ? `[${a}]` : a}:${port}`;
  const all = address.address === '0.0.0.0' || address.address === '::';
  const addresses = all
    ? Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address.split('%')[0] ?? ''))
    : [address.address];
  return [...new Set([origin('localhost'), origin(host), ...addresses.filter(Boolean).map(origin)])];
}

/**
 * Buffers log lines and writes them once per event-loop turn: stdout to a pipe is synchronous on
 * Linux, and one write per request would cost throughput under load.
 */
function createLineWriter(enabled: boolean) {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    process.stdout.write(text);
  };
  const write = (line: string) => {
    if (!enabled) return;
    pending.push(line);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  write.flush = flush;
  return write;
}

/**
 * Asks the Astro side of this process to start its notification worker, so deliveries left over
 * from before a restart go out without waiting for a new booking (steps 1–2 of
 * src/server/http/host-bridge.ts). The token proves the call comes from this process.
 */
async function startBackgroundWork(server: http.Server) {
  const token = randomBytes(24).toString('hex');
  writeBridgeValue('startToken', token);
  const address = server.address();
  if (!address || typeof address !== 'object') return;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const origin = `http://${host}:${address.port}`;
  // Astro refuses cross-site POSTs; this one names our own origin.
  const res = await fetch(`${origin}${HOST_BRIDGE.START_ROUTE}`, {
    method: 'POST',
    headers: { [HOST_BRIDGE.START_TOKEN_HEADER]: token, origin },
  });
  // A refused configuration (a malformed admin password hash…) stops the start here.
  if (res.status !== 204) throw new Error((await res.text()) || `the on-demand side did not start (${res.status})`);
}
