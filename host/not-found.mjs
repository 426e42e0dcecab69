// @ts-check
// Chooses the not-found page for a request path, the same way nginx and static hosts do: a
// path with no static file and no server route gets its locale's 404 page (the article-not-found
// page under /blog/), answered with status 404.

/** Locales served under a prefix; Korean is at the root. Mirrors src/i18n/locales.ts. */
export const PREFIXED_LOCALES = ['vi', 'en'];

/**
 * Paths answered by server code rather than files. Everything else is a prerendered file.
 * Astro's own on-demand endpoints (/_image, /_server-islands, /_actions) are deliberately absent:
 * every image is made at build time and nothing uses islands or actions, and one on-demand AVIF
 * costs seconds of CPU, so in production they answer 404 like any unknown path.
 */
export const ON_DEMAND_PREFIXES = ['/api', '/booking', '/vi/booking', '/en/booking', '/newsletter', '/vi/newsletter', '/en/newsletter', '/admin', '/healthz'];

/**
 * The built 404 page (relative to dist/client) for a path with nothing to serve.
 * @param {string} urlPath
 */
export function notFoundPageFor(urlPath) {
  const [, first = '', second = ''] = urlPath.split('/');
  const prefixed = PREFIXED_LOCALES.includes(first);
  const section = prefixed ? second : first;
  const base = prefixed ? `${first}/` : '';
  if (section === 'blog') return `${base}blog/404/index.html`;
  return prefixed ? `${base}404/index.html` : '404.html';
}

/**
 * The 404 pages are files too, but asking for them by name must still answer 404.
 * @param {string} urlPath
 */
export function isNotFoundPagePath(urlPath) {
  return /\/404(?:\.html|\/index\.html)?\/?$/.test(urlPath);
}

/** @param {string} urlPath */
export function isOnDemandPath(urlPath) {
  return ON_DEMAND_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`));
}
