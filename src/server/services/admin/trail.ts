import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';

/**
 * The trail (admin_trail): what a row records and the one way to add one. Reading it (the
 * owner's page, its filters, the CSV) is ./trail-read.ts, kept apart so that whatever records a
 * row (`npm run admin:invite` among them) loads no more than this.
 *
 * What a trail row records. A studio write is named by its route's declaration
 * (src/server/web/admin/admin-routes.ts), so a new route cannot act without leaving a row.
 */
export const TRAIL_KINDS = [
  'sign-in',
  'sign-out',
  'booking.move',
  'booking.export',
  'booking.enter',
  'room.block',
  'room.unblock',
  'newsletter.export',
  'trail.export',
  'insights.export',
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
  'session.refused',
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

/** Longest subject (and actor) kept: a slug, a document id, a booking reference and its move. */
export const MAX_SUBJECT = 120;

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
