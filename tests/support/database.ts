import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../src/backend/db/connect';

/**
 * The databases a store test runs on: SQLite always, PostgreSQL too when DATABASE_URL is set
 * (CI starts one), for `describe.each(DATABASE_TARGETS)`.
 */
export const DATABASE_TARGETS = [
  { name: 'sqlite', databaseUrl: undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres', databaseUrl: process.env.DATABASE_URL }] : []),
];

/**
 * A database in a fresh temporary folder (named `prefix…`), or on `databaseUrl`; its `close()`
 * also deletes the folder, so a test file leaves nothing behind.
 */
export async function openTestDatabase(prefix: string, databaseUrl?: string): Promise<Db> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const db = await openDatabase({ dataDir: dir, databaseUrl });
  return {
    ...db,
    close: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
