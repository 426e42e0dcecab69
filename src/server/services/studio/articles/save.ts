import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '../../../../i18n/locales';
import type { ArticleSaveResponse } from '../../../../studio/article-contract';
import { writeFilesAtomic } from '../../../site-files/atomic-write';
import { withStudioLock } from '../../../site-files/lock';
import { readAllArticles } from './all-articles';
import { articleBody } from './body';
import { dataText, languageText, metaText } from './compose';
import { articlePath, BLOG_DIR, DATA_FILE, findArticle, HERO_FILE, META_FILE, PLACEHOLDER_HERO } from '../../../site-files/article-paths';
import { planSave, type SavePlan } from './plan';
import type { SaveBody } from './save-body';
import { slugProblem } from './slug-check';
import { languagesOf, readArticle, type ArticleSource } from './source';
import { readTaxonomy } from './taxonomy';

/** A write's answer, or 'missing' when the article is gone (deleted or renamed meanwhile): a 404. */
export type ArticleOutcome<T> = { status: 200 | 201 | 409 | 422; body: T } | 'missing';

/** The files a plan puts in `folder`: name → text, and the older `.md` files the `.mdx` ones replace. */
function filesOf(plan: SavePlan, current: ArticleSource | undefined): { files: Map<string, string>; stale: string[] } {
  const files = new Map<string, string>();
  files.set(META_FILE, metaText(current?.metaText, plan.meta));
  const data = dataText(current?.dataText, plan.data);
  if (data !== undefined) files.set(DATA_FILE, data);
  const stale: string[] = [];
  for (const [locale, text] of Object.entries(plan.texts)) {
    const before = current?.texts[locale as Locale];
    files.set(`${locale}.mdx`, languageText(before?.parts.frontMatter, text.front, text.body));
    if (before && before.name !== `${locale}.mdx`) stale.push(before.name);
  }
  return { files, stale };
}

/**
 * Saves an edit of an existing article made from `request.version`, under the studio's lock: a
 * folder changed by someone else meanwhile is a conflict (nothing written, the article as it is
 * now returned); anything the build would refuse is every field's error (nothing written);
 * otherwise every file of the save is replaced atomically, together (src/server/site-files/atomic-write.ts).
 */
export async function saveArticle(root: string, slug: string, request: SaveBody, locale: Locale): Promise<ArticleOutcome<ArticleSaveResponse>> {
  return withStudioLock(root, async () => {
    if (!findArticle(root, slug)) return 'missing';
    const current = await readArticle(root, slug);
    if (current.version !== request.version) return { status: 409, body: { kind: 'conflict', current: articleBody(current) } };
    const [all, taxonomy] = await Promise.all([readAllArticles(root), readTaxonomy(root)]);
    const others = all.filter((article) => article.slug !== slug);
    const planned = await planSave({ root, slug, current, others, taxonomy, locale }, request);
    if ('errors' in planned) return { status: 422, body: { kind: 'invalid', errors: planned.errors } };
    const { files, stale } = filesOf(planned.plan, current);
    await writeFilesAtomic([...files].map(([name, text]) => ({ file: articlePath(root, slug, name), text })));
    for (const name of stale) await rm(articlePath(root, slug, name), { force: true });
    const saved = await readArticle(root, slug);
    return { status: 200, body: { kind: 'saved', slug, version: saved.version, languages: languagesOf(saved), hero: String(saved.meta['hero'] ?? '') } };
  });
}

/**
 * Creates an article in a new folder, under the lock: the folder is made complete under a hidden
 * name (its hero a copy of the home picture until a photo is uploaded), then renamed into place,
 * so the blog never holds half an article.
 */
export async function createArticle(root: string, request: SaveBody & { slug: string }, locale: Locale): Promise<ArticleOutcome<ArticleSaveResponse>> {
  const { slug } = request;
  return withStudioLock(root, async () => {
    const [all, taxonomy] = await Promise.all([readAllArticles(root), readTaxonomy(root)]);
    const taken = slugProblem(root, slug, all, locale);
    const planned = await planSave({ root, slug, current: undefined, others: all, taxonomy, locale }, request);
    // A slug refused here is not told twice (the article rules refuse a listing's slug too).
    const errors = [...(taken ? [taken] : []), ...('errors' in planned ? planned.errors.filter((e) => !taken || e.path !== 'slug') : [])];
    if (errors.length > 0 || 'errors' in planned) return { status: 422, body: { kind: 'invalid', errors } };
    const staging = path.join(root, BLOG_DIR, `.new-${slug}-${randomBytes(4).toString('hex')}`);
    await mkdir(staging);
    try {
      await copyFile(path.join(root, PLACEHOLDER_HERO), path.join(staging, HERO_FILE));
      const { files } = filesOf(planned.plan, undefined);
      await writeFilesAtomic([...files].map(([name, text]) => ({ file: path.join(staging, name), text })));
      await rename(staging, articlePath(root, slug));
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    const saved = await readArticle(root, slug);
    return { status: 201, body: { kind: 'saved', slug, version: saved.version, languages: languagesOf(saved), hero: String(saved.meta['hero'] ?? '') } };
  });
}
