import { isoDateInSpaZone } from '../i18n/format';
import { BUSINESS } from './business';
import type { Business, SpecialHours } from './business-schema';

export type { SpecialHours };

/** A day's hours: closed, or open from `opens` to `closes` ("HH:MM", Asia/Ho_Chi_Minh). */
export type DayHours = { closed: true } | { closed: false; opens: string; closes: string };

/** What these functions read from the business facts (passed in by tests, BUSINESS otherwise). */
export type HoursFacts = Pick<Business, 'hours' | 'specialHours'>;

/** The special-hours entry covering `date` ("YYYY-MM-DD", a spa date), if any. */
export function specialHoursOn(date: string, facts: HoursFacts = BUSINESS): SpecialHours | undefined {
  // ISO dates compare as strings in calendar order.
  return facts.specialHours.find((entry) => entry.from <= date && date <= entry.to);
}

/** The regular daily hours (`hours` in spa.yaml). */
export function regularHours(facts: HoursFacts = BUSINESS): DayHours {
  return { closed: false, opens: facts.hours.opens, closes: facts.hours.closes };
}

/** The hours of `date` ("YYYY-MM-DD"): its special entry's, or the regular daily hours. */
export function hoursOn(date: string, facts: HoursFacts = BUSINESS): DayHours {
  const special = specialHoursOn(date, facts);
  if (!special) return regularHours(facts);
  return special.closed ? { closed: true } : { closed: false, opens: special.opens, closes: special.closes };
}

/** Every entry that has not ended by `now`'s spa date (the current one first), in date order. */
export function upcomingSpecialHours(now: Date, facts: HoursFacts = BUSINESS): SpecialHours[] {
  const today = isoDateInSpaZone(now);
  return facts.specialHours.filter((entry) => entry.to >= today).sort((a, b) => a.from.localeCompare(b.from));
}

/** The next change to show visitors: the entry in force on `now`'s spa date, or else the next one. */
export function nextSpecialHours(now: Date, facts: HoursFacts = BUSINESS): SpecialHours | undefined {
  return upcomingSpecialHours(now, facts)[0];
}
