import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';
import { VISITOR_EMAIL } from './routing';

/**
 * Mails to visitors' addresses, all visitors together, in any sliding hour. A spa answers a few
 * dozen requests a day, so a busy hour of answers stays well under it; past it, something is
 * writing through us (a script flooding the form with strangers' addresses, answered in bulk),
 * and our mail server's reputation is the owner's too. The rest wait for the next hour, in order,
 * and none is lost: the visitor also has the status link, so a late mail costs little.
 */
export const VISITOR_MAILS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Called right after a worker claimed a visitor mail, which set its `attempted_at` to `now`.
 * Counts the visitor mails begun in the last hour from the outbox that every server shares; past
 * the cap the row is held (not failed, its attempts untouched) until enough of them have left the
 * hour, and true is returned.
 *
 * Why the count comes after the claim: two servers that counted first could each see room for the
 * same last mail. Counting after one's own claim is committed, the server whose claim came last
 * sees every other claim, so the mails sent never exceed the cap (two servers at the very edge may
 * both hold, which only delays a mail).
 */
export async function holdPastCap(db: Kysely<Database>, outboxId: number, now: Date): Promise<boolean> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const begun = await db
    .selectFrom('outbox')
    .select(['id', 'attempted_at'])
    .where('channel', '=', VISITOR_EMAIL)
    .where('attempted_at', '>', hourAgo)
    .orderBy('attempted_at')
    .orderBy('id')
    .execute();
  if (begun.length <= VISITOR_MAILS_PER_HOUR) return false;
  // This one fits once all but VISITOR_MAILS_PER_HOUR - 1 of the others have left the hour.
  const others = begun.filter((row) => Number(row.id) !== outboxId);
  const leaving = others[others.length - VISITOR_MAILS_PER_HOUR]?.attempted_at ?? now.toISOString();
  await db
    .updateTable('outbox')
    .set({
      attempted_at: null,
      next_attempt_at: new Date(new Date(leaving).getTime() + HOUR_MS).toISOString(),
      last_error: `held: ${VISITOR_MAILS_PER_HOUR} mails to visitors in the last hour`,
    })
    .where('id', '=', outboxId)
    .execute();
  return true;
}
