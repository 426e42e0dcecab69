/**
 * What the owner reads in /admin/insights and what /admin/api/insights answers (issue 39): a
 * period of 1, 7 or 30 days ending today against the same number of days before it. Finished days
 * come from their totals (insight_days), days not rolled up yet from their events, through the
 * same totals (dimensions.ts). The booking funnel is the server's own facts: views of the booking
 * page, then the requests made in the period and where they are now.
 */
import type { Kysely } from 'kysely';
import { zonedInstant } from '../../../utils/time-zone';
import { TIME_ZONE } from '../../../i18n/locales';
import { isBookingPage, pageGroup, type PageGroup } from '../../../insights/page-group';
import type { Database } from '../../data/schema';
import { DAY_DIMENSIONS, dimensionTotals, type DayDimension } from './dimensions';
import type { Count, Funnel, InsightReport, ReportPeriod, VitalsRow } from '../../../insights/report-shape';

export { REPORT_PERIODS, type InsightReport, type ReportPeriod } from '../../../insights/report-shape';
import { daysBefore } from './rollup';

/** Every day from `from` to `to`, both included. */
function dayList(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = daysBefore(day, -1)) days.push(day);
  return days;
}

type Totals = Map<DayDimension, Map<string, Map<string, Count>>>;

/** Every dimension's totals per day over `days`: rolled-up days from insight_days, the rest from events. */
async function totalsOver(db: Kysely<Database>, days: string[]): Promise<Totals> {
  const totals: Totals = new Map(DAY_DIMENSIONS.map((dimension) => [dimension, new Map()]));
  const add = (dimension: string, day: string, key: string, views: number, visitors: number) => {
    const byDay = totals.get(dimension as DayDimension);
    if (!byDay) return;
    const keys = byDay.get(day) ?? new Map<string, Count>();
    byDay.set(day, keys);
    keys.set(key, { key, views, visitors });
  };
  const rolled = new Set(
    (await db.selectFrom('insight_rollups').select('day').where('day', '>=', days[0]!).where('day', '<=', days.at(-1)!).execute()).map((r) => r.day),
  );
  const rows = rolled.size
    ? await db.selectFrom('insight_days').selectAll().where('day', 'in', [...rolled]).execute()
    : [];
  for (const row of rows) add(row.dimension, row.day, row.key, row.views, row.visitors);
  const live = days.filter((day) => !rolled.has(day));
  if (live.length) {
    for (const dimension of DAY_DIMENSIONS) {
      const { rows: liveRows } = await dimensionTotals(dimension, live).execute(db);
      for (const row of liveRows) add(dimension, row.day, row.key, Number(row.views), Number(row.visitors));
    }
  }
  return totals;
}

/** A dimension's counts over the days, summed per key, largest first. */
function summed(totals: Totals, dimension: DayDimension, days: string[]): Count[] {
  const byKey = new Map<string, Count>();
  for (const day of days) {
    for (const count of totals.get(dimension)?.get(day)?.values() ?? []) {
      const sum = byKey.get(count.key) ?? { key: count.key, views: 0, visitors: 0 };
      sum.views += count.views;
      // A visitor is one per day: a period's visitors are the sum of its days' (the hash changes daily).
      sum.visitors += count.visitors;
      byKey.set(count.key, sum);
    }
  }
  return [...byKey.values()].sort((a, b) => b.views - a.views || a.key.localeCompare(b.key));
}

/** The 75th percentile (nearest rank) of the values, or null with none. */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

async function vitalsOver(db: Kysely<Database>, from: string, to: string): Promise<VitalsRow[]> {
  const rows = await db
    .selectFrom('insight_events')
    .select(['path', 'phone', 'lcp', 'inp', 'cls'])
    .where('kind', '=', 'vitals')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const groups = new Map<string, { group: PageGroup; device: 'phone' | 'desktop'; lcp: number[]; inp: number[]; cls: number[]; samples: number }>();
  for (const row of rows) {
    const group = pageGroup(row.path);
    const device = row.phone ? 'phone' : 'desktop';
    const id = `${group} ${device}`;
    const entry = groups.get(id) ?? { group, device, lcp: [], inp: [], cls: [], samples: 0 };
    groups.set(id, entry);
    entry.samples += 1;
    if (row.lcp !== null) entry.lcp.push(Number(row.lcp));
    if (row.inp !== null) entry.inp.push(Number(row.inp));
    if (row.cls !== null) entry.cls.push(Number(row.cls));
  }
  return [...groups.values()]
    .map(({ group, device, samples, lcp, inp, cls }) => ({ group, device, samples, lcp: p75(lcp), inp: p75(inp), cls: p75(cls) }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.device.localeCompare(b.device));
}

async function funnelOver(db: Kysely<Database>, totals: Totals, days: string[]): Promise<Funnel> {
  const bookingViews = summed(totals, 'path', days)
    .filter((count) => isBookingPage(count.key))
    .reduce((sum, count) => sum + count.views, 0);
  const since = new Date(zonedInstant(days[0]!, '00:00', TIME_ZONE)).toISOString();
  const until = new Date(zonedInstant(daysBefore(days.at(-1)!, -1), '00:00', TIME_ZONE)).toISOString();
  // The site's own requests: the owner's phone and walk-in bookings did not come through it.
  const requests = await db
    .selectFrom('bookings')
    .select(['id', 'status'])
    .where('source', '=', 'site')
    .where('created_at', '>=', since)
    .where('created_at', '<', until)
    .execute();
  const ids = requests.map((r) => r.id);
  const everConfirmed = new Set<number>();
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const rows = await db.selectFrom('booking_events').select('booking_id').distinct().where('to_status', '=', 'confirmed').where('booking_id', 'in', chunk).execute();
    for (const row of rows) everConfirmed.add(Number(row.booking_id));
  }
  const count = (status: string) => requests.filter((r) => r.status === status).length;
  return {
    bookingViews,
    requests: requests.length,
    confirmed: requests.filter((r) => everConfirmed.has(Number(r.id)) || ['confirmed', 'done', 'no_show'].includes(r.status)).length,
    done: count('done'),
    noShow: count('no_show'),
    cancelled: count('cancelled'),
  };
}

/** The report of the `days` days ending `today`, against the `days` before them. */
export async function insightReport(db: Kysely<Database>, days: ReportPeriod, today: string): Promise<InsightReport> {
  const from = daysBefore(today, days - 1);
  const previousTo = daysBefore(from, 1);
  const previousFrom = daysBefore(previousTo, days - 1);
  const period = dayList(from, today);
  const previousPeriod = dayList(previousFrom, previousTo);
  const totals = await totalsOver(db, [...previousPeriod, ...period]);
  const all = (list: string[]) => summed(totals, 'all', list)[0] ?? { key: '', views: 0, visitors: 0 };
  return {
    days,
    from,
    to: today,
    views: all(period).views,
    visitors: all(period).visitors,
    previous: { from: previousFrom, to: previousTo, views: all(previousPeriod).views, visitors: all(previousPeriod).visitors },
    perDay: period.map((day) => {
      const count = totals.get('all')?.get(day)?.get('');
      return { day, views: count?.views ?? 0, visitors: count?.visitors ?? 0 };
    }),
    pages: summed(totals, 'path', period),
    sources: summed(totals, 'source', period),
    campaigns: summed(totals, 'campaign', period),
    devices: summed(totals, 'device', period),
    inApp: summed(totals, 'in_app', period),
    taps: summed(totals, 'tap', period),
    tapPages: summed(totals, 'tap_page', period),
    funnel: await funnelOver(db, totals, period),
    vitals: await vitalsOver(db, from, today),
  };
}
