import { z } from 'zod';
import { calendarDayNumber } from '../config/calendar-date';
import { findOption } from '../config/catalogue';
import { hoursOn } from '../config/special-hours';
import { LOCALES, type Locale } from '../i18n/locales';
import { availableTimes, isAvailable, SLOT_MINUTES, type AvailabilityFacts, type DayQuery } from './availability';
import { toE164 } from './phone';
import { OWNER_SOURCES, type OwnerSource } from './record';
import { bookableDay, NOTES_MAX, normalizeText, spaClock, type BookingErrorKey } from './schema';

/**
 * A booking the owner (or the front desk) enters in the admin (issue 38): a phone call or a guest
 * at the door. Unlike a visitor's request it is confirmed at once, needs a course (it takes a
 * room), may have no phone (a walk-in), and is not bound by a course's notice (the owner knows
 * whether the pool is warm) nor by the grid's "later than now": a guest who starts in the half
 * hour under way is entered at its start (a walk-in at 14:40 at 14:30). The hours, closed days,
 * the days ahead and the rooms bind it like any booking.
 */

/** The fields of the owner's form that can be wrong, in the form's order. */
export const OWNER_BOOKING_FIELDS = ['source', 'name', 'phone', 'service', 'date', 'time', 'notes', 'locale'] as const;
export type OwnerBookingField = (typeof OWNER_BOOKING_FIELDS)[number];

/** The words of a wrong field: the visitor's where they say the same, the owner's own otherwise. */
export type OwnerBookingErrorKey =
  | Extract<BookingErrorKey, 'booking.error.name' | 'booking.error.phone' | 'booking.error.date' | 'booking.error.closed' | 'booking.error.time' | 'booking.error.hours' | 'booking.error.past' | 'booking.error.notes'>
  | 'ownerBooking.error.source'
  | 'ownerBooking.error.phoneNeeded'
  | 'ownerBooking.error.service'
  | 'ownerBooking.error.locale';

export interface OwnerBooking {
  source: OwnerSource;
  name: string;
  /** E.164, or "" for a walk-in who left none. */
  phone: string;
  /** The course's option id. */
  service: string;
  date: string;
  time: string;
  notes: string;
  /** The guest's language: their status page and any message to them. */
  locale: Locale;
}

export type OwnerBookingCheck = { ok: true; booking: OwnerBooking } | { ok: false; errors: Partial<Record<OwnerBookingField, OwnerBookingErrorKey>> };

/** The owner's course and grid rules: the spa's facts with no course's notice. */
export function ownerFacts(facts: AvailabilityFacts): AvailabilityFacts {
  return { ...facts, services: facts.services.map((s) => ({ ...s, noticeHours: 0 })) };
}

/** The moment the model judges the owner's "past" by: the half hour under way still counts. */
export const ownerNow = (now: Date): Date => new Date(now.getTime() - SLOT_MINUTES * 60_000);

/** The start times the owner's form offers for a course on a day, given what holds the rooms. */
export function ownerTimes(query: DayQuery, facts: AvailabilityFacts): string[] {
  return availableTimes({ ...query, now: ownerNow(query.now) }, ownerFacts(facts));
}

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
// oxlint-disable-next-line no-control-regex
const noControls = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);

