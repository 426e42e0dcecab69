import { listTrail, parseTrailFilter, trailActors, trailCsv } from '../../services/admin/trail';
import { getDb } from '../runtime';

/** What the trail page (/admin/trail) shows for its address: the rows its filters select, newest first, and everyone it names. */
export async function loadTrail(url: URL) {
  const filter = parseTrailFilter(url);
  const { db } = await getDb();
  const [rows, actors] = await Promise.all([listTrail(db, filter), trailActors(db)]);
  return { filter, actors, rows: rows.map((row) => ({ ...row, id: Number(row.id) })) };
}

/** The rows the filters select, as CSV (every one, not only the page's). */
export async function trailForExport(url: URL): Promise<string> {
  const { db } = await getDb();
  return trailCsv(await listTrail(db, parseTrailFilter(url), 100_000));
}
