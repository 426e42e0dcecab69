import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrations, type Dialect } from './migrations';
import type { Database } from './schema';
import { openSqlite } from './sqlite-driver';
import { SqliteDialectWithLockWait } from './sqlite-lock-wait';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file, for a connection of its own on another thread (the counter's writes); absent on PostgreSQL. */
  sqliteFile?: string | undefined;
  close: () => Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent, SQLite under dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite: how long a write waits for another process's lock (default 5 s) before it is refused. */
  lockWaitMs?: number | undefined;
}

/** Opens the database (SQLite by default, PostgreSQL with DATABASE_URL) and applies migrations. */
export async function openDatabase(options: DbOptions): Promise<Db> {
  let db: Kysely<Database>;
  let dialect: Dialect;
  let sqliteFile: string | undefined;
  if (options.databaseUrl) {
    dialect = 'postgres';
    // pg returns int8 and count(*) as strings; ids are read through Number() where used.
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }) }) });
  } else {
    dialect = 'sqlite';
    sqliteFile = privateDatabaseFile(options.dataDir);
    db = new Kysely<Database>({ dialect: new SqliteDialectWithLockWait(openSqlite(sqliteFile), options.lockWaitMs) });
  }
  // Migrations are independent of each other, and work done side by side lands in any order: a
  // database that already ran a later-named one still takes an earlier one that arrives after it.
  const { error, results } = await new Migrator({ db, provider: migrations(dialect), allowUnorderedMigrations: true }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error(`Database migration failed: ${String(error)}`);
  }
  for (const r of results ?? []) if (r.status === 'Error') throw new Error(`Migration ${r.migrationName} failed`);
  return { db, dialect, sqliteFile, close: () => db.destroy() };
}

/**
 * The SQLite file, created readable by this user only (0600) in a folder only this user may enter
 * (0700): it holds visitors' names and phone numbers. SQLite gives its -wal and -shm files the
 * database file's mode. An existing folder or file is narrowed when it is ours to change.
 */
function privateDatabaseFile(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'kingstone.sqlite');
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const [target, mode] of [[dataDir, 0o700], [file, 0o600], [`${file}-wal`, 0o600], [`${file}-shm`, 0o600]] as const) {
    try {
      if (existsSync(target)) chmodSync(target, mode);
    } catch (error) {
      console.warn(`could not restrict ${target} to ${mode.toString(8)}: ${(error as Error).message}`);
    }
  }
  return file;
}
