/**
 * A finished day becomes totals (issue 39): its events are totalled into insight_days once,
 * across servers (the rollup row is inserted first, in the same transaction: a second server's
 * insert conflicts and it leaves the day alone), its visitor hashes are emptied and its salt
 * deleted, so from then on nothing can tell one visitor from another. Events older than
 * EVENT_DAYS are deleted; the totals stay.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';
import { DAY_DIMENSIONS, dimensionTotals } from './dimensions';

/** Days raw events are kept (the 30). */
export const EVENT_DAYS = 30;

const DAY_MS = 86_400_000;
/** The calendar day `n` days before `day` ("YYYY-MM-DD"). */
export const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** Rolls up every day before `today` that has events and no totals yet; returns those days. */
export async function rollUpFinishedDays(db: Kysely<Database>, today: string, now: Date): Promise<string[]> {
  const pending = await db
    .selectFrom('insight_events')
    .select('day')
    .distinct()
    .where('day', '<', today)
    .where('day', 'not in', db.selectFrom('insight_rollups').select('day'))
    .execute();
  const done: string[] = [];
  for (const { day } of pending) {
    const rolled = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('insight_rollups')
        .values({ day, at: now.toISOString() })
        .onConflict((oc) => oc.column('day').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      for (const dimension of DAY_DIMENSIONS) {
        const { rows } = await dimensionTotals(dimension, [day]).execute(trx);
        if (rows.length === 0) continue;
        await trx
          .insertInto('insight_days')
          .values(rows.map((row) => ({ day, dimension, key: row.key, views: Number(row.views), visitors: Number(row.visitors) })))
          .execute();
      }
      await trx.updateTable('insight_events').set({ visitor: null }).where('day', '=', day).execute();
      return true;
    });
    if (rolled) done.push(day);
  }
  await db.deleteFrom('insight_salts').where('day', '<', today).execute();
  await db.deleteFrom('insight_events').where('day', '<', daysBefore(today, EVENT_DAYS - 1)).execute();
  return done;
}
