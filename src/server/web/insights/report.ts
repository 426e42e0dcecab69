/**
 * What /admin/insights, /admin/insights.csv and /admin/api/insights read (issue 39): the period
 * asked for, the report of it, and the CSV of the same numbers in the admin's language.
 */
import { spaClock } from '../../../booking/schema';
import { siteNow } from '../../../config/clock';
import type { Translate } from '../../../i18n/t';
import { toCsv } from '../../services/admin/csv';
import { insightReport, REPORT_PERIODS, type InsightReport, type ReportPeriod } from '../../services/insights/report';
import { getDb } from '../runtime';

export const DEFAULT_PERIOD: ReportPeriod = 7;

/** The period a query names (`days=1|7|30`): the default without one, undefined for anything else. */
export function periodOf(url: URL): ReportPeriod | undefined {
  const days = url.searchParams.get('days');
  if (days === null) return DEFAULT_PERIOD;
  return REPORT_PERIODS.find((period) => String(period) === days);
}

/** The report of `days` days ending today, on the spa's calendar. */
export async function loadInsightReport(days: ReportPeriod): Promise<InsightReport> {
  const { db } = await getDb();
  return insightReport(db, days, spaClock(siteNow()).today);
}

/** The report as one sheet: a section per table, its rows of key, views and visitors. */
export function insightsCsv(report: InsightReport, t: Translate): string {
  const rows: (string | number)[][] = [[t('insights.csv.section'), t('insights.csv.key'), t('insights.views'), t('insights.visitors')]];
  for (const day of report.perDay) rows.push([t('insights.perDay'), day.day, day.views, day.visitors]);
  const sections = [
    [t('insights.pages'), report.pages],
    [t('insights.sources'), report.sources],
    [t('insights.campaigns'), report.campaigns],
    [t('insights.devices'), report.devices],
    [t('insights.inApp'), report.inApp],
    [t('insights.taps'), report.taps],
    [t('insights.tapPages'), report.tapPages],
  ] as const;
  for (const [name, counts] of sections) for (const count of counts) rows.push([name, count.key, count.views, count.visitors]);
  const funnel = report.funnel;
  for (const [key, value] of [
    ['insights.funnel.bookingViews', funnel.bookingViews],
    ['insights.funnel.requests', funnel.requests],
    ['insights.funnel.confirmed', funnel.confirmed],
    ['insights.funnel.done', funnel.done],
    ['insights.funnel.noShow', funnel.noShow],
    ['insights.funnel.cancelled', funnel.cancelled],
  ] as const) {
    rows.push([t('insights.funnel'), t(key), value, '']);
  }
  return toCsv(rows);
}
