// @ts-check
// The headers our server adds: the security baseline on every response, each prerendered page's
// own Content-Security-Policy (Astro's hashes, from dist/_headers.json), a closed policy for
// anything else, and no-store for on-demand answers unless they say otherwise.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BASELINE_HEADERS, FALLBACK_CSP, NO_STORE, normalizePolicy } from '../src/http/security-headers.mjs';
import { parseRedirects } from '../src/http/redirect-rules.mjs';

/**
 * Page path → CSP, from the adapter's dist/_headers.json ([{ pathname, headers: [{ key, value }] }]).
 * @param {string} distDir
 * @returns {Map<string, string>}
 */
export function loadPageCsp(distDir) {
  const file = path.join(distDir, '_headers.json');
  const map = new Map();
  if (!existsSync(file)) return map;
  for (const { pathname, headers } of JSON.parse(readFileSync(file, 'utf8'))) {
    const csp = headers.find((/** @type {{ key: string }} */ h) => h.key.toLowerCase() === 'content-security-policy');
    if (csp) map.set(pathname, normalizePolicy(csp.value));
  }
  return map;
}

/** @param {string} clientDir @returns {Map<string, string>} exact path → 301 target */
export function loadRedirects(clientDir) {
  const file = path.join(clientDir, '_redirects');
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : new Map();
}

/**
 * The page path a static file's policy is filed under: "/blog/x" for blog/x/index.html,
 * "/404" for 404.html, "/" for index.html.
 * @param {string} file path of the file relative to dist/client, with a leading slash
 */
export function pagePathOf(file) {
  const page = file.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return page === '' ? '/' : page;
}

/** @param {import('node:http').ServerResponse} res */
export function setBaseline(res) {
  for (const [name, value] of Object.entries(BASELINE_HEADERS)) res.setHeader(name, value);
}

/**
 * Defaults for answers from Astro's on-demand routes: no-store, and the closed fallback policy.
 * A route that sends its own Cache-Control or CSP (pages rendered on demand carry Astro's hashed
 * policy) overrides them: Node gives headers passed to writeHead precedence over setHeader's.
 * @param {import('node:http').ServerResponse} res
 */
export function setDynamicDefaults(res) {
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('Content-Security-Policy', FALLBACK_CSP);
}
