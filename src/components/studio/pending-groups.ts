import type { ArticleTitles, ContentChange, DocumentId } from '../../studio/contract';

/**
 * What one Discard of the pending list puts back as live (issue 40): a fact document, an article
 * (by its slug now; a renamed one by its new slug), a service page's gallery, the home poster.
 */
export type PendingTarget = { kind: 'document'; id: DocumentId } | { kind: 'article'; slug: string } | { kind: 'gallery'; service: string } | { kind: 'poster' };
export type ContentTarget = Exclude<PendingTarget, { kind: 'document' }>;

/** The pending article and photo changes of one target, with what its Discard must say. */
export interface ContentGroup {
  target: ContentTarget;
  changes: ContentChange[];
  /** The article's titles, when a change names them. */
  titles: ArticleTitles;
  /** A new article, never published: its Discard deletes it. */
  isNew: boolean;
}

/**
 * Where the articles' folders are, as a change's path spells it (src/server/site-files/article-paths.ts
 * BLOG_DIR; tests/unit/studio-pending-groups.test.ts checks they agree): a file of an article's
 * folder (a body photo) goes back with its article.
 */
export const ARTICLES_FOLDER = 'src/content/blog';
const ARTICLE_FILE = new RegExp(`^${ARTICLES_FOLDER}/([a-z0-9-]{1,100})/[^/]+$`);

/** The target a change goes back with, or undefined (the tags, the redirects, another file): those go out only with a publish or a restore. */
function targetOf(change: ContentChange, renamedFrom: ReadonlyMap<string, string>): ContentTarget | undefined {
  switch (change.kind) {
    case 'article':
    case 'article-renamed':
    case 'article-text':
      return { kind: 'article', slug: change.slug };
    case 'gallery-photo':
    case 'gallery-order':
    case 'gallery-alt':
      return { kind: 'gallery', service: change.service };
    case 'home-poster':
      return { kind: 'poster' };
    case 'file': {
      const slug = ARTICLE_FILE.exec(change.path)?.[1];
      return slug === undefined ? undefined : { kind: 'article', slug: renamedFrom.get(slug) ?? slug };
    }
    default:
      return undefined;
  }
}

/** A target as a key: one group per article, gallery or poster. */
export const targetKey = (target: PendingTarget): string =>
  target.kind === 'document' ? `document:${target.id}` : target.kind === 'article' ? `article:${target.slug}` : target.kind === 'gallery' ? `gallery:${target.service}` : 'poster';

/** The pending articles' and photos' changes by what a Discard puts back, in the list's order, and the rest. */
export function groupContent(content: readonly ContentChange[]): { groups: ContentGroup[]; rest: ContentChange[] } {
  const renamedFrom = new Map(content.flatMap((change) => (change.kind === 'article-renamed' ? [[change.from, change.slug] as const] : [])));
  const groups = new Map<string, ContentGroup>();
  const rest: ContentChange[] = [];
  for (const change of content) {
    const target = targetOf(change, renamedFrom);
    if (!target) {
      rest.push(change);
      continue;
    }
    const key = targetKey(target);
    const group = groups.get(key) ?? { target, changes: [], titles: {}, isNew: false };
    group.changes.push(change);
    if ('titles' in change && Object.keys(group.titles).length === 0) group.titles = change.titles;
    if (change.kind === 'article' && change.change === 'added') group.isNew = true;
    groups.set(key, group);
  }
  return { groups: [...groups.values()], rest };
}
