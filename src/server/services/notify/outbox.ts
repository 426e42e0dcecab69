import type { Kysely } from 'kysely';
import type { Database } from '../../data/schema';
import type { Channel } from './channels';
import { moveEvent } from '../../../booking/transitions';
import { agendaBookings, agendaMessage, createAgendaScheduler } from './agenda';
import { outboxMessage } from './event-message';
import type { BookingMessage } from './message';
import { reminderMessage } from './reminder-message';
import { ratingNote } from './rating-message';
import { earlierNoShows } from '../booking/no-shows';
import { ratingOf } from '../booking/rating';
import { reminderWithdrawn } from './reminders';
import { VISITOR_EMAIL, visitorHears } from './routing';
import { holdPastCap } from './visitor-cap';

/** After this many failed attempts a notification is marked failed for good (shown in the admin). */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** How long a worker holds a notification it is sending before another worker may try it. */
const LEASE_MS = 2 * 60 * 1000;

/** The outbox rows that announce a new request (`eventId` null) or a move, one per channel, due now. */
export function outboxRows(bookingId: number, eventId: number | null, channels: readonly string[], now: Date) {
  return channels.map((channel) => ({
    booking_id: bookingId,
    event_id: eventId,
    purpose: 'event' as const,
    about: null,
    channel,
    attempts: 0,
    next_attempt_at: now.toISOString(),
    attempted_at: null,
    delivered_at: null,
    failed_at: null,
    last_error: null,
  }));
}

/** Exponential backoff: 30 s, 1 min, 2 min … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/**
 * Takes a due row for this worker. Several servers may share one database: a row is sent by the
 * worker whose lease update wins (compare-and-set on next_attempt_at); the others skip it.
 */
async function claim(db: Kysely<Database>, outboxId: number, dueAt: string, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('outbox')
    .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString(), attempted_at: now.toISOString() })
    .where('id', '=', outboxId)
    .where('next_attempt_at', '=', dueAt)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** A claimed row that is not to be sent after all: done with, its reason kept, never counted as a mail begun. */
async function withdraw(db: Kysely<Database>, outboxId: number, why: string, now: Date): Promise<void> {
  await db.updateTable('outbox').set({ attempted_at: null, delivered_at: now.toISOString(), last_error: why }).where('id', '=', outboxId).execute();
}

/** Sends a claimed row's message; records it delivered, or its failure with the next try's time. */
async function send(db: Kysely<Database>, row: { id: number; attempts: number }, channel: Channel | undefined, name: string, message: () => BookingMessage, now: Date): Promise<boolean> {
  try {
    if (!channel) throw new Error(`channel "${name}" is not configured`);
    await channel(message(), String(row.id));
    await db.updateTable('outbox').set({ delivered_at: new Date().toISOString(), last_error: null }).where('id', '=', row.id).execute();
    return true;
  } catch (error) {
    const tries = row.attempts + 1;
    const last = String((error as Error).message ?? error).slice(0, 500);
    await db
      .updateTable('outbox')
      .set({
        attempts: tries,
        last_error: last,
        next_attempt_at: new Date(now.getTime() + backoffMs(tries)).toISOString(),
        failed_at: tries >= MAX_ATTEMPTS ? new Date().toISOString() : null,
      })
      .where('id', '=', row.id)
      .execute();
    return false;
  }
}

/**
 * Delivers every due notification once: a booking's events and reminders, then the owner's
 * agendas. State lives in the database, so a restart simply continues; a channel that is down
 * delays its own rows and never touches the bookings.
 */
