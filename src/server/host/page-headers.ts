// The headers our server adds: the security baseline on every response, each prerendered page's
// own Content-Security-Policy (Astro's hashes, from dist/_headers.json), a closed policy for
// anything else, and no-store for on-demand answers unless they say otherwise.
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { BASELINE_HEADERS, FALLBACK_CSP, NO_STORE, normalizePolicy } from '../http/security-headers.ts';
import { parseRedirects } from '../http/redirect-rules.ts';

/**
 * Page path → CSP, from the adapter's dist/_headers.json ([{ pathname, headers: [{ key, value }] }]).
 */
export function loadPageCsp(distDir: string): Map<string, string> {
  const file = path.join(distDir, '_headers.json');
  const map = new Map();
  if (!existsSync(file)) return map;
  for (const { pathname, headers } of JSON.parse(readFileSync(file, 'utf8'))) {
    const csp = headers.find((h: { key: string }) => h.key.toLowerCase() === 'content-security-policy');
    if (csp) map.set(pathname, normalizePolicy(csp.value));
  }
  return map;
}

/** @returns exact path → 301 target */
export function loadRedirects(clientDir: string): Map<string, string> {
  const file = path.join(clientDir, '_redirects');
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : new Map();
}

/**
 * The page path a static file's policy is filed under: "/blog/x" for blog/x/index.html,
 * "/404" for 404.html, "/" for index.html.
 * @param file path of the file relative to dist/client, with a leading slash
 */
export function pagePathOf(file: string) {
  const page = file.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return page === '' ? '/' : page;
}

export function setBaseline(res: ServerResponse) {
  for (const [name, value] of Object.entries(BASELINE_HEADERS)) res.setHeader(name, value);
}

/**
 * Defaults for answers from Astro's on-demand routes: no-store, and the closed fallback policy.
 * A route that sends its own Cache-Control or CSP (pages rendered on demand carry Astro's hashed
 * policy) overrides them: Node gives headers passed to writeHead precedence over setHeader's.
 */
export function setDynamicDefaults(res: ServerResponse) {
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('Content-Security-Policy', FALLBACK_CSP);
}
