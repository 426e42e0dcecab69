import { describe, expect, it } from 'vitest';
import { headersFile } from '../../integrations/deploy-files.ts';
import { IMMUTABLE, REVALIDATE } from '../../src/server/http/security-headers.ts';

/**
 * A path pattern as Cloudflare Pages compiles it (workers-sdk asset-worker rules-engine.ts;
 * Netlify matches our patterns the same way): `*` is greedy over anything, `:name` is one
 * non-empty path segment, the rest is literal.
 */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** Every header a static host sends for `path`: all matching rules contribute, in file order. */
function headersFor(file: string, path: string): [string, string][] {
  const headers: [string, string][] = [];
  let matching = false;
  for (const line of file.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      matching = patternRegExp(line.trim()).test(path);
      continue;
    }
    const colon = line.indexOf(':');
    if (matching) headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return headers;
}

const valuesOf = (headers: [string, string][], name: string) => headers.filter(([n]) => n === name).map(([, v]) => v);

// The top of dist/client as the build leaves it.
const TOP_LEVEL_DIRS = ['_astro', 'blog', 'en', 'media', 'og', 'pagefind', 'services', 'vi'];
const file = headersFile("default-src 'self'", TOP_LEVEL_DIRS);

describe('_headers for static hosts', () => {
  it.each([
    ['/_astro/x.css', IMMUTABLE],
    ['/', REVALIDATE],
    ['/vi/blog/some-article', REVALIDATE],
    ['/vi', REVALIDATE],
    ['/blog', REVALIDATE],
    ['/favicon.svg', REVALIDATE],
    ['/pagefind/pagefind.js', REVALIDATE],
  ])('%s gets exactly one Cache-Control: %s', (path, cacheControl) => {
    expect(valuesOf(headersFor(file, path), 'cache-control')).toEqual([cacheControl]);
  });

  it.each(['/_astro/x.css', '/', '/vi/blog/some-article'])('%s gets the security headers once each', (path) => {
    const headers = headersFor(file, path);
    expect(valuesOf(headers, 'content-security-policy')).toEqual(["default-src 'self'"]);
    expect(valuesOf(headers, 'strict-transport-security')).toHaveLength(1);
  });

  it('stays within the 100 rules Cloudflare Pages reads', () => {
    const many = Array.from({ length: 97 }, (_, i) => `d${i}`);
    expect(() => headersFile("default-src 'self'", many)).toThrow(/100/);
    expect(() => headersFile("default-src 'self'", many.slice(1))).not.toThrow();
  });
});
