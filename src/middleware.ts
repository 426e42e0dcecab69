import { defineMiddleware } from 'astro:middleware';
import { moveIslandStyleToHead } from './utils/island-style';

/**
 * Runs for every page Astro renders: the prerendered ones at build time and the on-demand ones
 * (the no-JavaScript booking answer, the admin). It only moves Astro's island `<style>` out of
 * `<body>` (see src/utils/island-style.ts) so every page is valid HTML.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const fixed = moveIslandStyleToHead(html);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(fixed, { status: response.status, statusText: response.statusText, headers });
});
