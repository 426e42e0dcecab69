import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
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
  const name = `${prefix.replace(/\W/g, '_')}${randomBytes(6).toString('hex')}`.toLowerCase();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const db = await openTestDatabase(prefix, url.href);
  return {
    ...db,
    close: async () => {
      await db.close();
      await admin(`drop database if exists ${name}`);
    },
  };
}
