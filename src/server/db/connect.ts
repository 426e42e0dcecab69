import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrations, type Dialect } from './migrations';
import type { Database } from './schema';
import { openSqlite } from './sqlite-driver';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent, SQLite under dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** Opens the database (SQLite by default, PostgreSQL with DATABASE_URL) and applies migrations. */
export async function openDatabase(options: DbOptions): Promise<Db> {
  let db: Kysely<Database>;
  let dialect: Dialect;
  if (options.databaseUrl) {
    dialect = 'postgres';
    // pg returns int8 and count(*) as strings; ids are read through Number() where used.
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }) }) });
  } else {
    dialect = 'sqlite';
    mkdirSync(options.dataDir, { recursive: true });
    const file = path.join(options.dataDir, 'kingstone.sqlite');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(file) }) });
  }
  const { error, results } = await new Migrator({ db, provider: migrations(dialect) }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error(`Database migration failed: ${String(error)}`);
  }
  for (const r of results ?? []) if (r.status === 'Error') throw new Error(`Migration ${r.migrationName} failed`);
  return { db, dialect, close: () => db.destroy() };
}
