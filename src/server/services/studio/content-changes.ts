// The history's words for what changed in the articles and photos between the files two releases
// were built from (src/server/site-files/snapshot.ts). Files are compared by their hashes;
// only the few that differ are read, for an article's titles or a gallery's order. The facts are
// told by ./fact-changes.ts.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { splitTextFile } from '../../../blog/article-text';
import { REMOVED_ARTICLES_FILE } from '../../http/redirect-rules';
import { LOCALES, type Locale } from '../../../i18n/locales';
import type { ArticleTitles, ContentChange } from '../../../studio/contract';
import { withLinksRenamed } from './articles/links';
import { BLOG_DIR, DATA_FILE, HERO_FILE, META_FILE, TAXONOMY_FILES } from '../../site-files/article-paths';
import { isStudioPath } from '../../site-files/paths';
import { galleryIn, type GalleryEntry } from './photos/gallery-data';
import { GALLERY_DIR, HOME_POSTER_FILE, SERVICE_PAGES_DIR } from '../../site-files/photo-files';
import { isOwnedSourcePath, ownedPath } from '../../site-files/source-tree';
import type { SourceSide } from '../../site-files/change-describer';


/** A title longer than this is cut: the history is a list, not the article. */
const MAX_TITLE_LENGTH = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function textOf(side: SourceSide, relative: string): string | undefined {
  if (!Object.hasOwn(side.files, relative)) return undefined;
  try {
    return readFileSync(ownedPath(side.dir, relative), 'utf8');
  } catch {
    return undefined;
  }
}

function yamlOf(side: SourceSide, relative: string): unknown {
  const text = textOf(side, relative);
  try {
    return text === undefined ? undefined : parse(text);
  } catch {
    return undefined;
  }
}

/** The files of `side` in folders of `dir` ("<dir>/<folder>/<name>"): folder → name → hash. */
function foldersOf(side: SourceSide, dir: string): Map<string, Map<string, string>> {
  const folders = new Map<string, Map<string, string>>();
  for (const [relative, hash] of Object.entries(side.files)) {
    if (!relative.startsWith(`${dir}/`)) continue;
    const [folder, name, ...deeper] = relative.slice(dir.length + 1).split('/');
    if (!folder || !name || deeper.length > 0) continue;
    const files = folders.get(folder) ?? new Map<string, string>();
    files.set(name, hash);
    folders.set(folder, files);
  }
  return folders;
}

const TEXT_NAMES = new Set(LOCALES.flatMap((locale) => [`${locale}.mdx`, `${locale}.md`]));
const textName = (files: ReadonlyMap<string, string>, locale: Locale) => [`${locale}.mdx`, `${locale}.md`].find((name) => files.has(name));
const articleFile = (slug: string, name: string) => `${BLOG_DIR}/${slug}/${name}`;

/** An article's side: its snapshot, slug and files (name → hash). */
interface ArticleSide {
  side: SourceSide;
  slug: string;
  files: ReadonlyMap<string, string>;
}

function titlesOf({ side, slug, files }: ArticleSide): ArticleTitles {
  const titles: ArticleTitles = {};
  for (const locale of LOCALES) {
    const name = textName(files, locale);
    const parts = name ? splitTextFile(textOf(side, articleFile(slug, name)) ?? '') : undefined;
    let front: unknown;
    try {
      front = parts ? parse(parts.frontMatter) : undefined;
    } catch {
      front = undefined;
    }
    const title = isRecord(front) ? front['title'] : undefined;
    if (typeof title === 'string' && title.trim()) titles[locale] = title.trim().slice(0, MAX_TITLE_LENGTH);
  }
  return titles;
}

function metaOf({ side, slug }: ArticleSide): Record<string, unknown> {
  const meta = yamlOf(side, articleFile(slug, META_FILE));
  return isRecord(meta) ? meta : {};
}

function aliasesOf(article: ArticleSide): string[] {
  const aliases = metaOf(article)['aliases'];
  return Array.isArray(aliases) ? aliases.map(String) : [];
}

/** The hero's file name as meta.yaml names it ("./hero.jpg"), HERO_FILE when it names none. */
function heroOf(article: ArticleSide): string {
  const hero = metaOf(article)['hero'];
  return typeof hero === 'string' && hero.startsWith('./') ? hero.slice(2) : HERO_FILE;
}

