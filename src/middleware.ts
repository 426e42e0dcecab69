import { defineMiddleware } from 'astro:middleware';
import { encodeHtml } from './server/http/html-encoding';
import { moveIslandStyleToHead } from './utils/island-style';

/**
 * Runs for every page Astro renders: the prerendered ones at build time and the on-demand ones
 * (the booking and newsletter pages and their no-JavaScript answers, the admin). It moves Astro's
 * island `<style>` out of `<body>` (see src/utils/island-style.ts) so every page is valid HTML,
 * and compresses an on-demand page for the browser (src/server/http/html-encoding.ts; the build
 * compresses the prerendered ones itself).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = moveIslandStyleToHead(await response.text());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const encoded = context.isPrerendered ? undefined : encodeHtml(html, context.request.headers.get('accept-encoding'));
  if (!encoded) return new Response(html, { status: response.status, statusText: response.statusText, headers });
  headers.set('Content-Encoding', encoded.encoding);
  headers.append('Vary', 'Accept-Encoding');
  return new Response(encoded.body, { status: response.status, statusText: response.statusText, headers });
});
