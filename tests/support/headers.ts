import { expect } from 'vitest';

/**
 * The header set every response must carry (production readiness §1), from our Node server or
 * from nginx: a CSP without unsafe script sources and with the four fixed directives, HSTS of at
 * least a year with subdomains, nosniff, the referrer policy, a Permissions-Policy denying what
 * the site does not use, and COOP.
 */
export function expectSecurityHeaders(headers: Headers, where = 'response') {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, `${where}: CSP`).not.toBe('');
  expect(csp, `${where}: script-src`).toMatch(/script-src 'self'/);
  expect(csp, `${where}: unsafe sources`).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
    expect(csp.replace(/;\s*/g, '; '), `${where}: ${directive}`).toContain(directive);
  }
  const hsts = headers.get('strict-transport-security') ?? '';
  expect(hsts, where).toMatch(/^max-age=(\d+); includeSubDomains$/);
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy'), where).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers.get('cross-origin-opener-policy'), where).toBe('same-origin');
}
