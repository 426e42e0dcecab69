import { getArticles, type Article } from './articles';

/** The curated popular articles ranked 1..limit (meta.yaml `popularRank`), in rank order: the home page's featured posts. */
export async function getFeaturedArticles(limit: number): Promise<Article[]> {
  const articles = await getArticles();
  return articles
    .filter((a) => a.popularRank !== undefined && a.popularRank <= limit)
    .sort((a, b) => (a.popularRank ?? 0) - (b.popularRank ?? 0));
}
