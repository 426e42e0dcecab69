import { createHash } from 'node:crypto';
import path from 'node:path';
import { SITE } from '../config/site';
import { openDatabase, type Db } from './db/connect';
import { createBookingLimiter, type Limiter } from './booking/limits';
import { createBookingWriter, type BookingWriter } from './booking/store';
import { createChannels } from './notify/channels';
import { startOutboxWorker, type OutboxWorker } from './notify/outbox';

/**
 * The server process's shared pieces, made on first use: the database (SQLite under DATA_DIR, or
 * PostgreSQL with DATABASE_URL), the rate limiter, and the notification channels enabled by env.
 */
let db: Promise<Db> | undefined;
let limiter: Limiter | undefined;
let writer: Promise<BookingWriter> | undefined;

/** The process's one group-commit writer for bookings. */
export function getBookingWriter(): Promise<BookingWriter> {
  writer ??= getDb().then(({ db }) => createBookingWriter(db));
  return writer;
}

export function getDb(): Promise<Db> {
  db ??= openDatabase({
    databaseUrl: process.env['DATABASE_URL'] || undefined,
    dataDir: path.resolve(process.env['DATA_DIR'] ?? 'data'),
  });
  return db;
}

export function getLimiter(): Limiter {
  limiter ??= createBookingLimiter(process.env);
  return limiter;
}

/** Channels with their settings present; each gets an outbox row per booking. */
export function enabledChannels(env: Record<string, string | undefined> = process.env): string[] {
  return [
    env['SMTP_URL'] && env['NOTIFY_EMAIL_TO'] ? 'email' : undefined,
    env['NOTIFY_WEBHOOK_URL'] ? 'webhook' : undefined,
    env['TELEGRAM_BOT_TOKEN'] && env['TELEGRAM_CHAT_ID'] ? 'telegram' : undefined,
  ].filter((c): c is string => c !== undefined);
}

/** A per-client key that is not the address itself (addresses are personal data). */
export function clientKey(address: string | undefined): string {
  return createHash('sha256').update(address ?? 'unknown').digest('hex').slice(0, 16);
}

let worker: Promise<OutboxWorker> | undefined;

/**
 * Starts the outbox worker once per process: at server start (so notifications left over from
 * before a restart go out) and, to be sure, with the first booking.
 */
export function ensureOutboxWorker(): Promise<OutboxWorker> {
  worker ??= getDb().then(({ db }) => startOutboxWorker(db, createChannels(process.env), SITE.url));
  return worker;
}

/** What every public form handler needs about the request and this process. */
export function formContext(request: Request, clientAddress: string | undefined) {
  return formContextFor(new URL(request.url).origin, clientAddress);
}

/** The same, from the origin the request reached this server at. */
export async function formContextFor(requestOrigin: string, clientAddress: string | undefined) {
  const { db } = await getDb();
  void ensureOutboxWorker();
  return {
    db,
    writer: await getBookingWriter(),
    limiter: getLimiter(),
    now: new Date(),
    allowedOrigins: [SITE.url, requestOrigin],
    client: clientKey(clientAddress),
  };
}

/**
 * Stops the notification worker after its current delivery and closes the database. Our server
 * entry (server/index.mjs) calls it on SIGTERM through a global symbol, since it loads the Astro
 * bundle as an opaque module.
 */
export async function shutdownRuntime(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running) await (await running).stop();
  const open = db;
  db = undefined;
  writer = undefined;
  if (open) await (await open).close();
}
(globalThis as Record<symbol, unknown>)[Symbol.for('kingstone.shutdown')] = shutdownRuntime;
