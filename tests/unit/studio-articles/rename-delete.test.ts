import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { articleBody } from '../../../src/server/services/studio/articles/body';
import { deleteArticle } from '../../../src/server/services/studio/articles/delete';
import { linkingFiles } from '../../../src/server/services/studio/articles/links';
import { renameArticle } from '../../../src/server/services/studio/articles/rename';
import { createArticle } from '../../../src/server/services/studio/articles/save';
import { readArticle } from '../../../src/server/services/studio/articles/source';
import { REMOVED_ARTICLES_FILE, siteRedirects } from '../../../src/server/http/redirect-rules';
import { LOCALE_PREFIXES } from '../../../src/server/http/on-demand-routes';
import { studioSiteCopy, type StudioSite } from '../../support/studio';
import { NEW_SLUG, newArticleRequest } from '../../support/studio-articles';

let site: StudioSite;
beforeEach(() => {
  site = studioSiteCopy('kingstone-rename-', { articles: true });
});
afterEach(() => site.remove());

const OLD = 'cach-chon-massage-thai';
const NEW = 'cach-chon-massage-thai-lan-dau';
const version = async (slug: string) => articleBody(await readArticle(site.root, slug)).version;
/** Every place a content file names the slug as a link or in a `related` list. */
const mentions = (slug: string) =>
  linkingFiles(site.root).filter((file) => {
    const text = site.read(file);
    return new RegExp(`/blog/${slug}(?![\\w-])`).test(text) || (file.endsWith('meta.yaml') && ((parse(text) as { related?: string[] }).related ?? []).includes(slug));
  });

describe('renaming an article', () => {
  it('moves the folder, keeps the old slug as an alias, and rewrites every link to it (any locale prefix, related lists)', async () => {
    const linking = mentions(OLD).filter((file) => !file.startsWith(`src/content/blog/${OLD}/`));
    expect(linking.length).toBeGreaterThan(20);
    const kBeauty = 'src/content/blog/k-beauty-skincare-mua-mua/en.md';
    expect(site.read(kBeauty)).toContain(`(/en/blog/${OLD})`);
    const relatedBefore = site.read('src/content/blog/massage-hcm-top/meta.yaml');

    const outcome = await renameArticle(site.root, OLD, { version: await version(OLD), to: NEW }, 'en');
    expect(outcome).toMatchObject({ status: 200, body: { kind: 'renamed', slug: NEW, version: await version(NEW) } });
    expect((outcome as { body: { rewritten: string[] } }).body.rewritten.sort()).toEqual(linking);

    expect(existsSync(path.join(site.root, `src/content/blog/${OLD}`))).toBe(false);
    expect(parse(site.read(`src/content/blog/${NEW}/meta.yaml`)).aliases).toEqual([OLD]);
    expect(mentions(OLD)).toEqual([]);
    expect(mentions(NEW).sort()).toEqual(linking);
    expect(site.read(kBeauty)).toContain(`(/en/blog/${NEW})`);
    // A related list changes by its one entry; every other line of the file stays.
    const relatedAfter = site.read('src/content/blog/massage-hcm-top/meta.yaml');
    expect(relatedAfter).toBe(relatedBefore.replace(`, ${OLD},`, `, ${NEW},`));
    // The build turns the alias into a 301 in every language (the host, nginx and _redirects read these rules).
    const rules = siteRedirects(site.root);
    for (const prefix of LOCALE_PREFIXES) expect(rules).toContainEqual({ from: `${prefix}/blog/${OLD}`, to: `${prefix}/blog/${NEW}` });
  }, 30_000);

  // The home page's top-25 list links a district's guide (locations.yaml, guides).
  it("rewrites the home page's link to a district guide, and a delete of that guide is refused naming it", async () => {
    const guide = 'massage-quan-1-kingstone-best';
    const home = 'src/content/home/locations.yaml';
    expect(mentions(guide)).toContain(home);
    const before = site.snapshot();
    const refused = await deleteArticle(site.root, guide, { version: await version(guide) }, 'en');
    expect((refused as { body: { errors: { message: string }[] } }).body.errors.map((e) => e.message)).toContain(`${home} links to this article. Change that link first.`);
    expect(site.snapshot()).toEqual(before);
    const outcome = await renameArticle(site.root, guide, { version: await version(guide), to: 'massage-quan-1-kingstone' }, 'en');
    expect(outcome).toMatchObject({ status: 200, body: { kind: 'renamed' } });
    expect(site.read(home)).toContain('page: /blog/massage-quan-1-kingstone\n');
    expect(mentions(guide)).toEqual([]);
  }, 30_000);

  it('takes back a former slug, refuses a taken one or a stale version, and writes nothing when refused', async () => {
    await renameArticle(site.root, OLD, { version: await version(OLD), to: NEW }, 'en');
    const before = site.snapshot();
    expect(await renameArticle(site.root, NEW, { version: await version(NEW), to: 'massage-hcm-top' }, 'en')).toEqual({
      status: 422,
      body: { kind: 'invalid', errors: [{ path: 'to', message: 'The address "massage-hcm-top" is already used by another article.' }] },
    });
    expect(await renameArticle(site.root, NEW, { version: await version(NEW), to: NEW }, 'en')).toEqual({ status: 422, body: { kind: 'invalid', errors: [{ path: 'to', message: 'This is the current address.' }] } });
    expect(await renameArticle(site.root, NEW, { version: 'stale', to: 'x-y' }, 'en')).toMatchObject({ status: 409, body: { kind: 'conflict' } });
    expect(site.snapshot()).toEqual(before);
    const back = await renameArticle(site.root, NEW, { version: await version(NEW), to: OLD }, 'en');
    expect(back).toMatchObject({ status: 200, body: { slug: OLD } });
    expect(parse(site.read(`src/content/blog/${OLD}/meta.yaml`)).aliases).toEqual([NEW]);
    expect(mentions(NEW)).toEqual([]);
  }, 60_000);
});

