import { rename } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import type { Locale } from '../../../../i18n/locales';
import { createT } from '../../../../i18n/t';
import type { ArticleRenameRequest, ArticleRenameResponse } from '../../../../studio/article-contract';
import { writeFilesAtomic } from '../../../site-files/atomic-write';
import { withStudioLock } from '../../../site-files/lock';
import { readAllArticles } from './all-articles';
import { articleBody } from './body';
import { rewriteLinks } from './links';
import { editYaml } from './yaml-edit';
import { articlePath, BLOG_DIR, findArticle, META_FILE } from '../../../site-files/article-paths';
import type { ArticleOutcome } from './save';
import { slugProblem } from './slug-check';
import { readArticle } from './source';

/**
 * Gives an article a new slug, under the lock: its folder moves, the old slug joins its aliases
 * (so /blog/<old> answers 301 in every language once published), and every link to the old slug
 * in the site's content (texts, data, `related` lists, service and home pages) names the new one,
 * so the build's link check stays green. The folder moves first; if the files cannot then be
 * written, it moves back.
 */
export async function renameArticle(root: string, slug: string, request: ArticleRenameRequest, locale: Locale): Promise<ArticleOutcome<ArticleRenameResponse>> {
  return withStudioLock(root, async () => {
    if (!findArticle(root, slug)) return 'missing';
    const current = await readArticle(root, slug);
    if (current.version !== request.version) return { status: 409, body: { kind: 'conflict', current: articleBody(current) } };
    const { to } = request;
    const problem = to === slug ? { path: 'to', message: createT(locale)('studioApi.article.slugSame') } : slugProblem(root, to, await readAllArticles(root), locale, slug);
    if (problem) return { status: 422, body: { kind: 'invalid', errors: [{ ...problem, path: 'to' }] } };

    const ownDir = `${BLOG_DIR}/${slug}/`;
    const rewrites = rewriteLinks(root, slug, to);
    const ownMeta = `${ownDir}${META_FILE}`;
    const metaBefore = rewrites.get(ownMeta) ?? current.metaText;
    const meta = (parse(metaBefore) ?? {}) as Record<string, unknown>;
    const formerSlugs = Array.isArray(meta['aliases']) ? meta['aliases'].map(String) : [];
    rewrites.set(ownMeta, editYaml(metaBefore, { ...meta, aliases: [...new Set([...formerSlugs.filter((alias) => alias !== to), slug])] }));
    const files = [...rewrites].map(([file, text]) => ({
      file: file.startsWith(ownDir) ? articlePath(root, to, file.slice(ownDir.length)) : path.join(root, file),
      text,
    }));

    await rename(articlePath(root, slug), articlePath(root, to));
    try {
      await writeFilesAtomic(files);
    } catch (error) {
      await rename(articlePath(root, to), articlePath(root, slug));
      throw error;
    }
    const renamed = await readArticle(root, to);
    const rewritten = [...rewrites.keys()].filter((file) => !file.startsWith(ownDir));
    return { status: 200, body: { kind: 'renamed', slug: to, version: renamed.version, rewritten } };
  });
}
