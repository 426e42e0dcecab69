// @ts-check
// The counter's batches written on a thread of their own, through a SQLite connection of its own
// (./write-thread.ts starts it, issue 39). node:sqlite is synchronous: on the server's thread one
// batch's inserts and its commit (a sync to disk) held every request, bookings' too, for 25-50 ms
// each second at 2,000 views a second. Here only this thread waits, so it may also wait for the
// write lock (busy_timeout) where the server's connection must not.
// Plain JavaScript with no imports, run from its text (`?raw`, `eval: true`): the same in the
// server's bundle, under vitest and without a site folder, where no .ts file can be found.
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
const { DatabaseSync } = process.getBuiltinModule('node:sqlite');

/** @typedef {{ id: number, rows: unknown[][] } | { close: true }} WriteJob */
/** @typedef {{ id: number, error?: string }} WriteAnswer */

/** @type {{ file: string, columns: readonly string[], busyTimeoutMs: number }} */
const { file, columns, busyTimeoutMs } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @type {{ db: import('node:sqlite').DatabaseSync, insert: import('node:sqlite').StatementSync } | undefined} */
let opened;

/** The connection, opened with the first batch: a file that cannot be opened fails that batch, not the thread. */
function connection() {
  if (!opened) {
    const db = new DatabaseSync(file);
    // The server's own settings (src/server/data/sqlite-driver.ts): WAL, and every commit synced.
    db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)};`);
    // The column names are the recorder's constant, never a visitor's text.
    const insert = db.prepare(`insert into insight_events (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
    opened = { db, insert };
  }
  return opened;
}

/** One batch in one transaction: all its rows or none. */
function write(/** @type {unknown[][]} */ rows) {
  const { db, insert } = connection();
  // IMMEDIATE takes the write lock up front, as the server's connection does.
  db.exec('begin immediate');
  try {
    for (const row of rows) insert.run(.../** @type {import('node:sqlite').SQLInputValue[]} */ (row));
    db.exec('commit');
  } catch (error) {
    if (db.isTransaction) db.exec('rollback');
    throw error;
  }
}

port.on('message', (/** @type {WriteJob} */ job) => {
  if ('close' in job) {
    opened?.db.close();
    opened = undefined;
    port.close();
    return;
  }
  /** @type {WriteAnswer} */
  let answer = { id: job.id };
  try {
    write(job.rows);
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
