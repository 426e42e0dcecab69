import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SPA_AVAILABILITY_FACTS, type AvailabilityFacts } from '../../../booking/availability';
import { ownerFacts, ownerNow, ownerTimes, type OwnerBooking } from '../../../booking/owner-booking';
import { bookableDay, spaClock } from '../../../booking/schema';
import { calendarDayNumber } from '../../../config/calendar-date';
import type { Database } from '../../data/schema';
import { outboxRows } from '../notify/outbox';
import { outboxChannels } from '../notify/routing';
import { daysToRead, lockDays, occupancyOn, readHoldings, readOccupancy, roomRefusal } from './occupancy';
import { isPostgres, isUniqueViolation } from './store';

export type OwnerBookingResult =
  | { kind: 'created'; id: number }
  /** The same form posted again (its key was used): the booking it made. */
  | { kind: 'duplicate'; id: number }
  /** No room of the course's kind is free then: not stored; that day's nearest times the owner may enter. */
  | { kind: 'full'; nearest: string[] };

export interface OwnerBookingInput {
  booking: OwnerBooking;
  /** The form's one-time key (a double tap or a reload stores it once); none when absent. */
  idempotencyKey: string | undefined;
  now: Date;
  /** The owner's notification channels: only the signed webhook hears of the owner's own booking (routing.ts). */
  channels: readonly string[];
  facts?: AvailabilityFacts | undefined;
}

const hashOf = (b: OwnerBooking) => createHash('sha256').update(JSON.stringify(['owner', b.source, b.name, b.phone, b.service, b.date, b.time, b.notes])).digest('hex');

/**
 * Stores the owner's booking, confirmed, in one transaction that no other writer of its day can
 * interleave with (the rule of every room taker, occupancy.ts): the day's lock on PostgreSQL
 * (SQLite's BEGIN IMMEDIATE serializes writes already), then what holds the rooms, the room
 * check, the insert and the webhook's outbox row. Two entries racing for the last room, or one
 * racing a visitor's request: exactly one has it.
 */
export async function enterOwnerBooking(db: Kysely<Database>, input: OwnerBookingInput): Promise<OwnerBookingResult> {
  const facts = input.facts ?? SPA_AVAILABILITY_FACTS;
  const { booking } = input;
  const postgres = isPostgres(db);
  const byKey = async (executor: Kysely<Database>) =>
    input.idempotencyKey === undefined
      ? undefined
      : await executor.selectFrom('bookings').select('id').where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
  try {
    return await db.transaction().execute(async (trx): Promise<OwnerBookingResult> => {
      const days = daysToRead([booking.date], facts);
      await lockDays(trx, days, postgres);
      const twin = await byKey(trx);
      if (twin) return { kind: 'duplicate', id: Number(twin.id) };
      const holdings = await readHoldings(trx, days);
      const query = { date: booking.date, time: booking.time, option: booking.service, occupancy: occupancyOn(holdings, booking.date, facts), now: ownerNow(input.now) };
      const nearest = roomRefusal(query, ownerFacts(facts));
      if (nearest) return { kind: 'full', nearest };
      const { id } = await trx
        .insertInto('bookings')
        .values({
          created_at: input.now.toISOString(),
          locale: booking.locale,
          name: booking.name,
          phone: booking.phone,
          service_option: booking.service,
          date: booking.date,
          time: booking.time,
          notes: booking.notes,
          status: 'confirmed',
          source: booking.source,
          idempotency_key: input.idempotencyKey ?? null,
          request_hash: hashOf(booking),
          contact_method: null,
          contact_handle: null,
          proposed_date: null,
          proposed_time: null,
          decline_reason: null,
          decline_message: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The owner made it: her mail and Telegram are not told of it, the webhook (a calendar, a relay) is.
      const channels = outboxChannels({ event: 'booking.created', actor: 'admin', ownerChannels: input.channels, visitorEmail: false });
      if (channels.length > 0) await trx.insertInto('outbox').values(outboxRows(Number(id), null, channels, input.now)).execute();
      return { kind: 'created', id: Number(id) };
    });
  } catch (error) {
    // The same form posted twice at once: the key's unique index stopped the second insert.
    const twin = isUniqueViolation(error) ? await byKey(db) : undefined;
    if (twin) return { kind: 'duplicate', id: Number(twin.id) };
    throw error;
  }
}

/** The start times the owner's form offers for a course on a day (ownerTimes over what the database holds). */
export async function ownerTimesFor(db: Kysely<Database>, date: string, option: string, now: Date, facts: AvailabilityFacts = SPA_AVAILABILITY_FACTS): Promise<string[]> {
  if (calendarDayNumber(date) === undefined || !bookableDay(date, spaClock(now).today)) return [];
  const query = { date, option, now };
  if (ownerTimes({ ...query, occupancy: [] }, facts).length === 0) return [];
  return ownerTimes({ ...query, occupancy: await readOccupancy(db, date, facts) }, facts);
}
