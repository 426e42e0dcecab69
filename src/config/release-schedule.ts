import { TIME_ZONE } from '../i18n/locales';
import { zonedInstant } from '../utils/time-zone';
import { BUSINESS } from './business';
import type { SpecialHours } from './business-schema';
import { allNotices, NOTICE, noticeWindow, type Notice } from './notice';

/** Why the built pages change at that moment. */
export type ChangeReason = 'notice-start' | 'notice-end' | 'special-hours' | 'article';

/** What /release-schedule.json says: when this build was made and when it goes stale. */
export interface ReleaseSchedule {
  builtAt: string;
  changes: { at: string; why: ChangeReason }[];
}

/** What the schedule reads (the notice file and spa.yaml's specialHours unless a test passes its own). */
export interface ScheduleFacts {
  notice: Notice;
  specialHours: readonly SpecialHours[];
  /** When each scheduled article's publication day begins (ms): it is built from then on. */
  articleStarts?: readonly number[];
}

/** The notice file's and spa.yaml's facts, as the build has them. */
export const DEFAULT_SCHEDULE_FACTS: ScheduleFacts = { notice: NOTICE, specialHours: BUSINESS.specialHours };

const ONE_DAY_MS = 86_400_000;
/** Midnight in the spa's zone at the start of `date` ("YYYY-MM-DD"). */
const startOfDay = (date: string) => zonedInstant(date, '00:00', TIME_ZONE);
/** The day after `date`, as "YYYY-MM-DD" (calendar arithmetic on a UTC date: no zone involved). */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + ONE_DAY_MS).toISOString().slice(0, 10);

/**
 * The moments after `now` at which a page built at `now` would render differently, ascending:
 * the notice appearing and disappearing (when it is switched on), and each special-hours entry's
 * first day beginning and last day ending (the footer and contact boxes show the current or next
 * entry, and the spa's JSON-LD lists the entries not yet over), and each scheduled article's
 * publication day beginning. The site is static, so the host rebuilds at these moments.
 */
export function releaseSchedule(now: Date, facts: ScheduleFacts = DEFAULT_SCHEDULE_FACTS): ReleaseSchedule {
  const moments: { ms: number; why: ChangeReason }[] = [];
  if (facts.notice.show) {
    for (const notice of allNotices(facts.notice)) {
      const { start, end } = noticeWindow(notice);
      moments.push({ ms: start.getTime(), why: 'notice-start' }, { ms: end.getTime(), why: 'notice-end' });
    }
  }
  for (const entry of facts.specialHours) {
    moments.push({ ms: startOfDay(entry.from), why: 'special-hours' }, { ms: startOfDay(dayAfter(entry.to)), why: 'special-hours' });
  }
  for (const ms of facts.articleStarts ?? []) moments.push({ ms, why: 'article' });
  const ahead = moments.filter((m) => m.ms > now.getTime()).sort((a, b) => a.ms - b.ms || a.why.localeCompare(b.why));
  // Two entries can meet at one midnight (one ends as the next begins): sorted, the twins are
  // neighbours, and one line is enough.
  const distinct = ahead.filter((m, i) => i === 0 || m.ms !== ahead[i - 1]?.ms || m.why !== ahead[i - 1]?.why);
  return { builtAt: now.toISOString(), changes: distinct.map((m) => ({ at: new Date(m.ms).toISOString(), why: m.why })) };
}
