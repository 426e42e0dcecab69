/**
 * The start times the booking form offers when it cannot ask the rooms (issue 38): a request with
 * no course holds no room, so it may take any start on the day's grid; and the day the form
 * preselects. Pure and free of the business facts' import (the facts are handed in), so the
 * form's browser code runs it from its props: the home form's script stays small.
 */
import { calendarDayNumber } from '../config/calendar-date';
import { dayHours, type OpeningFacts } from '../config/day-hours';
import { TIME_ZONE } from '../i18n/locales';
import { clockText, wallClock } from '../utils/time-zone';

/** What the form lists a day's opening times from: the hours, the special days, the grid's step (SLOT_MINUTES). */
export interface OpeningGrid extends OpeningFacts {
  step: number;
}

const CLOCK = /^(\d{2}):(\d{2})$/;
/** A start time the booking rule can read ("00:00"–"23:59"). */
const START = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (hhmm: string) => {
  const match = CLOCK.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

/** The spa's date today at `nowMs` ("YYYY-MM-DD", Asia/Ho_Chi_Minh) and its minutes since midnight. */
export function spaToday(nowMs: number): { date: string; minutes: number } {
  return wallClock(nowMs, TIME_ZONE);
}

/**
 * The starts a request without a course may take on `date`: every `step` minutes from opening
 * while before closing (the booking rule for no course), less those at or before now when `date`
 * is today. None on a closed day; the regular hours' grid for text that is no date (the date
 * field's own error says so when it is sent).
 */
export function openingTimes(date: string, nowMs: number, grid: OpeningGrid): string[] {
  const real = calendarDayNumber(date) !== undefined;
  const hours = dayHours(real ? date : '', grid);
  if (hours.closed) return [];
  const today = spaToday(nowMs);
  const after = real && date === today.date ? today.minutes : -1;
  const times: string[] = [];
  const closes = minutesOf(hours.closes);
  for (let at = minutesOf(hours.opens); at < closes; at += grid.step) if (at > after) times.push(clockText(at));
  return times;
}

/** "YYYY-MM-DD" `days` after `date`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The day the form preselects: the first from today (the spa's clock) to `maxDays` ahead on which
 * `timesOn` offers a time (today's past and a course's notice left out by it), so a visitor late
 * at night or choosing a course that needs notice starts on a day they can book; today when none does.
 */
export function firstDayWithTimes(nowMs: number, timesOn: (date: string) => readonly string[], maxDays: number): string {
  const today = spaToday(nowMs).date;
  for (let ahead = 0; ahead <= maxDays; ahead += 1) {
    const date = addDays(today, ahead);
    if (timesOn(date).length > 0) return date;
  }
  return today;
}

/**
 * The list the time field shows: `times`, and `kept` in its place when it is a time not among
 * them (a time the visitor sent and the server refused stays chosen, beside the message naming
 * the nearest free ones).
 */
export function withKept(times: readonly string[], kept: string | undefined): string[] {
  if (kept === undefined || !START.test(kept) || times.includes(kept)) return [...times];
  return [...times, kept].sort();
}
