/**
 * The database could not take a write in time: another process held its lock past the wait, or
 * the queue of bookings waiting for it was full. Nothing was stored; the client may send again
 * (answered 503 with Retry-After).
 */
export class DatabaseBusyError extends Error {
  constructor(reason: string) {
    super(`database busy: ${reason}`);
    this.name = 'DatabaseBusyError';
  }
}

/** Seconds a client is told to wait before sending a refused write again. */
export const RETRY_AFTER_SECONDS = 5;

/** SQLite's "database is locked" (SQLITE_BUSY and its extended codes). */
export function isSqliteBusy(error: unknown): boolean {
  const e = error as { errcode?: number; code?: string; message?: string };
  return (typeof e.errcode === 'number' && (e.errcode & 0xff) === 5) || /database is locked/.test(e.message ?? '');
}
