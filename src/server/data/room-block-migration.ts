import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './dialect';

/**
 * The owner's own bookings and room blocks (issue 38): where a booking came from (`source`: the
 * site's form, a phone call, a walk-in; every row before is the site's), and the rooms the owner
 * takes out of use for a while (a repair), which hold rooms like a booking
 * (src/server/services/booking/occupancy.ts reads them by day, over their date index).
 */
export function roomBlockMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('bookings').addColumn('source', 'text', (c) => c.notNull().defaultTo('site')).execute();
      const id = dialect === 'sqlite' ? sql`integer primary key autoincrement` : sql`bigserial primary key`;
      await sql`create table room_blocks (
        id ${id},
        created_at text not null,
        created_by text not null,
        room text not null,
        count integer not null check (count > 0),
        date text not null,
        time text not null,
        minutes integer not null check (minutes > 0),
        reason text not null
      )`.execute(db);
      await sql`create index room_blocks_date on room_blocks (date)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table room_blocks`.execute(db);
      await db.schema.alterTable('bookings').dropColumn('source').execute();
    },
  };
}
