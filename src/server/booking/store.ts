import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { BookingRequest } from '../../booking/schema';
import type { Database } from '../db/schema';

/** Two submissions of the same phone, date, time and service this close together are one booking. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export type StoreResult =
  | { kind: 'created'; id: number }
  | { kind: 'duplicate'; id: number }
  /** The idempotency key was used before for a different request. */
  | { kind: 'conflict' };

export interface StoreInput {
  request: BookingRequest;
  locale: string;
  idempotencyKey: string | undefined;
  /** Caught by the honeypot or the fill-time check: kept for the record, never notified. */
  spam: boolean;
  now: Date;
  /** Notification channels that get an outbox row in the same transaction. */
  channels: readonly string[];
}

/** SHA-256 of the fields that make a request what it is. */
export function requestHash(r: BookingRequest): string {
  const canonical = JSON.stringify([r.name, r.phone, r.service ?? null, r.date, r.time, r.notes]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Stores a booking once: a retry with the same idempotency key, or the same phone/date/time/service
 * within a few minutes, returns the first booking instead of a second row. The booking and its
 * outbox rows commit together; the caller acknowledges only after this resolves.
 */
export async function storeBooking(db: Kysely<Database>, input: StoreInput): Promise<StoreResult> {
  const hash = requestHash(input.request);
  try {
    return await db.transaction().execute((trx) => storeInTransaction(trx, input, hash));
  } catch (error) {
    // Two identical requests raced past the lookup: the unique key stopped the second insert.
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByKey(db, input.idempotencyKey);
      if (existing) return existing.request_hash === hash ? { kind: 'duplicate', id: Number(existing.id) } : { kind: 'conflict' };
    }
    throw error;
  }
}

async function storeInTransaction(trx: Transaction<Database>, input: StoreInput, hash: string): Promise<StoreResult> {
  const { request, now } = input;
  if (input.idempotencyKey) {
    const existing = await findByKey(trx, input.idempotencyKey);
    if (existing) return existing.request_hash === hash ? { kind: 'duplicate', id: Number(existing.id) } : { kind: 'conflict' };
  }
  let recent = trx
    .selectFrom('bookings')
    .select('id')
    .where('phone', '=', request.phone)
    .where('date', '=', request.date)
    .where('time', '=', request.time)
    .where('created_at', '>=', new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString());
  recent = request.service ? recent.where('service_option', '=', request.service) : recent.where('service_option', 'is', null);
  const twin = await recent.executeTakeFirst();
  if (twin) return { kind: 'duplicate', id: Number(twin.id) };

  const { id } = await trx
    .insertInto('bookings')
    .values({
      created_at: now.toISOString(),
      locale: input.locale,
      name: request.name,
      phone: request.phone,
      service_option: request.service ?? null,
      date: request.date,
      time: request.time,
      notes: request.notes,
      status: input.spam ? 'spam' : 'new',
      idempotency_key: input.idempotencyKey ?? null,
      request_hash: hash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!input.spam && input.channels.length > 0) {
    await trx
      .insertInto('outbox')
      .values(
        input.channels.map((channel) => ({
          booking_id: Number(id),
          channel,
          attempts: 0,
          next_attempt_at: now.toISOString(),
          delivered_at: null,
          failed_at: null,
          last_error: null,
        })),
      )
      .execute();
  }
  return { kind: 'created', id: Number(id) };
}

function findByKey(db: Kysely<Database> | Transaction<Database>, key: string) {
  return db.selectFrom('bookings').select(['id', 'request_hash']).where('idempotency_key', '=', key).executeTakeFirst();
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string };
  // PostgreSQL: 23505; node:sqlite: SQLITE_CONSTRAINT_UNIQUE (2067) or its message.
  return e.code === '23505' || e.errcode === 2067 || /UNIQUE constraint failed/.test(e.message ?? '');
}

/**
 * Group commit: bookings that arrive while a transaction is being written are stored together in
 * the next one, so one fsync acknowledges many. Each booking keeps its own checks (a duplicate
 * inside the same group is found by the second one's lookups) and is answered only after the
 * commit that holds it. If a group fails, its bookings are retried one by one, so one bad
 * request cannot fail the others.
 */
export function createBookingWriter(db: Kysely<Database>, maxGroup = 64) {
  let queue: { input: StoreInput; resolve: (r: StoreResult) => void; reject: (e: unknown) => void }[] = [];
  let writing = false;

  async function flush(): Promise<void> {
    if (writing || queue.length === 0) return;
    writing = true;
    const group = queue.slice(0, maxGroup);
    queue = queue.slice(group.length);
    try {
      const results = await db.transaction().execute(async (trx) => {
        const out: StoreResult[] = [];
        for (const item of group) out.push(await storeInTransaction(trx, item.input, requestHash(item.input.request)));
        return out;
      });
      group.forEach((item, i) => item.resolve(results[i] ?? { kind: 'conflict' }));
    } catch {
      for (const item of group) await storeBooking(db, item.input).then(item.resolve, item.reject);
    } finally {
      writing = false;
      if (queue.length > 0) void flush();
    }
  }

  return {
    store(input: StoreInput): Promise<StoreResult> {
      return new Promise((resolve, reject) => {
        queue.push({ input, resolve, reject });
        // Let the requests that arrived in this turn of the event loop join the group.
        setImmediate(() => void flush());
      });
    },
  };
}

export type BookingWriter = ReturnType<typeof createBookingWriter>;
