import { SqliteDialect, SqliteDriver, type CompiledQuery, type DatabaseConnection, type QueryResult, type SqliteDatabase } from 'kysely';
import { DatabaseBusyError, isSqliteBusy } from './busy';

/** How long a statement waits for another process's lock before the write is refused. */
export const DEFAULT_LOCK_WAIT_MS = 5000;

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
