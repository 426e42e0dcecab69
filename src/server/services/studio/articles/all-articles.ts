import type { ArticleRuleInput } from '../../../../blog/article-rules';
import { publishedLocales } from '../../../../blog/publication';
import { UnreadableDocumentError } from '../store';
import { listArticleSlugs } from '../../../site-files/article-paths';
import { originalOf, readArticle, type ArticleSource } from './source';

/**
 * Every article in the blog folder, parsed. One a person broke by hand (not valid YAML) is left
 * out and logged: it cannot be listed or checked against, and the build will name it.
 */
export async function readAllArticles(root: string): Promise<ArticleSource[]> {
  const read = await Promise.all(
    listArticleSlugs(root).map(async (slug) => {
      try {
        return [await readArticle(root, slug)];
      } catch (error) {
        if (!(error instanceof UnreadableDocumentError)) throw error;
        console.error(JSON.stringify({ event: 'studio.article.unreadable', file: error.file }));
        return [];
      }
    }),
  );
  return read.flat();
}

/** Whether the build publishes the article at all (src/blog/publication.ts). */
export function isBuilt(article: Pick<ArticleSource, 'meta' | 'texts'>): boolean {
  const original = originalOf(article.meta);
  return original !== undefined && publishedLocales(original, article.texts).length > 0;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** What the cross-article rules (src/blog/article-rules.ts) look at, from meta.yaml as it is. */
export function ruleInputOf(slug: string, meta: Record<string, unknown>): ArticleRuleInput {
  const rank = meta['popularRank'];
  return { slug, related: strings(meta['related']), popularRank: typeof rank === 'number' ? rank : undefined, aliases: strings(meta['aliases']) };
}

/** The article whose former slugs (aliases) include `slug`, if any. */
export function aliasOwner(articles: readonly ArticleSource[], slug: string): string | undefined {
  return articles.find((article) => strings(article.meta['aliases']).includes(slug))?.slug;
}
