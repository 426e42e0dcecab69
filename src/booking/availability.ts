/**
 * Which start times a course can be booked at on a day, from the rooms alone (issue 38). Pure: the
 * caller hands in the facts (the catalogue, the rooms, the cleaning gap, the hours) and what holds a
 * room (pending and confirmed bookings, the owner's room blocks); nothing here reads a database,
 * a file or the clock.
 *
 * The model: the rooms of a kind are interchangeable and a booking is not tied to one of them. A
 * booking holds one room of its option's kind from its start to its end plus the cleaning gap; a
 * new booking is possible when, at every instant of its own [start, end + gap), fewer rooms of its
 * kind are held than the kind has. With the gap on both intervals, a booking may neither start
 * before the previous guest's room is cleaned nor end so late that its own cleaning runs into the
 * next guest's start. Counting the most rooms held at one instant (not the bookings that touch the
 * interval) is exact: two bookings that overlap the new one but not each other can share a room,
 * and since intervals on a line can always be given rooms without moving anyone mid-visit, "never
 * more than count at once" is also enough. Therapists are not modelled.
 *
 * Times are absolute minutes (the day's number since 1970 × 1440 + minutes since midnight,
 * Asia/Ho_Chi_Minh wall clock), so a booking of the day before that runs past midnight counts, and
 * a day closing at "24:00" ends at the next day's minute 0. The day has no daylight saving time.
 */
import type { Room } from '../config/business-schema';
import { BUSINESS } from '../config/business';
import { calendarDayNumber } from '../config/calendar-date';
import { optionRoom, SERVICES } from '../config/catalogue';
import { hoursOn, type HoursFacts } from '../config/special-hours';
import { TIME_ZONE } from '../i18n/locales';
import { clockText, wallClock } from '../utils/time-zone';

/** The grid of offered start times: every this many minutes from the day's opening. */
export const SLOT_MINUTES = 30;
/** How many free times a refusal names (nearestFree). */
export const NEAREST_FREE_COUNT = 3;

const DAY_MINUTES = 1440;

/**
 * Something that holds rooms of one kind for a while: a pending or confirmed booking (one room), or
 * a room block the owner set (`count` rooms). The cleaning gap follows each one.
 */
export interface Occupancy {
  /** The day it starts, "YYYY-MM-DD" in Asia/Ho_Chi_Minh. */
  date: string;
  /** Its start, "HH:MM". */
  time: string;
  /** How long it holds the room, without the gap. */
  minutes: number;
  /** The room kind's id (`rooms` in spa.yaml). */
  room: string;
  /** How many rooms of that kind it holds; 1 when left out (a booking). */
  count?: number;
  /** Whether the cleaning gap follows it: yes when left out (a visit); a room block holds exactly its range. */
  cleaning?: boolean;
}

/** A service as availability needs it: its room, its notice, its options' lengths and rooms. */
export interface AvailabilityService {
  id: string;
  room: string;
  noticeHours: number;
  options: readonly { id: string; minutes: number; room?: string | undefined }[];
}

/** The business facts availability is computed from. */
export interface AvailabilityFacts {
  services: readonly AvailabilityService[];
  rooms: readonly Pick<Room, 'id' | 'count'>[];
  /** Minutes a room stays empty after each occupancy (`cleaningGapMinutes`). */
  cleaningGapMinutes: number;
  /** The regular and special hours (hoursOn reads them). */
  hours: HoursFacts;
}

/** The spa's own facts: the catalogue and src/content/business/spa.yaml. */
export const SPA_AVAILABILITY_FACTS: AvailabilityFacts = {
  services: SERVICES,
  rooms: BUSINESS.rooms,
  cleaningGapMinutes: BUSINESS.cleaningGapMinutes,
  hours: BUSINESS,
};

/**
 * A question about one day. `occupancy` may hold anything of any day: only what overlaps the day's
 * possible bookings (with the gaps) counts, so the caller may pass the day and the one before it.
 */
export interface DayQuery {
  /** "YYYY-MM-DD", Asia/Ho_Chi_Minh. */
  date: string;
  /** The option's id (`options[].id` in the catalogue). */
  option: string;
  occupancy: readonly Occupancy[];
  /** The moment of asking: a start at or before it, or sooner than the service's notice, is not offered. */
  now: Date;
}

