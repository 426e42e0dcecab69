/**
 * The articles the last 30 days' visitors read most, for the site's "most viewed" lists (issue
 * 39): counted over every language's page of an article, written by each publish into the site's
 * sources (src/sidebar/most-viewed.ts reads it at build). While the articles have had fewer than
 * MIN_ARTICLE_VIEWS views in all, nothing is written and the curated order stays.
 */
import type { Kysely } from 'kysely';
import { splitLocale } from '../../../i18n/routing';
import { MOST_VIEWED_FILE, type MostViewed } from '../../../sidebar/most-viewed';
import type { Database } from '../../data/schema';
import { writeFileAtomic } from '../../site-files/atomic-write';
import { insightReport } from './report';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Views of articles in 30 days below which a ranking says more about chance than about readers. */
export const MIN_ARTICLE_VIEWS = 200;
/** Articles ranked at most (the longest list shows 10). */
const RANKED = 20;

/** An article page's slug ("/vi/blog/massage-hue" → "massage-hue"); undefined for any other page. */
export function articleSlug(urlPath: string): string | undefined {
  const match = /^\/blog\/([^/]+)$/.exec(splitLocale(urlPath).path);
  const slug = match?.[1];
  return slug && !/^(category|tag|page|\d{4})$/.test(slug) ? slug : undefined;
}

/** The ranking of the 30 days ending `today`, or undefined while there are too few views. */
export async function mostViewed(db: Kysely<Database>, today: string, now: Date): Promise<MostViewed | undefined> {
  const { pages } = await insightReport(db, 30, today);
  const views = new Map<string, number>();
  for (const page of pages) {
    const slug = articleSlug(page.key);
    if (slug) views.set(slug, (views.get(slug) ?? 0) + page.views);
  }
  const total = [...views.values()].reduce((sum, n) => sum + n, 0);
  if (total < MIN_ARTICLE_VIEWS) return undefined;
  const slugs = [...views].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, RANKED).map(([slug]) => slug);
  return { at: now.toISOString(), slugs };
}

/** Writes the ranking into the site folder for the next build, or removes an old one when there is none. */
export async function writeMostViewed(root: string, ranking: MostViewed | undefined): Promise<void> {
  const file = path.join(root, MOST_VIEWED_FILE);
  if (!ranking) {
    await rm(file, { force: true });
    return;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, `${JSON.stringify(ranking, null, 2)}\n`);
}
