/**
 * What holds a room, read from the bookings table, and the times a course can still be booked
 * (issue 38). The model is src/booking/availability.ts (pure); this is its database side:
 *
 * - A booking holds one room of its option's kind while it is `new` (a request waiting for the
 *   owner) or `confirmed`, at its own date and time. A `proposed` one holds the time the owner
 *   proposed instead (`proposed_date`, `proposed_time`): accepting it makes it a confirmed visit at
 *   that time, refusing it cancels it, so the first time is given up as soon as another is proposed.
 *   Declined, cancelled, done, no-show and spam bookings hold nothing, nor does a request with no
 *   course ("decide after a consultation"): it names no room.
 * - A new or confirmed booking whose visitor asked for another time (`change_date`, `change_time`)
 *   holds a room at both times until the owner answers: its own, which stays booked until then,
 *   and the one asked, which the status page offered as free and the visitor was told is theirs
 *   if the owner accepts (as a new request holds its room before the owner confirms it).
 * - A room block the owner set (a repair) holds its rooms for exactly its range, with no cleaning
 *   gap after it (room_blocks).
 * - A day's question needs the day's bookings, and the day before's when a visit of that day can
 *   still hold a room as the day opens (its cleaning runs past midnight into a day opening at
 *   00:00): one query over the indexes on `(date, service_option)` and `proposed_date` (migration
 *   2026-11-29-003-bookings-date-index).
 *
 * The facts (the catalogue, the rooms, the gap, the hours) are handed in, defaulting to this build's
 * own: the booking writer lives once per process (src/server/web/runtime.ts) and outlives a publish,
 * so each booking brings the facts of the build that took it.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { isAvailable, nearestFree, SPA_AVAILABILITY_FACTS, availableTimes, type AvailabilityFacts, type Occupancy, type TimeQuery } from '../../../booking/availability';
import { bookableDay, spaClock } from '../../../booking/schema';
import { calendarDayNumber } from '../../../config/calendar-date';
import { hoursOn } from '../../../config/special-hours';
import type { Database } from '../../data/schema';

/** Statuses whose booking holds a room at its own date and time. */
export const HOLDS_OWN_TIME = ['new', 'confirmed'] as const;
/** The status whose booking holds a room at the time proposed (`proposed_date`, `proposed_time`). */
export const HOLDS_PROPOSED_TIME = 'proposed';

/** One booking that holds a room: the day and time it holds it from, and its course. */
export interface Holding {
  date: string;
  time: string;
  option: string;
}

/**
 * A room block the owner set (a repair): `count` rooms of the kind `room` for exactly `minutes`
 * from its date and time, no cleaning gap after it (room_blocks, src/server/web/admin/room-blocks.ts).
 */
export interface BlockHolding {
  date: string;
  time: string;
  room: string;
  count: number;
  minutes: number;
}

/** Holdings by the day they start ("YYYY-MM-DD"). */
export type HoldingsByDay = Map<string, (Holding | BlockHolding)[]>;

const DAY_MS = 86_400_000;
const dayText = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether a booking of the day before `date` can still hold a room when `date` opens. The booking
 * rule makes every visit end by its day's closing, 24:00 at the latest, so its room is free again
 * by the cleaning gap after midnight: only a day opening before that (a special night opening at
 * 00:00) needs the day before.
 */
function dayBeforeCounts(date: string, facts: AvailabilityFacts): boolean {
  const hours = hoursOn(date, facts.hours);
  return !hours.closed && clockMinutes(hours.opens) < facts.cleaningGapMinutes;
}

/** The days a question about `dates` reads: each date, and the day before when it counts (dayBeforeCounts); sorted, once each. */
export function daysToRead(dates: Iterable<string>, facts: AvailabilityFacts = SPA_AVAILABILITY_FACTS): string[] {
  const numbers = new Set<number>();
  for (const date of dates) {
    const day = calendarDayNumber(date);
    if (day === undefined) continue;
    numbers.add(day);
    if (dayBeforeCounts(date, facts)) numbers.add(day - 1);
  }
  return [...numbers].sort((a, b) => a - b).map(dayText);
}

