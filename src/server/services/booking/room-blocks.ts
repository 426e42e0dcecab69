import type { Kysely, Selectable } from 'kysely';
import { mostRoomsHeld, SPA_AVAILABILITY_FACTS, type AvailabilityFacts } from '../../../booking/availability';
import type { RoomBlockRequest } from '../../../booking/room-block';
import type { RoomBlockTable } from '../../data/room-block-tables';
import type { Database } from '../../data/schema';
import { daysToRead, lockDays, occupancyOn, readHoldings } from './occupancy';
import { isPostgres } from './store';

export type RoomBlock = Selectable<RoomBlockTable>;

export interface AddedBlock {
  id: number;
  /**
   * How many of the bookings already holding that kind's rooms during the block are left without
   * one (0 when the rooms left take them all): the owner is told to move or call them.
   */
  short: number;
}

/**
 * Sets a room block in a transaction that holds the day (lockDays, as every room taker does), so
 * a booking racing it either is counted in `short` or sees the block and is refused.
 */
export async function addRoomBlock(db: Kysely<Database>, block: RoomBlockRequest, by: string, now: Date, facts: AvailabilityFacts = SPA_AVAILABILITY_FACTS): Promise<AddedBlock> {
  return db.transaction().execute(async (trx) => {
    const days = daysToRead([block.date], facts);
    await lockDays(trx, days, isPostgres(db));
    const occupancy = occupancyOn(await readHoldings(trx, days), block.date, facts);
    const held = mostRoomsHeld(occupancy, block.room, block.date, block.time, block.minutes, facts.cleaningGapMinutes);
    const rooms = facts.rooms.find((r) => r.id === block.room)?.count ?? 0;
    const { id } = await trx
      .insertInto('room_blocks')
      .values({ created_at: now.toISOString(), created_by: by, ...block })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(id), short: Math.max(0, held + block.count - rooms) };
  });
}

/** The blocks of `today` and after, soonest first. */
export async function upcomingRoomBlocks(db: Kysely<Database>, today: string): Promise<RoomBlock[]> {
  const rows = await db.selectFrom('room_blocks').selectAll().where('date', '>=', today).orderBy('date').orderBy('time').orderBy('id').execute();
  // PostgreSQL hands a bigint back as a string.
  return rows.map((r) => ({ ...r, id: Number(r.id), count: Number(r.count), minutes: Number(r.minutes) }));
}

/** Removes a block; the removed row, or undefined when there was none (removed already). */
export async function removeRoomBlock(db: Kysely<Database>, id: number): Promise<RoomBlock | undefined> {
  const row = await db.deleteFrom('room_blocks').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? { ...row, id: Number(row.id), count: Number(row.count), minutes: Number(row.minutes) } : undefined;
}
