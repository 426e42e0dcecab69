import { createHash } from 'node:crypto';
import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import { SPA_AVAILABILITY_FACTS, type AvailabilityFacts } from '../../../booking/availability';
import type { BookingRequest } from '../../../booking/schema';
import { DatabaseBusyError } from '../../data/busy';
import type { Database } from '../../data/schema';
import { outboxRows } from '../notify/outbox';
import { outboxChannels } from '../notify/routing';
import { addHolding, daysToRead, lockDays, occupancyOn, readHoldings, roomRefusal, type HoldingsByDay } from './occupancy';

/** Two submissions of the same phone, date, time and service this close together are one booking. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export type StoreResult =
  | { kind: 'created'; id: number }
  | { kind: 'duplicate'; id: number }
  /** The idempotency key was used before for a different request. */
  | { kind: 'conflict' }
  /** No room of its course's kind is free for the whole visit: not stored; the nearest free times that day. */
  | { kind: 'full'; nearest: string[] };

export interface StoreInput {
  request: BookingRequest;
  locale: string;
  idempotencyKey: string | undefined;
  /** Caught by the honeypot or the fill-time check: kept for the record, never notified. */
  spam: boolean;
  now: Date;
  /** The owner's notification channels; each gets an outbox row in the same transaction. */
  channels: readonly string[];
  /** Mail is set up, so a visitor who chose e-mail gets their status link by e-mail too. */
  visitorMail?: boolean | undefined;
  /**
   * The rooms, gap, hours and catalogue the request's room is judged by: those of the build that
   * took it (the writer outlives a publish); this module's own build's when left out.
   */
  availability?: AvailabilityFacts | undefined;
}

