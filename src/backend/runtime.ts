import path from 'node:path';
import { SITE } from '../config/site';
import { openDatabase, type Db } from './db/connect';
import { createFormLimiter, type Limiter } from './booking/limits';
import { createBookingWriter, type BookingWriter } from './booking/store';
import { clientKey } from './client';
import { createChannels } from './notify/channels';
import { startOutboxWorker, type OutboxWorker } from './notify/outbox';
import { allowedOrigins } from './origins';
import { HOST_BRIDGE, publishOnBridge } from '../http/host-bridge';

/**
 * The server process's shared pieces, made on first use: the database (SQLite under DATA_DIR, or
 * PostgreSQL with DATABASE_URL), the per-form rate limiters, and the notification channels
 * enabled by env.
 */
let db: Promise<Db> | undefined;
const limiters = new Map<string, Limiter>();
let writer: Promise<BookingWriter> | undefined;

/** The process's one group-commit writer for bookings. */
export function getBookingWriter(): Promise<BookingWriter> {
  writer ??= getDb().then(({ db }) => createBookingWriter(db));
  writer.catch(() => {
    writer = undefined;
  });
  return writer;
}

/**
 * The database, opened once. A failed open is not remembered: the next request tries again, so a
 * database that was down at start is used as soon as it answers (and /healthz recovers).
 */
export function getDb(): Promise<Db> {
  if (db) return db;
  const opening = openDatabase({
    databaseUrl: process.env['DATABASE_URL'] || undefined,
    dataDir: path.resolve(process.env['DATA_DIR'] ?? 'data'),
  });
  db = opening;
  opening.catch(() => {
    if (db === opening) db = undefined;
  });
  return opening;
}

/** Each public form has its own limits (a newsletter sign-up never costs a booking). */
export function getLimiter(form: 'booking' | 'newsletter'): Limiter {
  let limiter = limiters.get(form);
  if (!limiter) {
    limiter = createFormLimiter(process.env);
    limiters.set(form, limiter);
  }
  return limiter;
}

let statusLimiter: Limiter | undefined;

/**
 * The status pages' own limit, apart from the forms': each view or move costs one request (20 a
 * minute per client), so a token cannot be guessed at speed and a page cannot be hammered.
 */
export function getStatusLimiter(): Limiter {
  statusLimiter ??= createFormLimiter(process.env);
  return statusLimiter;
}

/** Channels with their settings present; each gets an outbox row per booking. */
export function enabledChannels(env: Record<string, string | undefined> = process.env): string[] {
  return [
    env['SMTP_URL'] && env['NOTIFY_EMAIL_TO'] ? 'email' : undefined,
    env['NOTIFY_WEBHOOK_URL'] ? 'webhook' : undefined,
    env['TELEGRAM_BOT_TOKEN'] && env['TELEGRAM_CHAT_ID'] ? 'telegram' : undefined,
  ].filter((c): c is string => c !== undefined);
}

/** Whether the visitor can be written to (mail is set up): then a visitor who chose e-mail is. */
export function visitorMailEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env['SMTP_URL']);
}

let worker: Promise<OutboxWorker> | undefined;

/**
 * Starts the outbox worker once per process: at server start (so notifications left over from
 * before a restart go out) and, to be sure, with the first booking.
 */
export function ensureOutboxWorker(): Promise<OutboxWorker> {
  worker ??= getDb().then(({ db }) => startOutboxWorker(db, createChannels(process.env), SITE.url));
  worker.catch(() => {
    worker = undefined;
  });
  return worker;
}

/**
 * What every public form handler needs about the request and this process. `devOrigin` is the
 * request's own origin, accepted only under `astro dev` (src/backend/origins.ts).
 */
export async function formContext(form: 'booking' | 'newsletter', clientAddress: string | undefined, devOrigin?: string) {
  const { db } = await getDb();
  void ensureOutboxWorker().catch(() => undefined);
  return {
    db,
    writer: await getBookingWriter(),
    limiter: getLimiter(form),
    now: new Date(),
    allowedOrigins: allowedOrigins(devOrigin),
    client: clientKey(clientAddress),
  };
}

/**
 * Stops the notification worker after its current delivery and closes the database. Our server
 * entry calls it on SIGTERM through the host bridge (src/http/host-bridge.ts).
 */
export async function shutdownRuntime(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running) await (await running.catch(() => undefined))?.stop();
  const open = db;
  db = undefined;
  writer = undefined;
  if (open) await (await open.catch(() => undefined))?.close();
}
publishOnBridge(HOST_BRIDGE.SHUTDOWN, shutdownRuntime);
