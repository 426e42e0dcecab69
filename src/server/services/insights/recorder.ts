/**
 * Writes counted events in batches (issue 39): a view answers at once and waits for nothing; the
 * events of up to a second go to the database in one transaction, so 2,000 views a second make
 * one write a second, not 2,000. Where the batch is written is the writer's business
 * (./event-writer.ts): on SQLite a thread of its own, so the sync to disk never holds the thread
 * that answers bookings; on PostgreSQL the server's pool (`npm run bench:insights` measures both).
 * A crash loses at most the last second's counts, which is the price of not making a visitor wait
 * for a write; a shutdown writes what is queued (close()).
 */
import type { Insertable } from 'kysely';
import type { InsightEventTable } from '../../data/insight-tables';

export type InsightEvent = Insertable<InsightEventTable>;

/** Where a batch goes (./event-writer.ts makes the server's). */
export interface EventWriter {
  /** Writes the events in one transaction; resolves when they are in the database, rejects when none were written. */
  write(events: readonly InsightEvent[]): Promise<void>;
  /** Lets go of what the writer holds (its thread); after the last write has settled. */
  close(): Promise<void>;
}

/**
 * How long an event waits for its batch. A batch is one transaction whatever its size, so one
 * commit (one sync to disk on SQLite) a second: written whenever it filled 500 rows instead,
 * 2,000 views a second made four commits a second, and the bookings' p99 waited on them.
 */
export const FLUSH_MS = 1000;
/** Events held at most while the database is slow or away; later ones are dropped, not queued forever. */
export const QUEUE_MAX = 20_000;

export class InsightRecorder {
  private queue: InsightEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** Events dropped because the queue was full or their batch failed (shown by the bench, never silently lost in tests). */
  dropped = 0;

  constructor(
    private readonly writer: EventWriter,
    private readonly flushMs = FLUSH_MS,
  ) {}

  record(event: InsightEvent): void {
    if (this.queue.length >= QUEUE_MAX) {
      this.dropped += 1;
      return;
    }
    this.queue.push(event);
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Writes everything queued now; resolves when it is in the database (or counted as dropped). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue;
    this.queue = [];
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: InsightEvent[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      await this.writer.write(batch);
    } catch (error) {
      // Counting never stops the site: a failed batch is reported once and dropped.
      this.dropped += batch.length;
      console.error(`insights: ${batch.length} events not written: ${(error as Error).message}`);
    }
  }

  /** Writes what is queued, then lets the writer go; for a shutdown. */
  async close(): Promise<void> {
    await this.flush();
    await this.writer.close();
  }
}
