// The one reading of a request's path that every decision (redirects, routing, static files,
// caching) is made on: decoded once, backslashes as slashes (as browsers treat them), empty and
// "." segments dropped, ".." resolved, and refused when it would climb out of the root. Linear
// in the path's length: no regular expression sees the raw path.

/** Longer paths are refused before anything else reads them (no page has a path near this). */
export const MAX_PATH_LENGTH = 2048;

export interface RequestPath {
  /** Decoded, starts with "/" and has no empty, "." or ".." segment. */
  path: string;
  /** The raw path ended in a separator (after more than the root). */
  trailingSlash: boolean;
}

/** @param rawPath the request target's path, without the query */
export function parseRequestPath(rawPath: string): RequestPath | 'bad' | 'too-long' {
  if (rawPath.length > MAX_PATH_LENGTH) return 'too-long';
  if (!rawPath.startsWith('/')) return 'bad';
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'bad';
  }
  if (decoded.includes('\0')) return 'bad';
  const segments: string[] = [];
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
export function encodePath(path: string) {
  return path.split('/').map(encodeURIComponent).join('/');
}
