/** The one spelling of a day in our files: "YYYY-MM-DD". */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether "YYYY-MM-DD" at the start of `text` is a day the calendar has (no 30 February). Text of
 * another shape counts as no wrong date, so the format rule that runs beside this one (Zod runs
 * every check of a field) is the only message, and nothing here can throw on it.
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return true;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // Date.UTC rolls 2027-02-30 over to 2 March: a real date survives the round trip.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The number of a day "YYYY-MM-DD" counted from 1970-01-01 (day 0), or undefined for text that is no real date. */
export function calendarDayNumber(text: string): number | undefined {
  if (!ISO_DATE.test(text) || !isCalendarDate(text)) return undefined;
  return Date.parse(`${text}T00:00:00Z`) / 86_400_000;
}
