import { isoDateInSpaZone } from '../i18n/format';
import { BUSINESS } from './business';
import type { Business, SpecialHours } from './business-schema';
import { dayHours, regularDayHours, specialEntryOn, type DayHours } from './day-hours';

export type { DayHours, SpecialHours };

/** What these functions read from the business facts (passed in by tests, BUSINESS otherwise). */
export type HoursFacts = Pick<Business, 'hours' | 'specialHours'>;

/** The special-hours entry covering `date` ("YYYY-MM-DD", a spa date), if any. */
export function specialHoursOn(date: string, facts: HoursFacts = BUSINESS): SpecialHours | undefined {
  return specialEntryOn(date, facts.specialHours);
}

/** The regular daily hours (`hours` in spa.yaml). */
export function regularHours(facts: HoursFacts = BUSINESS): DayHours {
  return regularDayHours(facts);
}

/** The hours of `date` ("YYYY-MM-DD"): its special entry's, or the regular daily hours. */
export function hoursOn(date: string, facts: HoursFacts = BUSINESS): DayHours {
  return dayHours(date, facts);
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
