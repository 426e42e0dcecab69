import { z } from 'zod';
import { calendarDayNumber } from '../config/calendar-date';
import type { AvailabilityFacts } from './availability';
import { bookableDay, normalizeText, spaClock } from './schema';

/**
 * A room block the owner sets (issue 38): `count` rooms of one kind out of use on a day from one
 * time to another (a repair), with a reason. It holds its rooms like bookings do, for exactly its
 * range: the visitor's form, the free times endpoint, the booking writer and the owner's own
 * bookings all count it (src/server/services/booking/occupancy.ts).
 */

export const ROOM_BLOCK_FIELDS = ['room', 'count', 'date', 'from', 'to', 'reason'] as const;
export type RoomBlockField = (typeof ROOM_BLOCK_FIELDS)[number];
export type RoomBlockErrorKey = `roomBlock.error.${RoomBlockField}`;

/** Longest reason kept, in characters. */
export const BLOCK_REASON_MAX = 200;

export interface RoomBlockRequest {
  room: string;
  count: number;
  date: string;
  /** Its start, "HH:MM". */
  time: string;
  /** From its start to its end ("24:00" at the latest: a block stays within its day). */
  minutes: number;
  reason: string;
}

export type RoomBlockCheck = { ok: true; block: RoomBlockRequest } | { ok: false; errors: Partial<Record<RoomBlockField, RoomBlockErrorKey>> };

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const END = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
// oxlint-disable-next-line no-control-regex
const noControls = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);

/**
 * The owner's block form, checked at `now` against the room kinds of `facts`: a kind with rooms,
 * 1 to its count of them, a day from today to the booking's days ahead, a start before the end,
 * and a reason of one line. Each wrong field gets its own message key.
 */
export function checkRoomBlock(fields: Readonly<Record<string, string>>, now: Date, facts: Pick<AvailabilityFacts, 'rooms'>): RoomBlockCheck {
  const { today } = spaClock(now);
  const rooms = facts.rooms.find((r) => r.id === fields['room'])?.count ?? 0;
  const schema = z
    .object({
      room: z.string().refine(() => rooms > 0, 'roomBlock.error.room'),
      count: z.string().regex(/^\d{1,2}$/, 'roomBlock.error.count').transform(Number).refine((n) => n >= 1 && (rooms === 0 || n <= rooms), 'roomBlock.error.count'),
      date: z.string().refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && calendarDayNumber(d) !== undefined && bookableDay(d, today), 'roomBlock.error.date'),
      from: z.string().regex(CLOCK, 'roomBlock.error.from'),
      to: z.string().regex(END, 'roomBlock.error.to'),
      reason: z
        .string()
        .transform((s) => normalizeText(s, 'line'))
        .refine((s) => s.length >= 1 && s.length <= BLOCK_REASON_MAX && noControls(s), 'roomBlock.error.reason'),
    })
    .refine((b) => minutesOf(b.to) > minutesOf(b.from), { path: ['to'], message: 'roomBlock.error.to', when: (p) => p.issues.every((i) => i.path?.[0] !== 'from' && i.path?.[0] !== 'to') });
  const input = Object.fromEntries(ROOM_BLOCK_FIELDS.map((f) => [f, fields[f] ?? '']));
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors: Partial<Record<RoomBlockField, RoomBlockErrorKey>> = {};
    for (const issue of result.error.issues) {
      const field = ROOM_BLOCK_FIELDS.find((f) => f === issue.path[0]);
      if (field) errors[field] ??= `roomBlock.error.${field}`;
    }
    return { ok: false, errors };
  }
  const b = result.data;
  return { ok: true, block: { room: b.room, count: b.count, date: b.date, time: b.from, minutes: minutesOf(b.to) - minutesOf(b.from), reason: b.reason } };
}
