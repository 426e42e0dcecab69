import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The visitor's own change of time (issue 38): the time a visitor asked for from the status page,
 * waiting for the owner's answer (`change_date`, `change_time`; null when none is). A pending ask
 * holds a room at the time asked as well as at the booking's own time
 * (src/server/services/booking/occupancy.ts), so the room check reads it by day: its partial index
 * holds the few pending asks alone.
 */
export const changeAskMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('bookings').addColumn('change_date', 'text').execute();
    await db.schema.alterTable('bookings').addColumn('change_time', 'text').execute();
    await sql`create index bookings_change_date on bookings (change_date) where change_date is not null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('bookings_change_date').execute();
    await db.schema.alterTable('bookings').dropColumn('change_time').execute();
    await db.schema.alterTable('bookings').dropColumn('change_date').execute();
  },
};
