// The one list of what server code answers rather than a prerendered file: the Node host routes
// by it, the link check skips it, and the nginx renderer proxies it. Astro's own on-demand
// endpoints (/_image, /_server-islands, /_actions) are deliberately absent: every image is made at
// build time and nothing uses islands or actions, and one on-demand AVIF costs seconds of CPU, so
// in production they answer 404 like any unknown path.
import { AVAILABILITY_PATH, BOOKING_API_PATH } from '../../booking/api-path.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales.ts';
import { INSIGHTS_BEACON_PATH } from '../../insights/api-path.ts';

/** Locales served under "/<locale>"; the default locale is at the root. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** URL prefixes of the locales: "" for the default one, then "/vi", "/en"… */
export const LOCALE_PREFIXES = ['', ...PREFIXED_LOCALES.map((locale) => `/${locale}`)];

/**
 * Sections answered by server code at the root only, with everything under them (/api/booking);
 * a name may be a single file's (booking-availability.json, the form's free times).
 */
export const ON_DEMAND_SECTIONS = ['api', 'admin', 'healthz', AVAILABILITY_PATH.slice(1)] as const;

/** Pages rendered on request in every locale (/booking, /vi/booking, /en/booking). */
export const ON_DEMAND_PAGES = ['booking', 'newsletter'] as const;

/** Every path prefix answered by server code. Everything else is a prerendered file. */
export const ON_DEMAND_PREFIXES = [
  ...ON_DEMAND_SECTIONS.map((section) => `/${section}`),
  ...ON_DEMAND_PAGES.flatMap((page) => LOCALE_PREFIXES.map((prefix) => `${prefix}/${page}`)),
];

/**
 * The routes the host answers itself, without Astro's request cycle, through the handler the
 * bundle publishes on the bridge (src/server/http/host-bridge.ts): the one list the host routes by
 * and the bundle registers for. Astro's own route for the same path serves `astro dev`.
 */
export const DIRECT_ROUTES = [
  { method: 'POST', path: BOOKING_API_PATH, bridge: 'BOOKING_API' },
  { method: 'POST', path: INSIGHTS_BEACON_PATH, bridge: 'INSIGHTS_BEACON' },
] as const;

/** The bridge names of the direct routes' handlers. */
export type DirectBridge = (typeof DIRECT_ROUTES)[number]['bridge'];

/** The direct route a request is for, if any. */
export function directRouteOf(method: string | undefined, urlPath: string): (typeof DIRECT_ROUTES)[number] | undefined {
  return DIRECT_ROUTES.find((route) => route.method === method && route.path === urlPath);
}

export function isOnDemandPath(urlPath: string): boolean {
  return ON_DEMAND_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`));
}