/** Files whose only change is their links to a renamed article (relative paths): the rename tells them. */
type LinkOnly = ReadonlySet<string>;

/** Whether an article's file `was` (before) and `now` (after) differ, a rewrite of links to a renamed article aside. */
function differs(before: ArticleSide, was: string | undefined, after: ArticleSide, now: string | undefined, linkOnly: LinkOnly): boolean {
  if (was === undefined || now === undefined) return was !== now;
  if (before.files.get(was) === after.files.get(now)) return false;
  return !(before.slug === after.slug && was === now && linkOnly.has(articleFile(after.slug, now)));
}

/**
 * What changed in one article kept from `before` to `after` (the same slug, or renamed): each
 * language's text, its details (meta.yaml, data.yaml; a rename's own new alias is not one), its
 * hero, and any other file of its folder.
 */
function articleEdits(before: ArticleSide, after: ArticleSide, titles: ArticleTitles, linkOnly: LinkOnly): ContentChange[] {
  const changes: ContentChange[] = [];
  const { slug } = after;
  for (const locale of LOCALES) {
    const was = textName(before.files, locale);
    const now = textName(after.files, locale);
    if (!was && !now) continue;
    const change = !was ? 'added' : !now ? 'removed' : differs(before, was, after, now, linkOnly) ? 'changed' : undefined;
    if (change) changes.push({ kind: 'article-text', slug, titles, locale, change });
  }
  const withoutAliases = (article: ArticleSide) => JSON.stringify({ ...metaOf(article), aliases: undefined });
  const metaChanged = before.slug !== slug ? withoutAliases(before) !== withoutAliases(after) : differs(before, META_FILE, after, META_FILE, linkOnly);
  const has = (article: ArticleSide, name: string) => (article.files.has(name) ? name : undefined);
  if (metaChanged || differs(before, has(before, DATA_FILE), after, has(after, DATA_FILE), linkOnly)) changes.push({ kind: 'article', slug, titles, change: 'details' });
  const heroBefore = heroOf(before);
  const heroAfter = heroOf(after);
  if (before.files.get(heroBefore) !== after.files.get(heroAfter)) changes.push({ kind: 'article', slug, titles, change: 'hero' });
  const own = new Set([META_FILE, DATA_FILE, heroBefore, heroAfter, ...TEXT_NAMES]);
  const others = [...new Set([...before.files.keys(), ...after.files.keys()])].filter((name) => !own.has(name)).sort();
  for (const name of others) {
    const was = before.files.get(name);
    const now = after.files.get(name);
    if (was === now) continue;
    changes.push({ kind: 'file', path: articleFile(now === undefined ? before.slug : slug, name), change: was === undefined ? 'added' : now === undefined ? 'removed' : 'changed' });
  }
  return changes;
}

/** The articles of both sides (folders with a meta.yaml) and the renames between them, new slug → old. */
interface Articles {
  was: Map<string, Map<string, string>>;
  now: Map<string, Map<string, string>>;
  renames: Map<string, string>;
}

/**
 * A rename is a new slug and a slug gone, one naming the other among its aliases (the studio's
 * rename adds the old slug to them; a restore that undoes a rename finds it the other way).
 */
function articlesOf(before: SourceSide, after: SourceSide): Articles {
  const isArticle = (files: ReadonlyMap<string, string>) => files.has(META_FILE);
  const was = new Map([...foldersOf(before, BLOG_DIR)].filter(([, files]) => isArticle(files)));
  const now = new Map([...foldersOf(after, BLOG_DIR)].filter(([, files]) => isArticle(files)));
  const renames = new Map<string, string>();
  const gone = [...was.keys()].filter((slug) => !now.has(slug)).sort();
  for (const [slug, files] of [...now].filter(([slug]) => !was.has(slug)).sort(([a], [b]) => a.localeCompare(b))) {
    const free = gone.filter((old) => ![...renames.values()].includes(old));
    const aliases = aliasesOf({ side: after, slug, files });
    const from = free.find((old) => aliases.includes(old)) ?? free.find((old) => aliasesOf({ side: before, slug: old, files: was.get(old) ?? new Map() }).includes(slug));
    if (from !== undefined) renames.set(slug, from);
  }
  return { was, now, renames };
}

