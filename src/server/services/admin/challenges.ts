import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';

/**
 * One-time values the server hands out and takes back once, in the database every server
 * shares: a WebAuthn challenge (a sign-in, a new passkey for an account or an invite), the step
 * between a right password and its one-time code, a Telegram linking code. Only a hash is kept.
 */
export const CHALLENGE_PURPOSES = ['passkey-sign-in', 'passkey-add', 'passkey-invite', 'second-factor', 'telegram-link'] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];

/** How long each stays good. */
export const CHALLENGE_MINUTES: Readonly<Record<ChallengePurpose, number>> = {
  'passkey-sign-in': 5,
  'passkey-add': 5,
  'passkey-invite': 5,
  'second-factor': 5,
  'telegram-link': 10,
};

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** A random value for `subject` (base64url, or `token` when the caller made it: a WebAuthn challenge). */
export async function createChallenge(
  db: Kysely<Database>,
  purpose: ChallengePurpose,
  subject: string,
  { payload, token = randomBytes(24).toString('base64url'), now = new Date() }: { payload?: unknown; token?: string; now?: Date } = {},
): Promise<string> {
  // Rare writes: each clears the ones that can no longer be taken.
  await db.deleteFrom('admin_challenges').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('admin_challenges')
    .values({
      id: hashOf(token),
      purpose,
      subject,
      payload: payload === undefined ? null : JSON.stringify(payload),
      expires_at: new Date(now.getTime() + CHALLENGE_MINUTES[purpose] * 60_000).toISOString(),
    })
    .execute();
  return token;
}

export interface Challenge {
  subject: string;
  payload: unknown;
}

const MAX_TOKEN_LENGTH = 200;

/** Looks at a live challenge without using it up (the second factor: a wrong code may be retried). */
export async function peekChallenge(db: Kysely<Database>, purpose: ChallengePurpose, token: string | undefined, now = new Date()): Promise<Challenge | undefined> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  const row = await db
    .selectFrom('admin_challenges')
    .select(['subject', 'payload'])
    .where('id', '=', hashOf(token))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? { subject: row.subject, payload: row.payload === null ? undefined : (JSON.parse(row.payload) as unknown) } : undefined;
}

/**
 * Uses a challenge up: of two requests presenting the same one, exactly one gets it (the row is
 * deleted, and only the request whose delete removed it goes on).
 */
export async function takeChallenge(db: Kysely<Database>, purpose: ChallengePurpose, token: string | undefined, now = new Date()): Promise<Challenge | undefined> {
  const found = await peekChallenge(db, purpose, token, now);
  if (!found || !token) return undefined;
  const result = await db.deleteFrom('admin_challenges').where('id', '=', hashOf(token)).where('purpose', '=', purpose).executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? found : undefined;
}
