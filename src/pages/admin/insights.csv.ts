import type { APIRoute } from 'astro';
import { createT } from '../../i18n/t';
import { adminLocale, NO_STORE } from '../../server/web/admin/session';
import { DEFAULT_PERIOD, insightsCsv, loadInsightReport, periodOf } from '../../server/web/insights/report';

export const prerender = false;

/** The insights page's numbers as CSV, in the admin's language. */
export const GET: APIRoute = async ({ url, locals }) => {
  const days = periodOf(url) ?? DEFAULT_PERIOD;
  const report = await loadInsightReport(days);
  return new Response(insightsCsv(report, createT(adminLocale(url, locals))), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="insights-${report.from}-${report.to}.csv"`, ...NO_STORE },
  });
};
