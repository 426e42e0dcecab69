import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';
import { toCsv } from './csv';

/**
 * What a trail row records. A studio write is named by its route's declaration
 * (src/server/web/admin/admin-routes.ts), so a new route cannot act without leaving a row.
 */
export const TRAIL_KINDS = [
  'sign-in',
  'sign-out',
  'booking.move',
  'booking.export',
  'newsletter.export',
  'trail.export',
  'studio.document',
  'studio.discard',
  'studio.article',
  'studio.photo',
  'studio.gallery',
  'studio.tag',
  'publish',
  'restore',
  'account.create',
  'account.change',
  'account.language',
  'invite.create',
  'invite.revoke',
  'session.end',
  'passkey.add',
  'passkey.remove',
  'recovery.renew',
  'telegram.link',
  'access.denied',
] as const;
export type TrailKind = (typeof TRAIL_KINDS)[number];

/** Whether it was done: `refused` when the server said no (a check, a conflict), `failed` for a wrong password. */
export const TRAIL_OUTCOMES = ['ok', 'refused', 'failed'] as const;
export type TrailOutcome = (typeof TRAIL_OUTCOMES)[number];

export interface TrailEntry {
  actor: string;
  kind: TrailKind;
  subject?: string | undefined;
  outcome: TrailOutcome;
  /** The client key (src/server/web/client.ts); its first 8 characters are kept. */
  client?: string | undefined;
  at?: Date;
}

/** The actor of a sign-in that failed: no one is signed in to name. */
export const SIGNED_OUT = '—';

/** Longest subject kept: a slug, a document id, a booking reference and its move. */
const MAX_SUBJECT = 120;

/** Adds one row. The trail is kept: no code deletes from it. */
export async function recordTrail(db: Kysely<Database>, entry: TrailEntry): Promise<void> {
  await db
    .insertInto('admin_trail')
    .values({
      at: (entry.at ?? new Date()).toISOString(),
      actor: entry.actor.slice(0, MAX_SUBJECT),
      kind: entry.kind,
      subject: entry.subject === undefined ? null : entry.subject.slice(0, MAX_SUBJECT),
      outcome: entry.outcome,
      client: entry.client === undefined ? null : entry.client.slice(0, 8),
    })
    .execute();
}

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
