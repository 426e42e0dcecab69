import type { APIRoute } from 'astro';
import { NO_STORE } from '../../server/web/admin/session';
import { toCsv } from '../../server/services/admin/csv';
import { getDb } from '../../server/web/runtime';

export const prerender = false;

export const GET: APIRoute = async () => {
  const { db } = await getDb();
  const rows = await db.selectFrom('newsletter').selectAll().orderBy('id', 'desc').execute();
  const csv = toCsv([['id', 'created_at', 'email', 'locale'], ...rows.map((r) => [Number(r.id), r.created_at, r.email, r.locale])]);
  return new Response(csv, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="newsletter.csv"', ...NO_STORE },
  });
};