function buildOwnerSchema(now: Date, facts: AvailabilityFacts) {
  const { today } = spaClock(now);
  return z
    .object({
      source: z.enum(OWNER_SOURCES, { message: 'ownerBooking.error.source' }),
      name: z
        .string({ message: 'booking.error.name' })
        .transform((s) => normalizeText(s, 'line'))
        .refine((s) => s.length >= 2 && s.length <= 100 && noControls(s), 'booking.error.name'),
      phone: z.string().optional().transform((s) => normalizeText(s ?? '', 'line')),
      service: z.string({ message: 'ownerBooking.error.service' }).refine((s) => findOption(s) !== undefined, 'ownerBooking.error.service'),
      date: z
        .string({ message: 'booking.error.date' })
        .regex(DATE, 'booking.error.date')
        .refine((d) => calendarDayNumber(d) !== undefined && bookableDay(d, today), 'booking.error.date')
        .refine((d) => !bookableDay(d, today) || calendarDayNumber(d) === undefined || !hoursOn(d, facts.hours).closed, 'booking.error.closed'),
      time: z.string({ message: 'booking.error.time' }).regex(CLOCK, 'booking.error.time'),
      notes: z
        .string()
        .optional()
        .transform((s) => normalizeText(s ?? '', 'lines'))
        .refine((s) => s.length <= NOTES_MAX, 'booking.error.notes')
        // oxlint-disable-next-line no-control-regex
        .refine((s) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(s), 'booking.error.notes'),
      locale: z.enum(LOCALES, { message: 'ownerBooking.error.locale' }),
    })
    .superRefine((b, ctx) => {
      // A phone call has a number to call back; a guest at the door may leave none.
      if (b.phone === '') {
        if (b.source === 'phone') ctx.addIssue({ code: 'custom', path: ['phone'], message: 'ownerBooking.error.phoneNeeded' });
      } else if (!toE164(b.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'booking.error.phone' });
    })
    .superRefine((b, ctx) => {
      const found = findOption(b.service);
      if (!found || !DATE.test(b.date) || !bookableDay(b.date, today) || calendarDayNumber(b.date) === undefined || !CLOCK.test(b.time)) return;
      const day = hoursOn(b.date, facts.hours);
      if (day.closed) return;
      const start = minutesOf(b.time);
      if (start < minutesOf(day.opens) || start + found.option.minutes > minutesOf(day.closes)) {
        ctx.addIssue({ code: 'custom', path: ['time'], message: 'booking.error.hours' });
        return;
      }
      // Within the hours: only the past is left for the model to refuse with no room taken.
      if (!isAvailable({ date: b.date, time: b.time, option: b.service, occupancy: [], now: ownerNow(now) }, ownerFacts(facts))) {
        ctx.addIssue({ code: 'custom', path: ['time'], message: 'booking.error.past' });
      }
    });
}

/** Field → the key of its first problem (each field's own message key, never Zod's words). */
function errorsOf(error: z.ZodError): Partial<Record<OwnerBookingField, OwnerBookingErrorKey>> {
  const errors: Partial<Record<OwnerBookingField, OwnerBookingErrorKey>> = {};
  const fallback: Record<OwnerBookingField, OwnerBookingErrorKey> = {
    source: 'ownerBooking.error.source',
    name: 'booking.error.name',
    phone: 'booking.error.phone',
    service: 'ownerBooking.error.service',
    date: 'booking.error.date',
    time: 'booking.error.time',
    notes: 'booking.error.notes',
    locale: 'ownerBooking.error.locale',
  };
  for (const issue of error.issues) {
    const field = OWNER_BOOKING_FIELDS.find((f) => f === issue.path[0]);
    if (!field) continue;
    // Our own rules' messages are keys; a type or shape Zod refused before them gets the field's.
    const own = issue.message.startsWith('booking.error.') || issue.message.startsWith('ownerBooking.error.');
    errors[field] ??= own ? (issue.message as OwnerBookingErrorKey) : fallback[field];
  }
  return errors;
}

/**
 * The owner's form, checked at `now` against `facts` (the hours and the catalogue): the booking
 * to store, or each wrong field's message key. Fields it does not know are ignored (the form's
 * own hidden ones); the room is judged when it is stored.
 */
export function checkOwnerBooking(fields: Readonly<Record<string, string>>, now: Date, facts: AvailabilityFacts): OwnerBookingCheck {
  const input = Object.fromEntries(OWNER_BOOKING_FIELDS.map((f) => [f, fields[f]]));
  const result = buildOwnerSchema(now, facts).safeParse(input);
  if (!result.success) return { ok: false, errors: errorsOf(result.error) };
  const booking = result.data;
  return { ok: true, booking: { ...booking, phone: booking.phone === '' ? '' : (toE164(booking.phone) ?? '') } };
}
