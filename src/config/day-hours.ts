import type { Business } from './business-schema';

/**
 * A day's hours from the regular hours and the special days, with the facts handed in: no import
 * of the business facts, so the booking form's browser code can list a day's opening times from
 * the few facts its props carry (src/booking/opening-times.ts). special-hours.ts gives the same
 * functions with the spa's own facts as the default.
 */

/** A day's hours: closed, or open from `opens` to `closes` ("HH:MM", Asia/Ho_Chi_Minh). */
export type DayHours = { closed: true } | { closed: false; opens: string; closes: string };

/** A special-hours entry as the hours need it (spa.yaml's `specialHours`, without its label). */
export type SpecialDays = { from: string; to: string } & DayHours;

/** What a day's hours are read from: the regular hours and the special days. */
export interface OpeningFacts {
  hours: Pick<Business['hours'], 'opens' | 'closes'>;
  specialHours: readonly SpecialDays[];
}

/** The special-hours entry covering `date` ("YYYY-MM-DD", a spa date), if any. */
export function specialEntryOn<E extends SpecialDays>(date: string, specialHours: readonly E[]): E | undefined {
  // ISO dates compare as strings in calendar order.
  return specialHours.find((entry) => entry.from <= date && date <= entry.to);
}

/** The regular daily hours. */
export function regularDayHours(facts: OpeningFacts): DayHours {
  return { closed: false, opens: facts.hours.opens, closes: facts.hours.closes };
}

/** The hours of `date` ("YYYY-MM-DD"): its special entry's, or the regular daily hours. */
export function dayHours(date: string, facts: OpeningFacts): DayHours {
  const special = specialEntryOn(date, facts.specialHours);
  if (!special) return regularDayHours(facts);
  return special.closed ? { closed: true } : { closed: false, opens: special.opens, closes: special.closes };
}
