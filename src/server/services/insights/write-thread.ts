// The main side of the counter's write thread (./write-worker.js, issue 39): on SQLite, each batch
// goes to a thread with its own connection, and the promise settles when the thread has committed
// it (or failed to). The server's thread only hands the rows over; the inserts and the sync to
// disk, 25-50 ms a second at 2,000 views a second, no longer hold its requests.
import { Worker } from 'node:worker_threads';
import { DEFAULT_LOCK_WAIT_MS } from '../../data/sqlite-lock-wait';
import type { EventWriter, InsightEvent } from './recorder';
// The worker's text, not its path: the parse thread's way (a .ts file beside this one, or in the
// site folder) finds no file from the server's bundle when the server has no site folder
// (STUDIO_PUBLISH=off, a bare build), and counting must work there too.
import WORKER_SOURCE from './write-worker.js?raw';

/** The columns the thread fills, in its statement's order (all but the generated id). */
export const INSIGHT_EVENT_COLUMNS = ['day', 'kind', 'path', 'locale', 'source', 'utm_source', 'utm_campaign', 'in_app', 'phone', 'visitor', 'route', 'lcp', 'inp', 'cls'] as const satisfies readonly (keyof InsightEvent)[];
// A column added to the table and not here fails the type check instead of going unwritten.
type Unlisted = Exclude<keyof InsightEvent, (typeof INSIGHT_EVENT_COLUMNS)[number] | 'id'>;
const everyColumn: [Unlisted] extends [never] ? true : Unlisted = true;
void everyColumn;

interface WriteAnswer {
  id: number;
  error?: string;
}

/**
 * Writes batches into the SQLite `file` on a thread of its own, one at a time, in the order given.
 * A thread that stops (a crash) fails the batches it held, and the next batch starts a new one.
 * The thread keeps the process alive only while it holds a batch.
 */
export function threadWriter(file: string, busyTimeoutMs = DEFAULT_LOCK_WAIT_MS): EventWriter {
  let worker: Worker | undefined;
  let lastId = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };

  const start = (): Worker => {
    const thread = new Worker(WORKER_SOURCE, { eval: true, env: {}, workerData: { file, columns: INSIGHT_EVENT_COLUMNS, busyTimeoutMs } });
    thread.on('message', ({ id, error }: WriteAnswer) => {
      const job = waiting.get(id);
      waiting.delete(id);
      if (waiting.size === 0) thread.unref();
      if (error === undefined) job?.resolve();
      else job?.reject(new Error(error));
    });
    const stopped = (error: Error) => {
      if (worker === thread) worker = undefined;
      failAll(error);
    };
    thread.on('error', stopped);
    thread.on('exit', (code) => stopped(new Error(`the write thread stopped (exit code ${code})`)));
    return thread;
  };

  return {
    write(events: readonly InsightEvent[]): Promise<void> {
      if (events.length === 0) return Promise.resolve();
      // Rows as arrays in the statement's order: less to copy to the thread than named fields.
      const rows = events.map((event) => INSIGHT_EVENT_COLUMNS.map((column) => event[column] ?? null));
      return new Promise((resolve, reject) => {
        worker ??= start();
        worker.ref();
        lastId += 1;
        waiting.set(lastId, { resolve, reject });
        worker.postMessage({ id: lastId, rows });
      });
    },

    /** Ends the thread once the batches it holds are written; the recorder waits for its last one first. */
    async close(): Promise<void> {
      const thread = worker;
      worker = undefined;
      if (!thread) return;
      const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
      thread.ref();
      thread.postMessage({ close: true });
      await exited;
    },
  };
}
