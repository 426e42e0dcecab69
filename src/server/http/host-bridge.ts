/**
 * How the node:http host (host/) and the Astro bundle it loads talk inside one process. The host
 * imports dist/server/entry as an opaque module, so the bundle publishes two functions on
 * globalThis under these symbols, and the host starts the bundle's background work through one
 * internal route guarded by a per-process token:
 *
 * 1. The host listens, puts a random token in `process.env[START_TOKEN_ENV]` and POSTs to
 *    START_ROUTE with that token in START_TOKEN_HEADER (src/pages/api/internal/start.ts).
 * 2. That route checks the token (404 otherwise), checks the admin settings (500 with a one-line
 *    reason the host exits with), publishes the direct booking API under BOOKING_API and starts
 *    the notification worker.
 * 3. The host answers `POST /api/booking` and `POST /api/insights` through BOOKING_API and INSIGHTS_BEACON without Astro's request cycle, and
 *    on SIGTERM calls SHUTDOWN to stop the worker and close the database.
 *
 * 4. With a site folder (`npm start`), the host publishes RELEASES: the studio's publisher builds a
 *    release and asks the host to switch to it; the host loads it, runs step 2 against it (so its
 *    booking API is its own), then answers every new request from it.
 *
 * On every request it hands on, the host also writes the visitor's settled address into
 * CLIENT_ADDRESS_HEADER (overwriting whatever a client sent), which on-demand code reads.
 */
import { START_TOKEN_ENV } from '../settings/variables.ts';

export const HOST_BRIDGE = {
  /** () => Promise<void>: stop the notification worker, close the database (src/server/web/runtime.ts). */
  SHUTDOWN: Symbol.for('kingstone.shutdown'),
  /** DirectHandler: the direct booking API (src/server/web/booking/node-api.ts). */
  BOOKING_API: Symbol.for('kingstone.bookingApi'),
  /** DirectHandler: the page counter's beacons (src/server/web/insights/node-beacon.ts). */
  INSIGHTS_BEACON: Symbol.for('kingstone.insightsBeacon'),
  /** { liveDir(): string, switchTo(dir): Promise<void> } (src/server/host/index.ts); absent without a site folder. */
  RELEASES: Symbol.for('kingstone.releases'),
  /** The env variable naming the site's source folder, set by the host when it has one. */
  SITE_ROOT_ENV: 'KINGSTONE_SITE_ROOT',
  START_ROUTE: '/api/internal/start',
  START_TOKEN_HEADER: 'x-internal-token',
  START_TOKEN_ENV,
  /** The one header on-demand code reads the client's address from (src/server/host/client-address.ts). */
  CLIENT_ADDRESS_HEADER: 'x-kingstone-client-address',
} as const;

/** What a direct route's handler gets: the request, its response, and the build's own folder of pages. */
export type DirectHandler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, site: { clientDir: string }) => Promise<void>;

/**
 * The values the host hands the bundle through the environment they share (not settings: the
 * host sets them for itself): the site's source folder, the start token, the addresses it listens on.
 */
const BRIDGE_VALUES = { siteRoot: HOST_BRIDGE.SITE_ROOT_ENV, startToken: START_TOKEN_ENV, serverOrigins: 'KINGSTONE_SERVER_ORIGINS' } as const;
export type BridgeValue = keyof typeof BRIDGE_VALUES;

/** A value the host handed over; undefined when it has not (a test, a bare dist/). */
export function readBridgeValue(which: BridgeValue): string | undefined {
  return process.env[BRIDGE_VALUES[which]] || undefined;
}

/** Hands the bundle a value (the host, at start). */
export function writeBridgeValue(which: BridgeValue, value: string): void {
  process.env[BRIDGE_VALUES[which]] = value;
}

type BridgeSymbol = typeof HOST_BRIDGE.SHUTDOWN | typeof HOST_BRIDGE.BOOKING_API | typeof HOST_BRIDGE.INSIGHTS_BEACON | typeof HOST_BRIDGE.RELEASES;

/** What the host offers the publisher (step 4). */
export interface ReleaseSwitch {
  /** The folder of the build answering requests now. */
  liveDir: () => string;
  /** Loads and starts the build in `dir`, then makes it live; rejects (and changes nothing) if it cannot. */
  switchTo: (dir: string) => Promise<void>;
}

/** Publishes one side of the bridge on globalThis (the bundle's side; RELEASES is the host's). */
export function publishOnBridge(symbol: BridgeSymbol, value: unknown): void {
  (globalThis as Record<symbol, unknown>)[symbol] = value;
}

/** What the other side published under `symbol`, if it has. */
export function readFromBridge(symbol: BridgeSymbol): unknown {
  return (globalThis as Record<symbol, unknown>)[symbol];
}