describe('deleting an article', () => {
  it('is refused while content links to it, naming each file, and removes nothing', async () => {
    const before = site.snapshot();
    const outcome = await deleteArticle(site.root, OLD, { version: await version(OLD) }, 'en');
    const errors = (outcome as { status: number; body: { errors: { path: string; message: string }[] } }).body.errors;
    expect((outcome as { status: number }).status).toBe(422);
    expect(errors.map((e) => e.message)).toContain('src/content/blog/k-beauty-skincare-mua-mua/en.md links to this article. Change that link first.');
    expect(errors).toHaveLength(mentions(OLD).filter((file) => !file.startsWith(`src/content/blog/${OLD}/`)).length);
    expect(site.snapshot()).toEqual(before);
  }, 30_000);

  it('removes an article nothing links to; its slugs answer 301 to its category, and cannot be taken again', async () => {
    await createArticle(site.root, newArticleRequest() as never, 'ko');
    const folder = path.join(site.root, `src/content/blog/${NEW_SLUG}`);
    writeFileSync(path.join(folder, 'meta.yaml'), `${readFileSync(path.join(folder, 'meta.yaml'), 'utf8')}aliases: [tra-sau-massage]\n`);
    const outcome = await deleteArticle(site.root, NEW_SLUG, { version: await version(NEW_SLUG) }, 'en');
    expect(outcome).toEqual({ status: 200, body: { kind: 'deleted', redirect: '/blog/category/massage-spa' } });
    expect(existsSync(folder)).toBe(false);
    const file = site.read(REMOVED_ARTICLES_FILE);
    expect(file.startsWith('# Deleted articles')).toBe(true);
    expect(parse(file)).toEqual({ [NEW_SLUG]: '/blog/category/massage-spa', 'tra-sau-massage': '/blog/category/massage-spa' });
    const rules = siteRedirects(site.root);
    for (const prefix of LOCALE_PREFIXES) {
      expect(rules).toContainEqual({ from: `${prefix}/blog/${NEW_SLUG}`, to: `${prefix}/blog/category/massage-spa`, mustLand: true });
    }
    const again = await createArticle(site.root, newArticleRequest() as never, 'en');
    expect(again).toEqual({ status: 422, body: { kind: 'invalid', errors: [{ path: 'slug', message: `"${NEW_SLUG}" is the address of a deleted article. Choose another one.` }] } });
  });

  it('sends readers to the blog once a category’s last article is gone', async () => {
    const categories = path.join(site.root, 'src/content/taxonomy/categories.yaml');
    writeFileSync(categories, `${readFileSync(categories, 'utf8')}- id: tea\n  order: 99\n  name: { ko: 차, vi: Trà, en: Tea }\n`);
    const inTea = (slug: string) => newArticleRequest({ slug, meta: { ...newArticleRequest().meta, category: 'tea', related: [] } });
    await createArticle(site.root, inTea('tra-mot') as never, 'ko');
    await createArticle(site.root, inTea('tra-hai') as never, 'ko');
    expect(await deleteArticle(site.root, 'tra-mot', { version: await version('tra-mot') }, 'ko')).toMatchObject({ body: { redirect: '/blog/category/tea' } });
    expect(await deleteArticle(site.root, 'tra-hai', { version: await version('tra-hai') }, 'ko')).toMatchObject({ body: { redirect: '/blog' } });
    expect(parse(site.read(REMOVED_ARTICLES_FILE))).toEqual({ 'tra-mot': '/blog', 'tra-hai': '/blog' });
  });
});
