import type { Generated } from 'kysely';

/**
 * Rooms the owner took out of use for a while (a repair): `count` rooms of the kind `room` from
 * `date` `time` for `minutes`, within that day. Removing a block deletes its row; the trail keeps
 * who set and removed it.
 */
export interface RoomBlockTable {
  id: Generated<number>;
  created_at: string;
  /** Who set it: the admin person's label ("Minh (front-desk)"). */
  created_by: string;
  /** A room kind's id (`rooms` in spa.yaml). */
  room: string;
  count: number;
  /** "YYYY-MM-DD" and "HH:MM", Asia/Ho_Chi_Minh. */
  date: string;
  time: string;
  /** Its length: it holds its rooms for exactly this long (no cleaning gap after it). */
  minutes: number;
  /** The owner's words ("shower repair"), one line. */
  reason: string;
}

export interface RoomBlockTables {
  room_blocks: RoomBlockTable;
}
