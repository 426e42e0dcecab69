import { ruleText, type RuleVars, type SchemaRule } from '../config/schema-messages';

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

/** Whether a slug is a listing URL (/blog/page, /blog/2025…) rather than an article's. */
export function isListingSlug(slug: string): boolean {
  return RESERVED_SLUGS.includes(slug) || /^\d+$/.test(slug);
}

/** One broken rule: the article, the field in its meta.yaml, and the rule by name (src/config/schema-messages.ts). */
export interface ArticleIssue {
  slug: string;
  path: (string | number)[];
  rule: SchemaRule;
  vars: RuleVars;
}

/**
 * Rules that span articles: related slugs exist, popular ranks are unique, no reserved slugs,
 * aliases name nothing else. Every issue, in article order; the build stops at the first
 * (checkArticles), the studio shows those of the article being edited.
 */
export function articleIssues(articles: readonly ArticleRuleInput[]): ArticleIssue[] {
  const slugs = new Set(articles.map((a) => a.slug));
  const ranks = new Map<number, string>();
  const aliasOwners = new Map<string, string>();
  const issues: ArticleIssue[] = [];
  for (const a of articles) {
    const issue = (path: (string | number)[], rule: SchemaRule, vars: RuleVars = {}) => issues.push({ slug: a.slug, path, rule, vars });
    if (isListingSlug(a.slug)) issue([], 'reservedSlug', { slug: a.slug });
    a.related.forEach((r, i) => {
      if (!slugs.has(r)) issue(['related', i], 'relatedMissing', { slug: r });
      else if (r === a.slug) issue(['related', i], 'relatedSelf');
    });
    (a.aliases ?? []).forEach((alias, i) => {
      const owner = aliasOwners.get(alias);
      if (slugs.has(alias)) issue(['aliases', i], 'aliasIsArticle', { alias });
      else if (RESERVED_SLUGS.includes(alias)) issue(['aliases', i], 'aliasIsListing', { alias });
      else if (owner) issue(['aliases', i], 'aliasTaken', { alias, owner });
      else aliasOwners.set(alias, a.slug);
    });
    if (a.popularRank !== undefined) {
      const other = ranks.get(a.popularRank);
      if (other) issue(['popularRank'], 'rankTaken', { rank: a.popularRank, owner: other });
      else ranks.set(a.popularRank, a.slug);
    }
  }
  return issues;
}

/** The build's check: the first broken rule stops it, naming the file. */
export function checkArticles(articles: readonly ArticleRuleInput[]): void {
  const [first] = articleIssues(articles);
  if (first) throw new Error(`src/content/blog/${first.slug}/meta.yaml: ${ruleText(first.rule, first.vars)}`);
}
