import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { readRemovedArticles, REMOVED_ARTICLES_FILE } from '../../../http/redirect-rules';
import type { SourceSide } from '../../../site-files/change-describer';
import { BLOG_DIR, isArticleSlug, listArticleSlugs, META_FILE } from '../../../site-files/article-paths';
import { withStudioLock } from '../../../site-files/lock';
import { isOwnedSourcePath, listOwnedSource, ownedPath } from '../../../site-files/source-tree';
import { articleRenames } from '../content-changes';
import { ownedFiles, putBackPart, readLive, type DiscardOutcome, type LiveFiles } from '../live-part';
import { filesLinkingTo, linkingFiles, withLinksRenamed } from './links';
import { readRemoved, removedFileText } from './removed';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const folderOf = (slug: string) => `${BLOG_DIR}/${slug}`;

/** The article slugs of a side: folders of the blog with a meta.yaml. */
function slugsOf(side: SourceSide): Set<string> {
  const slugs = new Set<string>();
  for (const relative of Object.keys(side.files)) {
    const [slug, name, ...deeper] = relative.startsWith(`${BLOG_DIR}/`) ? relative.slice(BLOG_DIR.length + 1).split('/') : [];
    if (slug && name === META_FILE && deeper.length === 0 && isArticleSlug(slug)) slugs.add(slug);
  }
  return slugs;
}

/** The blog's files under `root` now, as a side to compare (names only: a rename is found by folders and aliases). */
function blogNow(root: string): SourceSide {
  return { dir: root, files: Object.fromEntries(listOwnedSource(root).filter((relative) => relative.startsWith(`${BLOG_DIR}/`)).map((relative) => [relative, ''])) };
}

/** A live article's meta.yaml, parsed (an empty record when it cannot be read). */
function liveMeta(side: SourceSide, slug: string): Record<string, unknown> {
  try {
    const meta: unknown = parse(readLive(side, `${folderOf(slug)}/${META_FILE}`)?.toString('utf8') ?? '');
    return isRecord(meta) ? meta : {};
  } catch {
    return {};
  }
}

/**
 * The redirects file once a deleted article is back: its slug and former slugs leave it (the build
 * stops on a redirect from an article's own address), and lines the delete sent to /blog because
 * the article's category lost its last article lead to the category again, as live. When that is
 * the live file's list, the live file itself comes back (`part`); otherwise the new text.
 */
function redirectsBack(root: string, side: SourceSide, slug: string): { part: boolean; text?: string } {
  const meta = liveMeta(side, slug);
  const slugs = new Set([slug, ...(Array.isArray(meta['aliases']) ? meta['aliases'].map(String) : [])]);
  const liveText = readLive(side, REMOVED_ARTICLES_FILE)?.toString('utf8');
  const live = readRemovedArticles(liveText);
  const { text, removed } = readRemoved(root);
  const listing = `/blog/category/${String(meta['category'] ?? '')}`;
  const next = new Map([...removed].filter(([from]) => !slugs.has(from) || live.has(from)).map(([from, to]) => [from, to === '/blog' && live.get(from) === listing ? listing : to]));
  if (isDeepStrictEqual(next, live)) return { part: true };
  const nextText = removedFileText(text, next);
  return nextText === text ? { part: false } : { part: false, text: nextText };
}

/**
 * Puts an article back as the live release has it (issue 40), under the studio's lock, other
 * files left as they are:
 * - edited: its folder (texts, meta.yaml, data.yaml, hero, photos) becomes the live one;
 * - new (never published): its folder goes, unless other files link to it ('linked', as a delete);
 * - deleted: its folder comes back and its lines leave the deleted articles' redirects;
 * - renamed (named by its new slug or its old one): the new folder goes, the old one comes back
 *   as live, and links that the rename pointed at the new slug point at the old one again.
 * The slug is checked against the articles the blog holds now and those the live release has;
 * anything else is 'missing'.
 */
export async function discardArticle(root: string, slug: string, live: LiveFiles): Promise<DiscardOutcome> {
  if (!isArticleSlug(slug)) return { kind: 'missing' };
  return withStudioLock(root, async () => {
    const now = new Set(listArticleSlugs(root));
    const found = live();
    if (found === 'none' || found === 'no-snapshot') {
      if (!now.has(slug)) return { kind: 'missing' };
      return { kind: found === 'none' ? 'unchanged' : 'not-live' };
    }
    const side: SourceSide = { dir: found.dir, files: ownedFiles(found) };
    const was = slugsOf(side);
    if (!now.has(slug) && !was.has(slug)) return { kind: 'missing' };

    const renames = articleRenames(side, blogNow(root));
    const renamedTo = renames.has(slug) ? slug : [...renames].find(([, from]) => from === slug)?.[0];
    if (renamedTo !== undefined) {
      const from = renames.get(renamedTo) ?? '';
      const folders = [folderOf(renamedTo), folderOf(from)];
      const inFolders = (relative: string) => folders.some((folder) => relative.startsWith(`${folder}/`));
      const also = linkingFiles(root)
        .filter((relative) => !inFolders(relative) && isOwnedSourcePath(relative))
        .flatMap((relative) => {
          const text = readFileSync(ownedPath(root, relative), 'utf8');
          const back = withLinksRenamed(relative, text, renamedTo, from);
          return back === text ? [] : [{ relative, text: back }];
        });
      return putBackPart(root, side, { within: inFolders, also });
    }

    const folder = folderOf(slug);
    const inFolder = (relative: string) => relative.startsWith(`${folder}/`);
    if (!was.has(slug)) {
      const linking = filesLinkingTo(root, slug, folder);
      if (linking.length > 0) return { kind: 'linked', files: linking };
      return putBackPart(root, side, { within: inFolder });
    }
    if (!now.has(slug)) {
      const redirects = redirectsBack(root, side, slug);
      const within = (relative: string) => inFolder(relative) || (redirects.part && relative === REMOVED_ARTICLES_FILE);
      return putBackPart(root, side, { within, also: redirects.text === undefined ? [] : [{ relative: REMOVED_ARTICLES_FILE, text: redirects.text }] });
    }
    return putBackPart(root, side, { within: inFolder });
  });
}
