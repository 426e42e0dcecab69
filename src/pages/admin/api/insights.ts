import type { APIRoute } from 'astro';
import { createT } from '../../../i18n/t';
import { adminLocale, NO_STORE } from '../../../server/web/admin/session';
import { loadInsightReport, periodOf } from '../../../server/web/insights/report';

export const prerender = false;

/** The insights report as JSON (`?days=1|7|30`, default 7) for the owner's scripts: docs/api.md. */
export const GET: APIRoute = async ({ url, locals }) => {
  const days = periodOf(url);
  if (days === undefined) {
    const t = createT(adminLocale(url, locals));
    return Response.json({ error: t('insights.badPeriod') }, { status: 400, headers: NO_STORE });
  }
  return Response.json(await loadInsightReport(days), { headers: NO_STORE });
};
