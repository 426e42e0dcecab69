/**
 * The "most viewed" lists by real views (issue 39). At each publish the server writes the
 * articles the last 30 days' visitors read most (src/server/services/insights/most-viewed.ts)
 * into MOST_VIEWED_FILE inside the site's sources; the build reads it here. It holds article
 * slugs only, is checked against the articles that exist, and a build without it (a fresh
 * install, `npm run build`, too few views yet) keeps the curated order (popularRank).
 */
import { z } from 'zod';

/** Where the publish writes the ranking, relative to the site folder (ignored by git). */
export const MOST_VIEWED_FILE = 'src/generated/most-viewed.json';

const MostViewedSchema = z.object({ at: z.string(), slugs: z.array(z.string().max(200)).max(100) });
export type MostViewed = z.output<typeof MostViewedSchema>;

/** The ranking in a file's parsed JSON, or undefined for none or anything else. */
export function readMostViewed(value: unknown): MostViewed | undefined {
  const parsed = MostViewedSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The `limit` articles to list: those the visitors read most, in that order, then the curated
 * ones not already listed, in their rank order. Slugs of no article are skipped.
 */
export function rankPopular<A extends { slug: string; popularRank?: number | undefined }>(articles: readonly A[], viewed: MostViewed | undefined, limit: number): A[] {
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  const chosen: A[] = [];
  const seen = new Set<string>();
  for (const slug of viewed?.slugs ?? []) {
    const article = bySlug.get(slug);
    if (!article || seen.has(slug)) continue;
    chosen.push(article);
    seen.add(slug);
  }
  const curated = articles
    .filter((a) => a.popularRank !== undefined && !seen.has(a.slug))
    .sort((a, b) => (a.popularRank ?? 0) - (b.popularRank ?? 0));
  return [...chosen, ...curated].slice(0, limit);
}
