// Where the recorder's batches are written (issue 39). On SQLite, on a thread with a connection of
// its own (./write-thread.ts): node:sqlite answers synchronously, so a batch written through the
// server's connection held the thread that answers bookings for its inserts and its commit. On
// PostgreSQL, through the server's pool: its driver is asynchronous already, and the server's
// thread only waits.
import type { Kysely } from 'kysely';
import type { Db } from '../../data/connect';
import type { Database } from '../../data/schema';
import type { EventWriter } from './recorder';
import { threadWriter } from './write-thread';

/** The rows of one insert statement: 500 rows of 14 columns stay under every driver's limit on parameters. */
export const ROWS_PER_INSERT = 500;

/** Writes through a Kysely instance, on the thread that calls it. */
export function kyselyWriter(db: Kysely<Database>): EventWriter {
  return {
    async write(events) {
      if (events.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
          await trx.insertInto('insight_events').values(events.slice(start, start + ROWS_PER_INSERT)).execute();
        }
      });
    },
    close: () => Promise.resolve(),
  };
}

/** The writer for the server's database: its own thread on SQLite, the shared pool on PostgreSQL. */
export function eventWriterFor(database: Pick<Db, 'db' | 'sqliteFile'>): EventWriter {
  return database.sqliteFile ? threadWriter(database.sqliteFile) : kyselyWriter(database.db);
}