/**
 * The bookings holding a room on `days` (daysToRead's), in one query. Reads in the caller's
 * transaction when given one (the booking writer's, after lockDays).
 */
export async function readHoldings(db: Kysely<Database>, days: readonly string[]): Promise<HoldingsByDay> {
  const byDay: HoldingsByDay = new Map();
  if (days.length === 0) return byDay;
  const rows = await holdingsQuery(db, days).execute();
  for (const row of rows) {
    if (!row.service_option) continue;
    const held =
      row.status === HOLDS_PROPOSED_TIME
        ? row.proposed_date && row.proposed_time
          ? { date: row.proposed_date, time: row.proposed_time }
          : undefined
        : { date: row.date, time: row.time };
    if (held) addHolding(byDay, { ...held, option: row.service_option });
    if (row.status !== HOLDS_PROPOSED_TIME && row.change_date && row.change_time) addHolding(byDay, { date: row.change_date, time: row.change_time, option: row.service_option });
  }
  const blocks = await db.selectFrom('room_blocks').select(['date', 'time', 'room', 'count', 'minutes']).where('date', 'in', days).execute();
  for (const block of blocks) addHolding(byDay, { ...block, count: Number(block.count), minutes: Number(block.minutes) });
  return byDay;
}

/**
 * The one query readHoldings runs: the bookings of `days` that may hold a room, over the indexes
 * on (date, service_option), proposed_date and change_date (a test reads its plan). A booking
 * found by its time asked is also counted at its own time, on whatever day that is: a holding
 * of a day not asked about is never read.
 */
export function holdingsQuery(db: Kysely<Database>, days: readonly string[]) {
  return db
    .selectFrom('bookings')
    .select(['date', 'time', 'service_option', 'status', 'proposed_date', 'proposed_time', 'change_date', 'change_time'])
    .where((eb) =>
      eb.or([
        eb.and([eb('date', 'in', days), eb('service_option', 'is not', null), eb('status', 'in', HOLDS_OWN_TIME)]),
        eb.and([eb('proposed_date', 'in', days), eb('status', '=', HOLDS_PROPOSED_TIME)]),
        eb.and([eb('change_date', 'in', days), eb('status', 'in', HOLDS_OWN_TIME)]),
      ]),
    );
}

/** Counts one more holding (a booking just accepted in the same transaction). */
export function addHolding(byDay: HoldingsByDay, holding: Holding | BlockHolding): void {
  const list = byDay.get(holding.date);
  if (list) list.push(holding);
  else byDay.set(holding.date, [holding]);
}

/**
 * Takes one holding of `option` at `date` `time` out of `byDay`: what a booking itself holds, left
 * out of a check of the time it moves to (rooms of a kind are interchangeable: any equal one is its own).
 */
export function leaveOutHolding(byDay: HoldingsByDay, option: string, date: string, time: string): void {
  const list = byDay.get(date);
  const at = list?.findIndex((h) => 'option' in h && h.option === option && h.time === time) ?? -1;
  if (list && at >= 0) list.splice(at, 1);
}

/**
 * What the model needs for a question about `date`: the holdings of that day and the day before (when read),
 * each with its course's length and room kind. A holding whose course the facts no longer know (an
 * option since removed from the catalogue) cannot be placed and is left out.
 */
export function occupancyOn(byDay: HoldingsByDay, date: string, facts: AvailabilityFacts = SPA_AVAILABILITY_FACTS): Occupancy[] {
  const day = calendarDayNumber(date);
  if (day === undefined) return [];
  const occupancy: Occupancy[] = [];
  for (const holding of [...(byDay.get(dayText(day - 1)) ?? []), ...(byDay.get(date) ?? [])]) {
    if ('room' in holding) {
      occupancy.push({ ...holding, cleaning: false });
      continue;
    }
    const course = courseOf(facts, holding.option);
    if (course) occupancy.push({ date: holding.date, time: holding.time, minutes: course.minutes, room: course.room });
  }
  return occupancy;
}

