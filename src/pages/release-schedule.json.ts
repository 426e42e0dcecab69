import type { APIRoute } from 'astro';
import { scheduledArticles } from '../blog/articles';
import { siteNow } from '../config/clock';
import { DEFAULT_SCHEDULE_FACTS, releaseSchedule } from '../config/release-schedule';

/**
 * When this build goes stale: the moments the notice, the special hours or a scheduled article
 * change what the pages show. The host reads it and rebuilds then. Not a page, so neither the
 * sitemap nor the link check lists it.
 */
export const GET: APIRoute = async () => {
  const articles = await scheduledArticles();
  const schedule = releaseSchedule(siteNow(), { ...DEFAULT_SCHEDULE_FACTS, articleStarts: articles.map((article) => article.at) });
  return new Response(`${JSON.stringify(schedule, null, 2)}\n`, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
