import { defineMiddleware } from 'astro:middleware';
import { encodeHtml } from './server/http/html-encoding';
import { preferredLocale } from './i18n/accept-language';
import { isAdminPattern } from './server/web/admin/admin-routes';
import { adminGate, recordAdminAction } from './server/web/admin/gate';
import { NO_STORE } from './server/web/admin/session';
import { moveIslandStyleToHead } from './utils/island-style';

/**
 * Runs for every page Astro renders: the prerendered ones at build time and the on-demand ones
 * (the booking and newsletter pages and their no-JavaScript answers, the admin).
 * - Every admin route passes the one admin gate first (src/server/web/admin/gate.ts: switched on,
 *   declared in admin-routes.ts, signed in, allowed), which hands the route `locals.admin`; after
 *   the route answered, what it did goes into the trail (who, what, to what, how it ended), and
 *   the answer is marked never to be cached nor indexed.
 * - It moves Astro's island `<style>` out of `<body>` (see src/utils/island-style.ts) so every
 *   page is valid HTML, and compresses an on-demand page for the browser
 *   (src/server/http/html-encoding.ts; the build compresses the prerendered ones itself).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const admin = !context.isPrerendered && isAdminPattern(context.routePattern);
  if (admin) {
    context.locals.browserLocale = preferredLocale(context.request.headers.get('accept-language'));
    const verdict = await adminGate(context);
    if (verdict instanceof Response) return verdict;
    context.locals.admin = verdict.admin;
  }
  const response = await next();
  if (admin) await recordAdminAction(context, response);
  const html = response.headers.get('content-type')?.startsWith('text/html');
  if (!html && !admin) return response;
  const headers = new Headers(response.headers);
  // Every admin answer, page, file or JSON, is never cached nor indexed.
  if (admin) {
    for (const [name, value] of Object.entries(NO_STORE)) headers.set(name, value);
    headers.append('Vary', 'Accept-Language');
  }
  if (!html) return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  const text = moveIslandStyleToHead(await response.text());
  headers.delete('content-length');
  const encoded = context.isPrerendered ? undefined : encodeHtml(text, context.request.headers.get('accept-encoding'));
  if (!encoded) return new Response(text, { status: response.status, statusText: response.statusText, headers });
  headers.set('Content-Encoding', encoded.encoding);
  headers.append('Vary', 'Accept-Encoding');
  return new Response(encoded.body, { status: response.status, statusText: response.statusText, headers });
});