/**
 * The renames from `before` to `after`, new slug → old, found as the history finds them: the
 * pending list's Discard of a renamed article puts it back under its old slug.
 */
export function articleRenames(before: SourceSide, after: SourceSide): ReadonlyMap<string, string> {
  return articlesOf(before, after).renames;
}

/** The articles added, deleted, renamed (with how many files' links followed) or edited, by slug. */
function articleChanges(before: SourceSide, after: SourceSide, { was, now, renames }: Articles, linkOnly: LinkOnly, linksTo: (from: string) => number): ContentChange[] {
  const side = (snapshot: SourceSide, slug: string, files: ReadonlyMap<string, string>): ArticleSide => ({ side: snapshot, slug, files });
  const renamedFrom = new Set(renames.values());
  const changes: ContentChange[] = [];
  for (const slug of [...new Set([...was.keys(), ...now.keys()])].sort()) {
    const old = was.get(slug);
    const current = now.get(slug);
    if (!current) {
      if (old && !renamedFrom.has(slug)) changes.push({ kind: 'article', slug, titles: titlesOf(side(before, slug, old)), change: 'deleted' });
      continue;
    }
    const article = side(after, slug, current);
    const titles = titlesOf(article);
    const from = renames.get(slug);
    const former = from === undefined ? undefined : was.get(from);
    if (old) changes.push(...articleEdits(side(before, slug, old), article, titles, linkOnly));
    else if (from === undefined || !former) changes.push({ kind: 'article', slug, titles, change: 'added' });
    else changes.push({ kind: 'article-renamed', slug, from, titles, links: linksTo(from) }, ...articleEdits(side(before, from, former), article, titles, linkOnly));
  }
  return changes;
}

/**
 * The changed files (in both sides) whose only change is that their links to renamed articles now
 * name the new slugs, as the studio's rename rewrites them (./articles/links.ts), and for each
 * rename how many of them link to it.
 */
function linkRewrites(before: SourceSide, after: SourceSide, changed: readonly string[], renames: ReadonlyMap<string, string>) {
  const pairs = [...renames].map(([to, from]) => [from, to] as const);
  const linkOnly = new Set<string>();
  const counts = new Map<string, number>();
  if (pairs.length === 0) return { linkOnly, linksTo: () => 0 };
  for (const file of changed) {
    if (!/\.(?:mdx?|ya?ml)$/.test(file) || !Object.hasOwn(before.files, file) || !Object.hasOwn(after.files, file)) continue;
    const was = textOf(before, file);
    const now = textOf(after, file);
    if (was === undefined || now === undefined) continue;
    if (pairs.reduce((text, [from, to]) => withLinksRenamed(file, text, from, to), was) !== now) continue;
    linkOnly.add(file);
    for (const [from, to] of pairs) if (withLinksRenamed(file, was, from, to) !== was) counts.set(from, (counts.get(from) ?? 0) + 1);
  }
  return { linkOnly, linksTo: (from: string) => counts.get(from) ?? 0 };
}

/** Each service page's gallery photos by service id. */
function galleriesOf(side: SourceSide): Map<string, GalleryEntry[]> {
  const galleries = new Map<string, GalleryEntry[]>();
  for (const service of foldersOf(side, SERVICE_PAGES_DIR).keys()) {
    const gallery = galleryIn(yamlOf(side, `${SERVICE_PAGES_DIR}/${service}/${DATA_FILE}`));
    if (gallery) galleries.set(service, gallery.entries);
  }
  return galleries;
}

/**
 * The galleries' changes: per service page whose data.yaml differs, photos added or removed, the
 * order, each alt text; then each gallery photo whose bytes differ, by its place in the gallery
 * that shows it. Returns them with the files they account for.
 */
