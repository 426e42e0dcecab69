// What a new connection carries in its first round trip, and what a page's response head weighs,
// for the build's choice to put a page's stylesheets in the page (integrations/inline-stylesheets.ts)
// and the test that checks it (tests/e2e/first-load.test.ts).
import { BASELINE_HEADERS, REVALIDATE } from './security-headers.ts';

/** TCP's initial window: 10 segments of 1,460 bytes. A response over it takes a second round trip. */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * The bytes of a page's status line and headers as our server sends them (HTTP/1.1, Brotli): the
 * headers every response carries, the page's own policy, and the per-response ones at their
 * longest (a date is always 29 characters, an ETag of a size under 1 MB at most this long).
 * @param csp the page's Content-Security-Policy
 * @param bodyBytes the compressed body's length
 */
export function responseHeadBytes(csp: string, bodyBytes: number) {
  const headers: [string, string][] = [
    ...Object.entries(BASELINE_HEADERS),
    ['Content-Security-Policy', csp],
    ['Content-Type', 'text/html; charset=utf-8'],
    ['Cache-Control', REVALIDATE],
    ['Vary', 'Accept-Encoding'],
    ['Content-Encoding', 'br'],
    ['ETag', '"xxxxxxxx-xxxxx-br"'],
    ['Content-Length', String(bodyBytes)],
    ['Date', 'Sun, 29 Nov 2026 02:41:26 GMT'],
    ['Connection', 'keep-alive'],
    ['Keep-Alive', 'timeout=5'],
  ];
  const head = `HTTP/1.1 200 OK\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`;
  return Buffer.byteLength(head);
}