/** SHA-256 of the fields that make a request what it is. */
export function requestHash(r: BookingRequest): string {
  const canonical = JSON.stringify([r.name, r.phone, r.service ?? null, r.date, r.time, r.notes, r.contact_method ?? null, r.contact_handle]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Stores a booking once: a retry with the same idempotency key, or the same phone/date/time/service
 * within a few minutes, returns the first booking instead of a second row. The booking and its
 * outbox rows commit together; the caller acknowledges only after this resolves.
 */
export async function storeBooking(db: Kysely<Database>, input: StoreInput): Promise<StoreResult> {
  try {
    const [result] = await db.transaction().execute((trx) => storeGroup(trx, [input], isPostgres(db)));
    return result ?? { kind: 'conflict' };
  } catch (error) {
    // Two identical requests raced past the lookup: the unique key stopped the second insert.
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const existing = await db
        .selectFrom('bookings')
        .select(['id', 'request_hash'])
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (existing) return existing.request_hash === requestHash(input.request) ? { kind: 'duplicate', id: Number(existing.id) } : { kind: 'conflict' };
    }
    throw error;
  }
}

const naturalKey = (phone: string, date: string, time: string, service: string | null | undefined) =>
  JSON.stringify([phone, date, time, service ?? null]);

/** Whether the database is PostgreSQL (its room checks take day locks; SQLite's writes are serialized already). */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A booking that takes a room: one with a course, not caught as a bot's (spam holds no room). */
const takesRoom = (input: StoreInput): input is StoreInput & { request: { service: string } } => !input.spam && input.request.service !== undefined;

/** A booking already stored (its id), or one this group is about to insert (its place in the insert). */
type Known = { id: number; at: string } | { slot: number; at: string };

/**
 * Stores a group of bookings in the caller's transaction with a fixed number of statements,
 * whatever the group's size: one lookup of the idempotency keys, one of recent bookings from the
 * same phones, one of what holds the rooms on the group's days, one insert of the new rows, one
 * of their outbox rows. Each booking is judged in order as if stored alone, so a duplicate later
 * in the same group is found too, and a room taken by an earlier booking of the group is taken.
 *
 * The room check (occupancy.ts) reads and inserts in one transaction that no other writer of the
 * same days can interleave with: on PostgreSQL the group first takes a lock per day it touches
 * (lockDays, sorted, so groups never deadlock); on SQLite every write transaction begins with
 * BEGIN IMMEDIATE (sqlite-driver.ts), which holds the file's write lock from the start, so a
 * second process waits for the first's commit and then reads what it wrote.
 */
async function storeGroup(trx: Transaction<Database>, inputs: readonly StoreInput[], postgres: boolean): Promise<StoreResult[]> {
  // The days the room checks read, by each booking's own build's facts (usually all the same).
  const roomDays = new Set(inputs.filter(takesRoom).flatMap((input) => daysToRead([input.request.date], input.availability ?? SPA_AVAILABILITY_FACTS)));
  await lockDays(trx, roomDays, postgres);
  const hashes = inputs.map((input) => requestHash(input.request));
  const keys = [...new Set(inputs.flatMap((input) => (input.idempotencyKey ? [input.idempotencyKey] : [])))];
  const byKey = new Map<string, { known: Known; hash: string }>();
  if (keys.length > 0) {
    const rows = await trx.selectFrom('bookings').select(['id', 'idempotency_key', 'request_hash', 'created_at']).where('idempotency_key', 'in', keys).execute();
    for (const row of rows) if (row.idempotency_key) byKey.set(row.idempotency_key, { known: { id: Number(row.id), at: row.created_at }, hash: row.request_hash });
  }
  const since = new Date(Math.min(...inputs.map((input) => input.now.getTime())) - DUPLICATE_WINDOW_MS).toISOString();
  const recent = await trx
    .selectFrom('bookings')
    .select(['id', 'phone', 'date', 'time', 'service_option', 'created_at'])
    .where('phone', 'in', [...new Set(inputs.map((input) => input.request.phone))])
    .where('created_at', '>=', since)
    .execute();
  // The most recent booking of each phone/date/time/service.
  const byNatural = new Map<string, Known>();
  for (const row of recent) {
    const key = naturalKey(row.phone, row.date, row.time, row.service_option);
    const seen = byNatural.get(key);
    if (!seen || seen.at < row.created_at) byNatural.set(key, { id: Number(row.id), at: row.created_at });
  }
  const holdings: HoldingsByDay = roomDays.size > 0 ? await readHoldings(trx, [...roomDays]) : new Map();

  const outcomes: ({ kind: 'created' | 'duplicate'; known: Known } | { kind: 'conflict' } | { kind: 'full'; nearest: string[] })[] = [];
  const fresh: number[] = [];
  inputs.forEach((input, i) => {
    const { request } = input;
    const byIdempotency = input.idempotencyKey ? byKey.get(input.idempotencyKey) : undefined;
    if (byIdempotency) {
      outcomes.push(byIdempotency.hash === hashes[i] ? { kind: 'duplicate', known: byIdempotency.known } : { kind: 'conflict' });
      return;
    }
    const natural = naturalKey(request.phone, request.date, request.time, request.service);
    const twin = byNatural.get(natural);
    const at = input.now.toISOString();
    if (twin && twin.at >= new Date(input.now.getTime() - DUPLICATE_WINDOW_MS).toISOString()) {
      outcomes.push({ kind: 'duplicate', known: twin });
      return;
    }
    // A new booking with a course: a room of its kind must be free, counting the group's earlier ones.
    if (takesRoom(input)) {
      const facts = input.availability ?? SPA_AVAILABILITY_FACTS;
      const { date, time, service: option } = input.request;
      const nearest = roomRefusal({ date, time, option, occupancy: occupancyOn(holdings, date, facts), now: input.now }, facts);
      if (nearest) {
        outcomes.push({ kind: 'full', nearest });
        return;
      }
      addHolding(holdings, { date, time, option });
    }
    const known: Known = { slot: fresh.length, at };
    fresh.push(i);
    byNatural.set(natural, known);
    if (input.idempotencyKey) byKey.set(input.idempotencyKey, { known, hash: hashes[i] ?? '' });
    outcomes.push({ kind: 'created', known });
  });

  const ids: number[] = [];
  if (fresh.length > 0) {
    const rows = await trx
      .insertInto('bookings')
      .values(
        fresh.map((i) => {
          const input = inputs[i] as StoreInput;
          const { request } = input;
          return {
            created_at: input.now.toISOString(),
            locale: input.locale,
            name: request.name,
            phone: request.phone,
            service_option: request.service ?? null,
            date: request.date,
            time: request.time,
            notes: request.notes,
            status: input.spam ? ('spam' as const) : ('new' as const),
            idempotency_key: input.idempotencyKey ?? null,
            request_hash: hashes[i] ?? '',
            contact_method: request.contact_method ?? null,
            contact_handle: request.contact_handle === '' ? null : request.contact_handle,
            proposed_date: null,
            proposed_time: null,
            decline_reason: null,
            decline_message: null,
          };
        }),
      )
      .returning(['id', 'phone', 'date', 'time', 'service_option'])
      .execute();
    // RETURNING promises no order; the natural key is unique among the group's new rows.
    const idOf = new Map(rows.map((row) => [naturalKey(row.phone, row.date, row.time, row.service_option), Number(row.id)]));
    for (const i of fresh) {
      const { request } = inputs[i] as StoreInput;
      const id = idOf.get(naturalKey(request.phone, request.date, request.time, request.service));
      if (id === undefined) throw new Error('booking insert returned no id for a row');
      ids.push(id);
    }
    const outbox = fresh.flatMap((i, slot) => {
      const input = inputs[i] as StoreInput;
      if (input.spam) return [];
      const channels = outboxChannels({
        event: 'booking.created',
        ownerChannels: input.channels,
        visitorEmail: Boolean(input.visitorMail) && input.request.contact_method === 'email',
      });
      return outboxRows(ids[slot] as number, null, channels, input.now);
    });
    if (outbox.length > 0) await trx.insertInto('outbox').values(outbox).execute();
  }

  const idOfKnown = (known: Known) => ('id' in known ? known.id : (ids[known.slot] as number));
  return outcomes.map((o) => (o.kind === 'conflict' || o.kind === 'full' ? o : { kind: o.kind, id: idOfKnown(o.known) }));
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string };
  // PostgreSQL: 23505; node:sqlite: SQLITE_CONSTRAINT_UNIQUE (2067) or its message.
  return e.code === '23505' || e.errcode === 2067 || /UNIQUE constraint failed/.test(e.message ?? '');
}