function courseOf(facts: AvailabilityFacts, optionId: string): { minutes: number; room: string } | undefined {
  for (const service of facts.services) {
    const option = service.options.find((o) => o.id === optionId);
    if (option) return { minutes: option.minutes, room: option.room ?? service.room };
  }
  return undefined;
}

/** The occupancy a question about `date` needs, read from the database. */
export async function readOccupancy(db: Kysely<Database>, date: string, facts: AvailabilityFacts = SPA_AVAILABILITY_FACTS): Promise<Occupancy[]> {
  return occupancyOn(await readHoldings(db, daysToRead([date], facts)), date, facts);
}

/**
 * The start times the form offers for `optionId` on `date` at `now`: the model's grid less the past,
 * the service's notice and the full times; none outside the bookable range (today to
 * MAX_DAYS_AHEAD days on), on a closed day or for an unknown option. The database is asked only
 * when an empty day would offer something.
 */
export async function availableTimesFor(
  db: Kysely<Database>,
  date: string,
  optionId: string,
  now: Date,
  facts: AvailabilityFacts = SPA_AVAILABILITY_FACTS,
): Promise<string[]> {
  if (calendarDayNumber(date) === undefined || !bookableDay(date, spaClock(now).today)) return [];
  const query = { date, option: optionId, now };
  if (availableTimes({ ...query, occupancy: [] }, facts).length === 0) return [];
  return availableTimes({ ...query, occupancy: await readOccupancy(db, date, facts) }, facts);
}

/** Long before any booking: the room check leaves the past and the notice to the booking schema. */
const BEFORE_ANY_BOOKING = new Date(0);

/**
 * Whether a request's room is free, as the booking writer judges it: undefined when a room of its
 * kind is free for its whole visit and cleaning; otherwise the nearest free times of that day (at
 * `query.now`, so none past; empty when none is left). Only rooms are judged here: the hours, the
 * past and the notice are the booking schema's rules, checked before. A time the model cannot place
 * at all (outside the hours, a room kind with no rooms) counts as full.
 */
export function roomRefusal(query: TimeQuery, facts: AvailabilityFacts = SPA_AVAILABILITY_FACTS): string[] | undefined {
  if (isAvailable({ ...query, now: BEFORE_ANY_BOOKING }, facts)) return undefined;
  return nearestFree(query, facts);
}

/** The first key of our advisory locks ("KS" and the number); the second is the day's number. */
const DAY_LOCK_SPACE = 0x4b_53_00_38;

/**
 * PostgreSQL: takes the transaction's lock on each of `days` (daysToRead's of the dates it books),
 * in date order, in one statement, so two servers' transactions that could give away the same
 * room run one after the other and never deadlock. That is enough: a booking on day D changes what
 * a check of D reads, and of D + 1 only when that check reads the day before, in which case both
 * lock D. Released at commit or rollback. On SQLite the writer's `BEGIN IMMEDIATE` serializes every
 * write transaction already (src/server/data/sqlite-driver.ts), so this does nothing there.
 */
export async function lockDays(trx: Transaction<Database>, days: Iterable<string>, postgres: boolean): Promise<void> {
  if (!postgres) return;
  const numbers = [...new Set([...days].map(calendarDayNumber).filter((day) => day !== undefined))].sort((a, b) => a - b);
  if (numbers.length === 0) return;
  // A volatile function of the target list runs after the sort, so the locks are taken in order.
  await sql`select pg_advisory_xact_lock(${DAY_LOCK_SPACE}::int, day) from unnest(${numbers}::int[]) with ordinality as days (day, n) order by n`.execute(trx);
}
