import type { APIRoute } from 'astro';
import { sql } from 'kysely';
import { getDb } from '../server/web/runtime';

export const prerender = false;

/**
 * For load balancers and monitors: 200 when the database answers a query, 503 when it does not.
 * Never cached; says which database, never where it is.
 */
export const GET: APIRoute = async () => {
  const started = performance.now();
  try {
    const { db, dialect } = await getDb();
    await sql`select 1`.execute(db);
    return Response.json(
      { status: 'ok', database: dialect, ms: Math.round(performance.now() - started) },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    console.error(`healthz: database check failed: ${(error as Error).message}`);
    return Response.json({ status: 'error', database: 'unreachable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
};
