import type { APIRoute } from 'astro';
import { NO_STORE } from '../../server/web/admin/session';
import { trailForExport } from '../../server/web/admin/trail-list';

export const prerender = false;

/** The activity log of the page's filters as CSV. */
export const GET: APIRoute = async ({ url }) =>
  new Response(await trailForExport(url), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="activity-log.csv"', ...NO_STORE },
  });
