/** What the cross-article rules look at. */
export interface ArticleRuleInput {
  slug: string;
  related: readonly string[];
  popularRank: number | undefined;
  /** Former slugs that redirect here; absent in older callers. */
  aliases?: readonly string[];
}

/** Slugs that are listing URLs under /blog and so cannot name an article. */
export const RESERVED_SLUGS = ['page', 'category', 'tag', '404'];

/** Rules that span articles: related slugs exist, popular ranks are unique, no reserved slugs, aliases name nothing else. */
export function checkArticles(articles: readonly ArticleRuleInput[]): void {
  const slugs = new Set(articles.map((a) => a.slug));
  const ranks = new Map<number, string>();
  const aliasOwners = new Map<string, string>();
  for (const a of articles) {
    const file = `src/content/blog/${a.slug}/meta.yaml`;
    if (RESERVED_SLUGS.includes(a.slug) || /^\d+$/.test(a.slug)) {
      throw new Error(`${file}: "${a.slug}" cannot be an article slug (it is a listing URL)`);
    }
    for (const r of a.related) {
      if (!slugs.has(r)) throw new Error(`${file}: related: no article "${r}"`);
      if (r === a.slug) throw new Error(`${file}: related: an article cannot be related to itself`);
    }
    for (const alias of a.aliases ?? []) {
      if (slugs.has(alias)) throw new Error(`${file}: aliases: "${alias}" is the slug of an article`);
      if (RESERVED_SLUGS.includes(alias)) throw new Error(`${file}: aliases: "${alias}" is a listing URL`);
      const owner = aliasOwners.get(alias);
      if (owner) throw new Error(`${file}: aliases: "${alias}" already redirects to ${owner}`);
      aliasOwners.set(alias, a.slug);
    }
    if (a.popularRank !== undefined) {
      const other = ranks.get(a.popularRank);
      if (other) throw new Error(`${file}: popularRank ${a.popularRank} is already used by ${other}`);
      ranks.set(a.popularRank, a.slug);
    }
  }
}

