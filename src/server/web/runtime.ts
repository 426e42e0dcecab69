import path from 'node:path';
import { SITE } from '../../config/site';
import { openDatabase, type Db } from '../data/connect';
import { createFormLimiter, type Limiter } from '../services/booking/limits';
import { createBookingWriter, type BookingWriter } from '../services/booking/store';
import { clientKey } from './client';
import { createChannels, ownerChannels, visitorMailOn } from '../services/notify/channels';
import { serverSettings } from '../settings/read-settings';
import { startOutboxWorker, type OutboxWorker } from '../services/notify/outbox';
import { allowedOrigins } from './origins';
import { HOST_BRIDGE, publishOnBridge } from '../http/host-bridge';
import { processWide } from '../services/process-state';
import { InsightRecorder } from '../services/insights/recorder';
import { eventWriterFor } from '../services/insights/event-writer';
import { rollUpFinishedDays } from '../services/insights/rollup';
import { SaltCache } from '../services/insights/visitor';
import { spaClock } from '../../booking/schema';
import { siteNow } from '../../config/clock';

/**
 * The server process's shared pieces, made on first use: the database (SQLite under DATA_DIR, or
 * PostgreSQL with DATABASE_URL), the per-form rate limiters, and the notification worker. One set
 * per process, whichever build's bundle asks (src/server/services/process-state.ts).
 */
const state = processWide('runtime', () => ({
  db: undefined as Promise<Db> | undefined,
  limiters: new Map<string, Limiter>(),
  writer: undefined as Promise<BookingWriter> | undefined,
  statusLimiter: undefined as Limiter | undefined,
  worker: undefined as Promise<OutboxWorker> | undefined,
  /** Which bundle's code the worker runs (its messages name this build's services and prices). */
  workerBundle: undefined as symbol | undefined,
  insights: undefined as Promise<Insights> | undefined,
}));

/** The counting's share of the process (issue 39): one batched recorder, the day's salt, the hourly rollup. */
export interface Insights {
  recorder: InsightRecorder;
  salts: SaltCache;
  rollup: NodeJS.Timeout;
}

/** How often finished days are rolled up and old events deleted (and once at the first beacon). */
const ROLLUP_EVERY_MS = 3_600_000;

/** Rolls up the days before today; a failure is reported and tried again at the next hour. */
async function rollUp(db: Db['db']): Promise<void> {
  const now = siteNow();
  await rollUpFinishedDays(db, spaClock(now).today, now).catch((error: unknown) => console.error(`insights: rollup failed: ${(error as Error).message}`));
}

/** The process's counting, made with the first beacon. */
export function getInsights(): Promise<Insights> {
  const made = (state.insights ??= getDb().then((database) => {
    const { db } = database;
    void rollUp(db);
    return { recorder: new InsightRecorder(eventWriterFor(database)), salts: new SaltCache(db), rollup: setInterval(() => void rollUp(db), ROLLUP_EVERY_MS).unref() };
  }));
  made.catch(() => {
    if (state.insights === made) state.insights = undefined;
  });
  return made;
}

/** This bundle, as told apart from the other builds loaded in the same process. */
const THIS_BUNDLE = Symbol('bundle');

/** The process's one group-commit writer for bookings. */
export function getBookingWriter(): Promise<BookingWriter> {
  const writer = (state.writer ??= getDb().then(({ db }) => createBookingWriter(db)));
  writer.catch(() => {
    if (state.writer === writer) state.writer = undefined;
  });
  return writer;
}

/**
 * The database, opened once. A failed open is not remembered: the next request tries again, so a
 * database that was down at start is used as soon as it answers (and /healthz recovers).
 */
export function getDb(): Promise<Db> {
  if (state.db) return state.db;
  const opening = openDatabase({
    databaseUrl: serverSettings().DATABASE_URL,
    dataDir: path.resolve(serverSettings().DATA_DIR ?? 'data'),
  });
  state.db = opening;
  opening.catch(() => {
    if (state.db === opening) state.db = undefined;
  });
  return opening;
}

/** Each public form has its own limits (a newsletter sign-up never costs a booking). */
export function getLimiter(form: 'booking' | 'newsletter'): Limiter {
  let limiter = state.limiters.get(form);
  if (!limiter) {
    limiter = createFormLimiter(serverSettings());
    state.limiters.set(form, limiter);
  }
  return limiter;
}

/**
 * The status pages' own limit, apart from the forms': each view or move costs one request (20 a
 * minute per client), so a token cannot be guessed at speed and a page cannot be hammered.
 */
export function getStatusLimiter(): Limiter {
  state.statusLimiter ??= createFormLimiter(serverSettings());
  return state.statusLimiter;
}

/** The owner's channels this server's settings switch on; each gets an outbox row per booking. */
export const enabledChannels = (): string[] => ownerChannels(serverSettings());

/** Whether the visitor can be written to (mail is set up): then a visitor who chose e-mail is. */
export const visitorMailEnabled = (): boolean => visitorMailOn(serverSettings());

/** Hours before a confirmed visit that the visitor's reminder is due (REMINDER_LEAD_HOURS; 0: none). */
export const reminderLeadHours = (): number => Number(serverSettings().REMINDER_LEAD_HOURS ?? '24');

/**
 * Starts the outbox worker once per process: at server start (so notifications left over from
 * before a restart go out) and, to be sure, with the first booking.
 */
export function ensureOutboxWorker(): Promise<OutboxWorker> {
  if (state.worker) return state.worker;
  const settings = serverSettings();
  const interval = settings.OUTBOX_INTERVAL_MS === undefined ? undefined : Number(settings.OUTBOX_INTERVAL_MS);
  const worker = getDb().then(({ db }) => startOutboxWorker(db, createChannels(settings), SITE.url, interval));
  state.worker = worker;
  state.workerBundle = THIS_BUNDLE;
  worker.catch(() => {
    if (state.worker === worker) state.worker = undefined;
  });
  return worker;
}

/**
 * Hands the notification worker to this bundle when a newly published build starts: the running
 * one finishes its current delivery and stops, and this build's code (its prices and names) sends
 * from then on. A worker of this bundle already is left alone.
 */
export async function adoptOutboxWorker(): Promise<OutboxWorker> {
  const running = state.worker;
  if (running && state.workerBundle !== THIS_BUNDLE) {
    state.worker = undefined;
    await (await running.catch(() => undefined))?.stop();
  }
  return ensureOutboxWorker();
}

/**
 * What every public form handler needs about the request and this process. `devOrigin` is the
 * request's own origin, accepted only under `astro dev` (src/server/web/origins.ts).
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
 * entry calls it on SIGTERM through the host bridge (src/server/http/host-bridge.ts).
 */
export async function shutdownRuntime(): Promise<void> {
  // The counts of the last second are written before the database closes.
  const insights = await state.insights?.catch(() => undefined);
  state.insights = undefined;
  if (insights) {
    clearInterval(insights.rollup);
    await insights.recorder.close();
  }
  const running = state.worker;
  state.worker = undefined;
  if (running) await (await running.catch(() => undefined))?.stop();
  const open = state.db;
  state.db = undefined;
  state.writer = undefined;
  if (open) await (await open.catch(() => undefined))?.close();
}
publishOnBridge(HOST_BRIDGE.SHUTDOWN, shutdownRuntime);
