import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type QueryResult, type SqliteDatabase, type SqliteStatement, type CompiledQuery } from 'kysely';
import { DatabaseBusyError, isSqliteBusy } from './busy';

/** How long a statement waits for another process's lock before the write is refused. */
export const DEFAULT_LOCK_WAIT_MS = 5000;

/**
 * Node 24's built-in SQLite shaped as the database Kysely's SqliteDialect expects (the
 * better-sqlite3 interface): a few lines instead of a native module to compile.
 */
export function openSqlite(file: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(file);
  // WAL lets readers work during a write; FULL fsyncs every commit, so an acknowledged booking
  // survives a crash or power loss. busy_timeout is 0: node:sqlite is synchronous, and SQLite's
  // own wait for another process's lock would freeze every request; the dialect below waits
  // between tries instead, with the event loop free.
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A statement refused with SQLITE_BUSY changed nothing, so it is tried again after a short sleep
 * (1 ms doubling to 50 ms) until `lockWaitMs` has passed; then the caller gets DatabaseBusyError.
 * Other requests are served meanwhile: the wait is timers, not SQLite's blocking busy handler.
 */
function retryingBusy(connection: DatabaseConnection, lockWaitMs: number): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const deadline = Date.now() + lockWaitMs;
      for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
        try {
          return await connection.executeQuery<R>(query);
        } catch (error) {
          if (!isSqliteBusy(error)) throw error;
          if (Date.now() >= deadline) throw new DatabaseBusyError(`the SQLite file stayed locked for ${lockWaitMs} ms`);
          await sleep(pause);
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

/** Kysely's SQLite dialect with lock waits that keep the event loop free. */
export class SqliteDialectWithLockWait extends SqliteDialect {
  readonly #database: SqliteDatabase;
  readonly #lockWaitMs: number;

  constructor(database: SqliteDatabase, lockWaitMs = DEFAULT_LOCK_WAIT_MS) {
    super({ database });
    this.#database = database;
    this.#lockWaitMs = lockWaitMs;
  }

  override createDriver() {
    const lockWaitMs = this.#lockWaitMs;
    const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
    return new (class extends SqliteDriver {
      override async acquireConnection(): Promise<DatabaseConnection> {
        const connection = await super.acquireConnection();
        let retrying = wrapped.get(connection);
        if (!retrying) {
          retrying = retryingBusy(connection, lockWaitMs);
          wrapped.set(connection, retrying);
        }
        return retrying;
      }
    })({ database: this.#database });
  }
}
