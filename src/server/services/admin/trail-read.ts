// Reading the trail (./trail.ts): the owner's filters, the rows they select, everyone named, the CSV.
import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';
import { toCsv } from './csv';
import { MAX_SUBJECT, TRAIL_KINDS, type TrailKind } from './trail';

export interface TrailFilter {
  actor?: string | undefined;
  kind?: TrailKind | undefined;
}

/** `?actor=&kind=` as a filter: a kind from TRAIL_KINDS, an actor of at most 120 characters. */
export function parseTrailFilter(url: URL): TrailFilter {
  const actor = url.searchParams.get('actor') ?? '';
  const kind = url.searchParams.get('kind') ?? '';
  return {
    actor: actor !== '' && actor.length <= MAX_SUBJECT ? actor : undefined,
    kind: (TRAIL_KINDS as readonly string[]).includes(kind) ? (kind as TrailKind) : undefined,
  };
}

/** The rows the filter selects, newest first. */
export function listTrail(db: Kysely<Database>, filter: TrailFilter, limit = 300) {
  let query = db.selectFrom('admin_trail').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit);
  if (filter.actor) query = query.where('actor', '=', filter.actor);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  return query.execute();
}

/** Everyone the trail names, for the filter's choices. */
export async function trailActors(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('admin_trail').select('actor').distinct().orderBy('actor').execute();
  return rows.map((r) => r.actor);
}

/** The rows as CSV for a spreadsheet. */
export function trailCsv(rows: ReadonlyArray<{ id: number | string; at: string; actor: string; kind: string; subject: string | null; outcome: string; client: string | null }>): string {
  return toCsv([['id', 'at', 'actor', 'kind', 'subject', 'outcome', 'client'], ...rows.map((r) => [Number(r.id), r.at, r.actor, r.kind, r.subject, r.outcome, r.client])]);
}
