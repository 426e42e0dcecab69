import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOwnDatabase } from '../../scripts/lib/own-database';
import { openDatabase, type Db } from '../../src/server/data/connect';

/**
 * The databases a store test runs on: SQLite always, PostgreSQL too when DATABASE_URL is set
 * (CI starts one), for `describe.each(DATABASE_TARGETS)`.
 */
export const DATABASE_TARGETS = [
  { name: 'sqlite', databaseUrl: undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres', databaseUrl: process.env.DATABASE_URL }] : []),
];

/** A test database; `reopen()` opens it again on a connection of its own, as another server (or the same one after a restart) does. */
export type TestDb = Db & { reopen: () => Promise<Db> };

/**
 * A database in a fresh temporary folder (named `prefix…`), or on `databaseUrl`; its `close()`
 * also deletes the folder, so a test file leaves nothing behind (close what `reopen()` opened first).
 */
export async function openTestDatabase(prefix: string, databaseUrl?: string): Promise<TestDb> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const db = await openDatabase({ dataDir: dir, databaseUrl });
  return {
    ...db,
    reopen: () => openDatabase({ dataDir: dir, databaseUrl }),
    close: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Like openTestDatabase, but on PostgreSQL in a database of its own, made on `databaseUrl`'s
 * server and dropped at `close()`: for tests that count rows, which another file clearing the
 * shared tables at the same moment would upset.
 */
export async function openOwnTestDatabase(prefix: string, databaseUrl?: string): Promise<TestDb> {
  if (!databaseUrl) return openTestDatabase(prefix, undefined);
  const own = await createOwnDatabase(databaseUrl, prefix);
  const db = await openTestDatabase(prefix, own.url);
  return {
    ...db,
    close: async () => {
      await db.close();
      await own.drop();
    },
  };
}