/** A question about one start time ("HH:MM", any minute). */
export interface TimeQuery extends DayQuery {
  time: string;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** "HH:MM" (or "24:00" when `allowMidnightEnd`) as minutes since midnight; undefined for anything else. */
function clockMinutes(text: string, allowMidnightEnd = false): number | undefined {
  if (allowMidnightEnd && text === '24:00') return DAY_MINUTES;
  const match = CLOCK.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** When an occupancy holds its rooms, in absolute minutes, cleaning gap included: [from, to). */
function heldInterval(o: Occupancy, gap: number, dayOf: (date: string) => number | undefined): { from: number; to: number; count: number } | undefined {
  const day = dayOf(o.date);
  const start = clockMinutes(o.time);
  // A row that names no real day or time cannot be placed; the booking schema keeps them out.
  if (day === undefined || start === undefined || !Number.isFinite(o.minutes)) return undefined;
  const from = day * DAY_MINUTES + start;
  const count = o.count ?? 1;
  return count > 0 && o.minutes >= 0 ? { from, to: from + o.minutes + (o.cleaning === false ? 0 : gap), count } : undefined;
}

/**
 * How many rooms are held, as a step function: `levels[j]` rooms from `points[j]` until
 * `points[j + 1]` (none before the first point nor from the last).
 */
interface HeldSteps {
  points: number[];
  levels: number[];
}

/** The held rooms of one kind over the window [from, to): sorted change points, O(n log n). */
function heldSteps(occupancy: readonly Occupancy[], room: string, gap: number, from: number, to: number): HeldSteps {
  const changes: [number, number][] = [];
  // The occupancy names a few days many times: each day's number is worked out once (the booking
  // writer asks for every booking it stores).
  const days = new Map<string, number | undefined>();
  const dayOf = (date: string) => {
    if (!days.has(date)) days.set(date, calendarDayNumber(date));
    return days.get(date);
  };
  for (const o of occupancy) {
    if (o.room !== room) continue;
    const held = heldInterval(o, gap, dayOf);
    if (!held || held.to <= from || held.from >= to || held.to <= held.from) continue;
    changes.push([held.from, held.count], [held.to, -held.count]);
  }
  changes.sort((a, b) => a[0] - b[0]);
  const points: number[] = [];
  const levels: number[] = [];
  let level = 0;
  for (const [at, delta] of changes) {
    level += delta;
    if (points.at(-1) === at) levels[levels.length - 1] = level;
    else {
      points.push(at);
      levels.push(level);
    }
  }
  return { points, levels };
}

/**
 * The most rooms held at one instant of each window [start, start + span), for starts in
 * increasing order: a sliding-window maximum over the steps (a deque of step indices with falling
 * levels), so all windows together cost O(steps + windows).
 */
function mostHeld({ points, levels }: HeldSteps, starts: readonly number[], span: number): number[] {
  const stepEnd = (j: number) => points[j + 1] ?? Number.POSITIVE_INFINITY;
  const deque: number[] = [];
  let head = 0;
  let next = 0;
  return starts.map((start) => {
    const end = start + span;
    // Steps that begin before the window ends join; those that ended by its start leave.
    for (; next < levels.length && (points[next] ?? 0) < end; next++) {
      while (deque.length > head && (levels[deque.at(-1) ?? 0] ?? 0) <= (levels[next] ?? 0)) deque.pop();
      deque.push(next);
    }
    while (deque.length > head && stepEnd(deque[head] ?? 0) <= start) head++;
    return deque.length > head ? (levels[deque[head] ?? 0] ?? 0) : 0;
  });
}

/** What a day offers an option: its possible starts (absolute), its length with the gap, its rooms. */
interface DayPlan {
  /** The day's minute 0, absolute. */
  base: number;
  /** The first start (opening) and the last one (whose end is closing), absolute. */
  first: number;
  last: number;
  /** Starts before this are past or inside the service's notice. */
  earliest: number;
  /** The option's minutes plus the cleaning gap: how long a booking holds its room. */
  span: number;
  rooms: number;
  steps: HeldSteps;
}

/** The last minute asked about and its absolute minute on the spa's clock: reading the zone's clock costs more than the rest of a check. */
let lastNow: { minute: number; at: number } | undefined;
function nowMinute(now: Date): number {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastNow?.minute !== minute) {
    const clock = wallClock(now.getTime(), TIME_ZONE);
    lastNow = { minute, at: (calendarDayNumber(clock.date) ?? 0) * DAY_MINUTES + clock.minutes };
  }
  return lastNow.at;
}

function planDay(query: DayQuery, facts: AvailabilityFacts): DayPlan | undefined {
  const day = calendarDayNumber(query.date);
  const service = facts.services.find((s) => s.options.some((o) => o.id === query.option));
  const option = service?.options.find((o) => o.id === query.option);
  if (day === undefined || !service || !option) return undefined;
  const hours = hoursOn(query.date, facts.hours);
  if (hours.closed) return undefined;
  const opens = clockMinutes(hours.opens);
  const closes = clockMinutes(hours.closes, true);
  if (opens === undefined || closes === undefined) return undefined;
  const base = day * DAY_MINUTES;
  const first = base + opens;
  const last = base + closes - option.minutes;
  if (last < first) return undefined;
  // The booking rule's "past" (a start at or before now's minute) and its notice, in one bound.
  const nowAt = nowMinute(query.now);
  const earliest = nowAt + Math.max(1, service.noticeHours * 60);
  const room = optionRoom(service, option);
  const rooms = facts.rooms.find((r) => r.id === room)?.count ?? 0;
  const span = option.minutes + facts.cleaningGapMinutes;
  return { base, first, last, earliest, span, rooms, steps: heldSteps(query.occupancy, room, facts.cleaningGapMinutes, first, last + span) };
}

/** The grid's starts of a plan that are neither past nor full, absolute. */
function freeStarts(plan: DayPlan): number[] {
  const starts: number[] = [];
  for (let at = plan.first; at <= plan.last; at += SLOT_MINUTES) if (at >= plan.earliest) starts.push(at);
  const held = mostHeld(plan.steps, starts, plan.span);
  return starts.filter((_, i) => (held[i] ?? 0) < plan.rooms);
}

const timeOf = (plan: DayPlan, at: number) => clockText(at - plan.base);

/**
 * The start times offered for an option on a day: every SLOT_MINUTES from opening to the last
 * start that ends by closing, less the past (and the service's notice) and the full ones. None on
 * a closed day or for an unknown option. O(n log n) in the occupancy.
 */
export function availableTimes(query: DayQuery, facts: AvailabilityFacts): string[] {
  const plan = planDay(query, facts);
  return plan ? freeStarts(plan).map((at) => timeOf(plan, at)) : [];
}

/**
 * Whether the option can start at `time` (any minute, "HH:MM") that day: within the day's hours,
 * not past nor inside the notice, and a room of its kind free until its end plus the gap. On the
 * grid it agrees with availableTimes.
 */
export function isAvailable(query: TimeQuery, facts: AvailabilityFacts): boolean {
  const plan = planDay(query, facts);
  const minutes = clockMinutes(query.time);
  if (!plan || minutes === undefined) return false;
  const at = plan.base + minutes;
  if (at < plan.first || at > plan.last || at < plan.earliest) return false;
  return (mostHeld(plan.steps, [at], plan.span)[0] ?? 0) < plan.rooms;
}

/**
 * Up to `limit` offered times of that day closest to `time` (for the message refusing it), in
 * the order of the day; of two equally close, the earlier. None when `time` is not "HH:MM".
 */
export function nearestFree(query: TimeQuery, facts: AvailabilityFacts, limit = NEAREST_FREE_COUNT): string[] {
  const plan = planDay(query, facts);
  const minutes = clockMinutes(query.time);
  if (!plan || minutes === undefined) return [];
  const wanted = plan.base + minutes;
  return freeStarts(plan)
    .sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || a - b)
    .slice(0, limit)
    .sort((a, b) => a - b)
    .map((at) => timeOf(plan, at));
}

/**
 * The most rooms of kind `room` held at one instant of `date` from `time` for `minutes` (no gap
 * added to that range): what a room block set then leaves. Reads the same occupancy as the rest.
 */
export function mostRoomsHeld(occupancy: readonly Occupancy[], room: string, date: string, time: string, minutes: number, gap: number): number {
  const day = calendarDayNumber(date);
  const start = clockMinutes(time);
  if (day === undefined || start === undefined || minutes <= 0) return 0;
  const from = day * DAY_MINUTES + start;
  return mostHeld(heldSteps(occupancy, room, gap, from, from + minutes), [from], minutes)[0] ?? 0;
}
