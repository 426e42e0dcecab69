// The site's security headers, in one place: the Node server sends them, the build writes them
// into `_headers` for static hosts, and the nginx config includes the generated copy. The
// Content-Security-Policy's script-src and style-src (hashes of each page's inline scripts and
// styles) come from Astro per page; the other directives are these.
import type { AstroUserConfig } from 'astro';

type CspSetting = NonNullable<NonNullable<AstroUserConfig['security']>['csp']>;
/** What Astro's `security.csp.directives` takes. */
type CspDirectives = NonNullable<Extract<CspSetting, object>['directives']>;

/**
 * CSP directives beyond script-src/style-src (which Astro computes per page). Media, fonts,
 * connections (the beacons, Pagefind's index) and the manifest come from the site itself through
 * default-src alone: each page sends its policy uncompressed (HTTP/1.1) in its first round trip,
 * and their four "'self'" again cost 72 bytes that kept three long articles' styles out of it.
 */
export const CSP_DIRECTIVES: CspDirectives = [
  "default-src 'self'",
  "img-src 'self' data:",
  // The only third-party frame: the contact map, inserted when the visitor asks for it.
  'frame-src https://www.google.com/maps',
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * The policy of responses without a page-specific one (files, API answers, redirects). A script
 * file started as a Worker runs under its own response's policy: Pagefind's search worker
 * fetches the index (default-src 'self') and compiles its WebAssembly, hence 'wasm-unsafe-eval'
 * (WebAssembly only; 'unsafe-eval' stays off).
 */
export const FALLBACK_CSP = [...CSP_DIRECTIVES, "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'"].join('; ');

/** Headers every response carries, static or dynamic. */
export const BASELINE_HEADERS = Object.freeze({
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Everything the site never uses is denied; the map frame gets nothing either. Passkeys are the
  // site's own (the admin's sign-in), never a frame's.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(self), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(self), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
});

/** Cache-Control for content-hashed build assets (/_astro/…): cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control for HTML and other unhashed files: always revalidated (ETag → 304). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Cache-Control for admin pages, API answers and form results. */
export const NO_STORE = 'no-store';

/**
 * One spelling of a policy ("a b; c d"), so the Node server, nginx and _headers send the same
 * bytes whatever spacing Astro used.
 */
export function normalizePolicy(policy: string) {
  return policy
    .split(';')
    .map((d) => d.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join('; ');
}
