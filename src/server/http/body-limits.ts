// How large a request body may be. Every route takes at most DEFAULT_BODY_LIMIT (a booking is
// well under 2 KB) except the few listed here by path prefix; the route itself enforces its
// limit, and the layers in front (the adapter's limit in astro.config.mjs, nginx's
// client_max_body_size, scripts/lib/nginx.ts) let through no more than the largest of them.

import { PHOTO_BODY_LIMIT } from '../../studio/contract.ts';

export { PHOTO_BODY_LIMIT };

export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * Routes that take larger bodies: an article with its blocks' data and up to three languages (its
 * preview too); a photo's bytes.
 */
export const LARGE_BODY_ROUTES = [
  { prefix: '/admin/api/studio/articles', bytes: 256 * 1024 },
  { prefix: '/admin/api/studio/photos', bytes: PHOTO_BODY_LIMIT },
] as const;

/** The most any route takes. */
export const MAX_BODY_LIMIT = Math.max(DEFAULT_BODY_LIMIT, ...LARGE_BODY_ROUTES.map((route) => route.bytes));

/** The limit of the route at `path` (a request's decoded path). */
export function bodyLimitOf(path: string): number {
  return LARGE_BODY_ROUTES.find((route) => path === route.prefix || path.startsWith(`${route.prefix}/`))?.bytes ?? DEFAULT_BODY_LIMIT;
}
