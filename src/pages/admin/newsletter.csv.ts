import type { APIRoute } from 'astro';
import { newsletterCsv } from '../../server/services/admin/csv';
import { NO_STORE } from '../../server/web/admin/session';
import { getDb } from '../../server/web/runtime';

export const prerender = false;

/** Every newsletter sign-up as CSV. */
export const GET: APIRoute = async () =>
  new Response(await newsletterCsv((await getDb()).db), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="newsletter.csv"', ...NO_STORE },
  });
