import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Node 24's built-in SQLite shaped as the database Kysely's SqliteDialect expects (the
 * better-sqlite3 interface): a few lines instead of a native module to compile.
 */
export function openSqlite(file: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(file);
  // WAL lets readers work during a write; FULL fsyncs every commit, so an acknowledged booking
  // survives a crash or power loss. busy_timeout is 0: node:sqlite is synchronous, and SQLite's
  // own wait for another process's lock would freeze every request; the dialect in
  // sqlite-lock-wait.ts waits between tries instead, with the event loop free.
  raw.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 0; PRAGMA foreign_keys = ON;');
  // Kysely prepares the same few statements over and over; compile each SQL text once.
  const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  return {
    raw,
    close: () => raw.close(),
    prepare(query: string): SqliteStatement {
      // Every transaction here writes. A deferred one that reads first and then writes fails at
      // once (SQLITE_BUSY) when another connection wrote in between, as two server processes
      // sharing the file can; IMMEDIATE takes the write lock up front, where a wait is harmless.
      const sql = query === 'begin' ? 'begin immediate' : query;
      let statement = statements.get(sql);
      if (!statement) {
        statement = raw.prepare(sql);
        statements.set(sql, statement);
      }
      const args = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
      const prepared = statement;
      return {
        reader: prepared.columns().length > 0,
        all: (parameters) => prepared.all(...args(parameters)),
        run: (parameters) => prepared.run(...args(parameters)),
        iterate: (parameters) => prepared.iterate(...args(parameters)),
      };
    },
  };
}