export async function deliverDue(
  db: Kysely<Database>,
  channels: Readonly<Record<string, Channel>>,
  siteUrl: string,
  now: Date = new Date(),
): Promise<{ delivered: number; failed: number }> {
  const due = await db
    .selectFrom('outbox')
    .innerJoin('bookings', 'bookings.id', 'outbox.booking_id')
    .leftJoin('booking_events', 'booking_events.id', 'outbox.event_id')
    .selectAll('bookings')
    .select(['outbox.id as outbox_id', 'outbox.channel', 'outbox.attempts', 'outbox.next_attempt_at as due_at', 'outbox.purpose', 'outbox.about'])
    .select([
      'booking_events.id as event_id',
      'booking_events.at as event_at',
      'booking_events.action as event_action',
      'booking_events.actor as event_actor',
      'booking_events.from_status as event_from',
      'booking_events.to_status as event_to',
      'booking_events.detail as event_detail',
    ])
    .where('outbox.delivered_at', 'is', null)
    .where('outbox.failed_at', 'is', null)
    .where('outbox.next_attempt_at', '<=', now.toISOString())
    .orderBy('outbox.id')
    .limit(BATCH)
    .execute();
  let delivered = 0;
  let failed = 0;
  for (const row of due) {
    const { outbox_id: outboxId, channel: name, attempts, due_at: dueAt, purpose, about, event_id: eventId, event_at: at, event_action: action, event_actor: actor, event_from: from, event_to: to, event_detail: detail, ...booking } = row;
    const event = eventId !== null && at !== null && action !== null && actor !== null && from !== null && to !== null
      ? { id: Number(eventId), booking_id: Number(booking.id), at, action, actor, from_status: from, to_status: to, detail }
      : null;
    if (!(await claim(db, Number(outboxId), dueAt, now))) continue;
    const reminder = purpose === 'reminder';
    // A reminder is sent only while it is still true: the booking confirmed for the visit it names.
    const withdrawn = reminder ? reminderWithdrawn(booking, about, now) : undefined;
    if (withdrawn) {
      await withdraw(db, Number(outboxId), withdrawn, now);
      continue;
    }
    if (!reminder && name === VISITOR_EMAIL && !(event && visitorHears(moveEvent(event), event.actor))) {
      // A visitor's address is only written to once the owner has answered (routing.ts); a row
      // an older version queued for a new request, or for the visitor's own move, stays unsent.
      await db
        .updateTable('outbox')
        .set({ attempted_at: null, failed_at: now.toISOString(), last_error: 'not sent: no answer of the owner behind it' })
        .where('id', '=', outboxId)
        .execute();
      continue;
    }
    if (name === VISITOR_EMAIL && (await holdPastCap(db, Number(outboxId), now))) continue;
    if (purpose === 'rating') {
      // The owner's note of the visitor's rating (services/booking/rating.ts), as stored.
      const rating = await ratingOf(db, Number(booking.id));
      if (!rating) await withdraw(db, Number(outboxId), 'not sent: the rating is gone', now);
      else if (await send(db, { id: Number(outboxId), attempts: Number(attempts) }, channels[name], name, () => ratingNote(booking, rating, siteUrl), now)) delivered += 1;
      else failed += 1;
      continue;
    }
    // A new request tells the owner of the phone number's earlier no-shows, counted when it is sent.
    const history = !reminder && !event && name !== VISITOR_EMAIL ? { noShows: (await earlierNoShows(db, [booking])).get(Number(booking.id)) ?? 0 } : undefined;
    const message = () => (reminder ? reminderMessage(booking, siteUrl, now) : outboxMessage(booking, event, name, siteUrl, history));
    if (await send(db, { id: Number(outboxId), attempts: Number(attempts) }, channels[name], name, message, now)) delivered += 1;
    else failed += 1;
  }
  const agendas = await deliverAgendas(db, channels, siteUrl, now);
  return { delivered: delivered + agendas.delivered, failed: failed + agendas.failed };
}

/** The owner's due agendas (rows of no booking): the day's list as it stands when sent. */
async function deliverAgendas(db: Kysely<Database>, channels: Readonly<Record<string, Channel>>, siteUrl: string, now: Date) {
  const due = await db
    .selectFrom('outbox')
    .select(['id', 'channel', 'attempts', 'next_attempt_at', 'about'])
    .where('purpose', '=', 'agenda')
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let delivered = 0;
  let failed = 0;
  for (const row of due) {
    if (!(await claim(db, Number(row.id), row.next_attempt_at, now))) continue;
    const day = row.about ?? '';
    const bookings = await agendaBookings(db, day);
    if (await send(db, { id: Number(row.id), attempts: Number(row.attempts) }, channels[row.channel], row.channel, () => agendaMessage(day, bookings, siteUrl), now)) delivered += 1;
    else failed += 1;
  }
  return { delivered, failed };
}

export interface OutboxWorker {
  /** Waits for the delivery in progress, then stops. */
  stop: () => Promise<void>;
}

/**
 * Polls the outbox every `intervalMs`, never running two deliveries at once. Each tick first
 * queues the owner's agenda once the spa has opened that day (agenda.ts), for the owner's
 * channels among `channels`, then sends what is due.
 */
export function startOutboxWorker(
  db: Kysely<Database>,
  channels: Readonly<Record<string, Channel>>,
  siteUrl: string,
  intervalMs = 5000,
): OutboxWorker {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const agenda = createAgendaScheduler(Object.keys(channels));
  const tick = () => {
    if (busy) return;
    busy = true;
    const now = new Date();
    running = agenda(db, now)
      .catch((error: unknown) => console.error(`outbox: agenda: ${(error as Error).message}`))
      .then(() => deliverDue(db, channels, siteUrl, now))
      .catch((error: unknown) => console.error(`outbox: ${(error as Error).message}`))
      .finally(() => {
        busy = false;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
