import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { REMOVED_ARTICLES_FILE } from '../../../http/redirect-rules';
import type { Locale } from '../../../../i18n/locales';
import { createT } from '../../../../i18n/t';
import type { ArticleDeleteRequest, ArticleDeleteResponse } from '../../../../studio/article-contract';
import { writeFileAtomic } from '../../../site-files/atomic-write';
import { withStudioLock } from '../../../site-files/lock';
import { isBuilt, readAllArticles } from './all-articles';
import { articleBody } from './body';
import { filesLinkingTo } from './links';
import { articlePath, BLOG_DIR, findArticle } from '../../../site-files/article-paths';
import { readRemoved, removedFileText } from './removed';
import type { ArticleOutcome } from './save';
import { readArticle } from './source';

const categoryListing = (category: string) => `/blog/category/${category}`;

/**
 * The redirects file with the article's slugs added, each leading to `target`; a category that
 * loses its last published article loses its listing, so earlier lines leading there now lead to
 * the blog. The file's opening comment is kept.
 */
function removedText(before: string | undefined, removed: Map<string, string>, added: string[], target: string, emptied: string | undefined): string {
  const next = new Map([...removed].map(([slug, to]) => [slug, emptied && to === categoryListing(emptied) ? '/blog' : to]));
  for (const slug of added) next.set(slug, target);
  return removedFileText(before, next);
}

/**
 * Deletes an article, under the lock, unless other content still links to it (422 naming each
 * file: the build's link check would fail). Its slug and former slugs are added to the deleted
 * articles' redirects (src/content/redirects/removed-articles.yaml), leading to its category's
 * listing (or to /blog when it was the category's last article); then its folder goes.
 */
export async function deleteArticle(root: string, slug: string, request: ArticleDeleteRequest, locale: Locale): Promise<ArticleOutcome<ArticleDeleteResponse>> {
  return withStudioLock(root, async () => {
    if (!findArticle(root, slug)) return 'missing';
    const current = await readArticle(root, slug);
    if (current.version !== request.version) return { status: 409, body: { kind: 'conflict', current: articleBody(current) } };
    const t = createT(locale);
    const linking = filesLinkingTo(root, slug, `${BLOG_DIR}/${slug}`);
    if (linking.length > 0) return { status: 422, body: { kind: 'invalid', errors: linking.map((file) => ({ path: 'slug', message: t('studioApi.article.linkedFrom', { file }) })) } };

    const category = String(current.meta['category'] ?? '');
    const others = (await readAllArticles(root)).filter((article) => article.slug !== slug && isBuilt(article));
    const keepsListing = others.some((article) => article.meta['category'] === category);
    const target = keepsListing ? categoryListing(category) : '/blog';
    const aliases = Array.isArray(current.meta['aliases']) ? current.meta['aliases'].map(String) : [];
    const { text, removed } = readRemoved(root);
    const next = removedText(text, removed, [slug, ...aliases], target, keepsListing ? undefined : category);

    // The folder leaves the blog in one rename (to a hidden name the build does not read), then the
    // redirects are written; if they cannot be, the folder comes back.
    const trash = path.join(root, BLOG_DIR, `.deleted-${slug}-${randomBytes(4).toString('hex')}`);
    await rename(articlePath(root, slug), trash);
    try {
      await writeFileAtomic(path.join(root, REMOVED_ARTICLES_FILE), next);
    } catch (error) {
      await rename(trash, articlePath(root, slug));
      throw error;
    }
    await rm(trash, { recursive: true, force: true });
    return { status: 200, body: { kind: 'deleted', redirect: target } };
  });
}
