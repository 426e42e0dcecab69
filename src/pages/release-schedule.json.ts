import type { APIRoute } from 'astro';
import { releaseSchedule } from '../config/release-schedule';

/**
 * When this build goes stale: the moments the notice or the special hours change what the pages
 * show. The host reads it and rebuilds then. Not a page, so neither the sitemap nor the link
 * check lists it.
 */
export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(releaseSchedule(new Date()), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