function galleryChanges(before: SourceSide, after: SourceSide, changed: readonly string[]): { changes: ContentChange[]; told: Set<string> } {
  const was = galleriesOf(before);
  const now = galleriesOf(after);
  const changes: ContentChange[] = [];
  const told = new Set<string>();
  for (const service of [...new Set([...was.keys(), ...now.keys()])].sort()) {
    const file = `${SERVICE_PAGES_DIR}/${service}/${DATA_FILE}`;
    if (!changed.includes(file)) continue;
    const old = was.get(service) ?? [];
    const current = now.get(service) ?? [];
    if (JSON.stringify(old) === JSON.stringify(current)) continue;
    told.add(file);
    const oldNames = old.map((entry) => entry.name);
    const names = current.map((entry) => entry.name);
    current.forEach((entry, i) => {
      if (!oldNames.includes(entry.name)) {
        changes.push({ kind: 'gallery-photo', service, photo: i + 1, change: 'added' });
        told.add(`${GALLERY_DIR}/${entry.name}`);
      }
    });
    old.forEach((entry, i) => {
      if (!names.includes(entry.name)) {
        changes.push({ kind: 'gallery-photo', service, photo: i + 1, change: 'removed' });
        told.add(`${GALLERY_DIR}/${entry.name}`);
      }
    });
    const kept = (entries: GalleryEntry[], others: string[]) => entries.map((entry) => entry.name).filter((name) => others.includes(name));
    if (kept(old, names).join('\0') !== kept(current, oldNames).join('\0')) changes.push({ kind: 'gallery-order', service });
    current.forEach((entry, i) => {
      const previous = old.find((o) => o.name === entry.name);
      if (previous && JSON.stringify(Object.entries(previous.alt).sort()) !== JSON.stringify(Object.entries(entry.alt).sort())) changes.push({ kind: 'gallery-alt', service, photo: i + 1 });
    });
  }
  for (const file of changed) {
    if (!file.startsWith(`${GALLERY_DIR}/`) || told.has(file) || !Object.hasOwn(before.files, file) || !Object.hasOwn(after.files, file)) continue;
    const name = file.slice(GALLERY_DIR.length + 1);
    for (const [service, entries] of [...now].sort(([a], [b]) => a.localeCompare(b))) {
      entries.forEach((entry, i) => {
        if (entry.name !== name) return;
        changes.push({ kind: 'gallery-photo', service, photo: i + 1, change: 'replaced' });
        told.add(file);
      });
    }
  }
  return { changes, told };
}

/**
 * Every change between the files of two releases that is not a fact: articles (by slug), then
 * galleries (by service), the home poster, the tags, the redirects, and any other file by path.
 */
export function contentChanges(before: SourceSide, after: SourceSide): ContentChange[] {
  // Only the tree's own paths: a manifest is read from disk, and a slug ends up in a pattern.
  const owned = (side: SourceSide): SourceSide => ({ dir: side.dir, files: Object.fromEntries(Object.entries(side.files).filter(([file]) => isOwnedSourcePath(file))) });
  const was = owned(before);
  const now = owned(after);
  const changed = [...new Set([...Object.keys(was.files), ...Object.keys(now.files)])]
    .filter((file) => was.files[file] !== now.files[file] && !isStudioPath(file))
    .sort();
  if (changed.length === 0) return [];
  const articles = articlesOf(was, now);
  const { linkOnly, linksTo } = linkRewrites(was, now, changed, articles.renames);
  const articleLines = changed.some((file) => file.startsWith(`${BLOG_DIR}/`)) ? articleChanges(was, now, articles, linkOnly, linksTo) : [];
  const galleries = galleryChanges(was, now, changed.filter((file) => !linkOnly.has(file)));
  const both = (file: string) => Object.hasOwn(was.files, file) && Object.hasOwn(now.files, file);
  const singles: ContentChange[] = [];
  if (changed.includes(HOME_POSTER_FILE) && both(HOME_POSTER_FILE)) singles.push({ kind: 'home-poster' });
  if (changed.includes(TAXONOMY_FILES.tags)) singles.push({ kind: 'tags' });
  if (changed.includes(REMOVED_ARTICLES_FILE)) singles.push({ kind: 'redirects' });
  const told = new Set([...linkOnly, ...galleries.told, ...singles.map((change) => (change.kind === 'home-poster' ? HOME_POSTER_FILE : change.kind === 'tags' ? TAXONOMY_FILES.tags : REMOVED_ARTICLES_FILE))]);
  const files: ContentChange[] = changed
    .filter((file) => !told.has(file) && !file.startsWith(`${BLOG_DIR}/`))
    .map((file) => ({ kind: 'file', path: file, change: !Object.hasOwn(was.files, file) ? 'added' : !Object.hasOwn(now.files, file) ? 'removed' : 'changed' }));
  return [...articleLines, ...galleries.changes, ...singles, ...files];
}
