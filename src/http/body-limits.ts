// How large a request body each on-demand route takes: one list for the routes that read it (each
// caps its own read, whatever Content-Length says), the Astro adapter's backstop (astro.config.mjs)
// and the nginx renderer (scripts/lib/nginx.ts). Every other route takes DEFAULT_BODY_BYTES.

/** Forms, bookings, the studio's JSON saves: a booking is well under 2 KB. */
export const DEFAULT_BODY_BYTES = 16 * 1024;

/** A photo the owner uploads (POST /admin/api/studio/photos): a phone's full-size JPEG fits. */
export const PHOTO_BODY_BYTES = 15 * 1024 * 1024;

/** One language's article body with its datasets, for the studio's preview. */
export const PREVIEW_BODY_BYTES = 256 * 1024;

/** Routes that take more than DEFAULT_BODY_BYTES, by exact path. */
export const LARGE_BODY_ROUTES: Readonly<Record<string, number>> = {
  '/admin/api/studio/photos': PHOTO_BODY_BYTES,
  '/admin/api/studio/articles/preview': PREVIEW_BODY_BYTES,
};

/** The largest body any route takes. */
export const LARGEST_BODY_BYTES = Math.max(DEFAULT_BODY_BYTES, ...Object.values(LARGE_BODY_ROUTES));

/**
 * The Astro adapter's own cap (astro.config.mjs, bodySizeLimit). Above every route's limit, so a
 * route's own capped read answers 413 first; the adapter's cap is a backstop that fails the
 * stream, which a route would otherwise have to tell apart from a client that went away.
 */
export const ADAPTER_BODY_BYTES = LARGEST_BODY_BYTES + 1024 * 1024;

/** The body limit of a decoded, normalised request path. */
export function bodyLimitFor(urlPath: string): number {
  return Object.hasOwn(LARGE_BODY_ROUTES, urlPath) ? (LARGE_BODY_ROUTES[urlPath] ?? DEFAULT_BODY_BYTES) : DEFAULT_BODY_BYTES;
}
