// Chooses the not-found page for a request path, the same way nginx and static hosts do: a
// path with no static file and no server route gets its locale's 404 page (the article-not-found
// page under /blog/), answered with status 404.
import { PREFIXED_LOCALES } from '../http/on-demand-routes.ts';

/** The built 404 page (relative to dist/client) for a path with nothing to serve. */
export function notFoundPageFor(urlPath: string): string {
  const [, first = '', second = ''] = urlPath.split('/');
  const prefixed = (PREFIXED_LOCALES as readonly string[]).includes(first);
  const section = prefixed ? second : first;
  const base = prefixed ? `${first}/` : '';
  if (section === 'blog') return `${base}blog/404/index.html`;
  return prefixed ? `${base}404/index.html` : '404.html';
}

/** The 404 pages are files too, but asking for them by name must still answer 404. */
export function isNotFoundPagePath(urlPath: string): boolean {
  return /\/404(?:\.html|\/index\.html)?\/?$/.test(urlPath);
}
