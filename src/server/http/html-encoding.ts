// Pages rendered on request (the booking and newsletter pages, the admin) leave the server
// compressed when the browser accepts it, as the build's .br copies do for the prerendered pages:
// the booking page's 24 KB of HTML took two more round trips than its 6 KB compressed on a
// phone's first connection. nginx passes an encoded answer through unchanged.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { accepts } from './accept-encoding.ts';

export type HtmlEncoding = 'br' | 'gzip';

/** Below this a compressed answer saves no round trip. */
const MIN_BYTES = 1024;

/** Brotli's quality for a page made per request: near its best size at a few milliseconds. */
const BROTLI_QUALITY = 5;

/** The encoding to send for an Accept-Encoding header: Brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | null | undefined): HtmlEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (accepts(acceptEncoding, 'br')) return 'br';
  if (accepts(acceptEncoding, 'gzip')) return 'gzip';
  return undefined;
}

/** The page compressed for the browser, or undefined when it accepts no encoding we make or the page is tiny. */
export function encodeHtml(html: string, acceptEncoding: string | null | undefined): { body: Uint8Array<ArrayBuffer>; encoding: HtmlEncoding } | undefined {
  const encoding = chooseEncoding(acceptEncoding);
  const bytes = Buffer.from(html, 'utf8');
  if (!encoding || bytes.length < MIN_BYTES) return undefined;
  const body =
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        })
      : gzipSync(bytes, { level: 6 });
  // A copy of its own: a Response takes a view of a plain ArrayBuffer, not of Node's shared pool.
  return { body: new Uint8Array(body), encoding };
}