/** Bookings waiting for the database beyond this are refused at once (503), not queued. */
export const MAX_QUEUED_BOOKINGS = 1024;

/**
 * Group commit: bookings that arrive while a transaction is being written are stored together in
 * the next one, so one fsync acknowledges many. Each booking keeps its own checks (a duplicate
 * inside the same group is found by the second one's lookups) and is answered only after the
 * commit that holds it. If a group fails, its bookings are retried one by one, so one bad
 * request cannot fail the others — unless the database was busy (locked past the wait): then the
 * whole group is refused at once, since trying each alone would only wait again. The queue is
 * bounded: when it is full a booking is refused immediately rather than held in memory.
 */
export function createBookingWriter(db: Kysely<Database>, { maxGroup = 64, maxQueued = MAX_QUEUED_BOOKINGS } = {}) {
  const postgres = isPostgres(db);
  let queue: { input: StoreInput; resolve: (r: StoreResult) => void; reject: (e: unknown) => void }[] = [];
  let writing = false;

  async function flush(): Promise<void> {
    if (writing || queue.length === 0) return;
    writing = true;
    const group = queue.slice(0, maxGroup);
    queue = queue.slice(group.length);
    try {
      const results = await db.transaction().execute((trx) => storeGroup(trx, group.map((item) => item.input), postgres));
      group.forEach((item, i) => item.resolve(results[i] ?? { kind: 'conflict' }));
    } catch (error) {
      if (error instanceof DatabaseBusyError) for (const item of group) item.reject(error);
      else for (const item of group) await storeBooking(db, item.input).then(item.resolve, item.reject);
    } finally {
      writing = false;
      if (queue.length > 0) void flush();
    }
  }

  return {
    store(input: StoreInput): Promise<StoreResult> {
      if (queue.length >= maxQueued) return Promise.reject(new DatabaseBusyError(`${queue.length} bookings already wait for the database`));
      return new Promise((resolve, reject) => {
        queue.push({ input, resolve, reject });
        // Let the requests that arrived in this turn of the event loop join the group.
        setImmediate(() => void flush());
      });
    },
    /** Bookings waiting for the database now. */
    queued: () => queue.length,
  };
}

export type BookingWriter = ReturnType<typeof createBookingWriter>;
