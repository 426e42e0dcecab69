import { TIME_ZONE } from '../i18n/locales';
import { zonedInstant } from '../utils/time-zone';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a visit booked less than a day ahead is reminded of: the morning of its day, Vietnam time.
 * A fixed hour rather than "opening time minus two hours": the same words in every reminder and
 * the owner's manual, whatever the day's hours, and before a midday opening.
 */
export const MORNING_REMINDER_TIME = '09:00';

export interface RemindedVisit {
  /** The visit, "YYYY-MM-DD" and "HH:MM" in the spa's zone. */
  date: string;
  time: string;
  /** When the request was made (ISO-8601 UTC). */
  created_at: string;
}

/**
 * When the visitor's reminder of a visit confirmed at `now` is due, or undefined for none (the
 * visit has begun, or `leadHours` is 0). `leadHours` before the visit; for a visit booked less
 * than a day ahead, the morning of its day instead (MORNING_REMINDER_TIME). A moment already past
 * (confirmed inside the lead window, or after that morning) is `now`: the reminder follows the
 * confirmation at once. A morning after the visit's start (a visit before 09:00) is also `now`.
 */
export function reminderDueAt(visit: RemindedVisit, now: Date, leadHours: number): Date | undefined {
  if (leadHours <= 0) return undefined;
  const start = zonedInstant(visit.date, visit.time, TIME_ZONE);
  if (now.getTime() >= start) return undefined;
  const bookedAhead = start - Date.parse(visit.created_at);
  const target = bookedAhead < DAY_MS ? zonedInstant(visit.date, MORNING_REMINDER_TIME, TIME_ZONE) : start - leadHours * HOUR_MS;
  return new Date(target < start ? Math.max(target, now.getTime()) : now.getTime());
}

/** What a reminder row records about its visit, compared when it is sent: "YYYY-MM-DD HH:MM". */
export function visitKey(visit: { date: string; time: string }): string {
  return `${visit.date} ${visit.time}`;
}
