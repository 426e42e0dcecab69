// @ts-check
// The one reading of a request's path that every decision (redirects, routing, static files,
// caching) is made on: decoded once, backslashes as slashes (as browsers treat them), empty and
// "." segments dropped, ".." resolved, and refused when it would climb out of the root. Linear
// in the path's length: no regular expression sees the raw path.

/** Longer paths are refused before anything else reads them (no page has a path near this). */
export const MAX_PATH_LENGTH = 2048;

/**
 * @typedef {{ path: string, trailingSlash: boolean }} RequestPath
 *   `path` is decoded, starts with "/" and has no empty, "." or ".." segment; `trailingSlash`
 *   says the raw path ended in a separator (after more than the root)
 */

/**
 * @param {string} rawPath the request target's path, without the query
 * @returns {RequestPath | 'bad' | 'too-long'}
 */
export function parseRequestPath(rawPath) {
  if (rawPath.length > MAX_PATH_LENGTH) return 'too-long';
  if (!rawPath.startsWith('/')) return 'bad';
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'bad';
  }
  if (decoded.includes('\0')) return 'bad';
  /** @type {string[]} */
  const segments = [];
  for (const segment of decoded.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return 'bad';
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const last = decoded.at(-1);
  return { path: `/${segments.join('/')}`, trailingSlash: segments.length > 0 && (last === '/' || last === '\\') };
}

/** The path as it goes into a Location header: each segment percent-encoded, one slash between. */
export function encodePath(/** @type {string} */ path) {
  return path.split('/').map(encodeURIComponent).join('/');
}
