// The history's words for what changed in the articles and photos between the files two releases
// were built from (src/backend/publish/source-snapshot.ts). Files are compared by their hashes;
// only the few that differ are read, for an article's titles or a gallery's order. The facts are
// told by ./fact-changes.ts.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { splitTextFile } from '../../blog/article-text';
import { REMOVED_ARTICLES_FILE } from '../../http/redirect-rules';
import { LOCALES, type Locale } from '../../i18n/locales';
import type { ArticleTitles, ContentChange } from '../../studio/contract';
import { BLOG_DIR, DATA_FILE, HERO_FILE, META_FILE, TAXONOMY_FILES } from './articles/paths';
import { isStudioPath } from './paths';
import { galleryIn, type GalleryEntry } from './photos/gallery-data';
import { GALLERY_DIR, HOME_POSTER_FILE, SERVICE_PAGES_DIR } from './photos/photo-files';
import { ownedPath } from './source-tree';

/** One side of a comparison: a folder laid out like the site (a snapshot) and its files' hashes by relative path. */
export interface SourceSide {
  dir: string;
  files: Readonly<Record<string, string>>;
}

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

/** The hero's file name as meta.yaml names it ("./hero.jpg"), HERO_FILE when it names none. */
function heroOf(article: ArticleSide): string {
  const hero = metaOf(article)['hero'];
  return typeof hero === 'string' && hero.startsWith('./') ? hero.slice(2) : HERO_FILE;
}

/**
 * What changed in one article kept from `before` to `after` (the same slug, or renamed): each
 * language's text, its details (meta.yaml, data.yaml; a rename's own new alias is not one), its
 * hero, and any other file of its folder.
 */
function articleEdits(before: ArticleSide, after: ArticleSide, titles: ArticleTitles): ContentChange[] {
  const changes: ContentChange[] = [];
  const { slug } = after;
  for (const locale of LOCALES) {
    const was = textName(before.files, locale);
    const now = textName(after.files, locale);
    if (!was && !now) continue;
    const change = !was ? 'added' : !now ? 'removed' : before.files.get(was) !== after.files.get(now) ? 'changed' : undefined;
    if (change) changes.push({ kind: 'article-text', slug, titles, locale, change });
  }
  const renamed = before.slug !== after.slug;
  const withoutAliases = (article: ArticleSide) => JSON.stringify({ ...metaOf(article), aliases: undefined });
  const metaChanged = renamed ? withoutAliases(before) !== withoutAliases(after) : before.files.get(META_FILE) !== after.files.get(META_FILE);
  if (metaChanged || before.files.get(DATA_FILE) !== after.files.get(DATA_FILE)) changes.push({ kind: 'article', slug, titles, change: 'details' });
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

/** The articles added, deleted, renamed or edited; a rename is a new slug whose aliases name a slug that went away. */
function articleChanges(before: SourceSide, after: SourceSide): ContentChange[] {
  const isArticle = (files: ReadonlyMap<string, string>) => files.has(META_FILE);
  const was = new Map([...foldersOf(before, BLOG_DIR)].filter(([, files]) => isArticle(files)));
  const now = new Map([...foldersOf(after, BLOG_DIR)].filter(([, files]) => isArticle(files)));
  const side = (snapshot: SourceSide, slug: string, files: ReadonlyMap<string, string>): ArticleSide => ({ side: snapshot, slug, files });
  const changes: ContentChange[] = [];
  const renamedFrom = new Set<string>();
  for (const slug of [...new Set([...was.keys(), ...now.keys()])].sort()) {
    const old = was.get(slug);
    const current = now.get(slug);
    if (current) {
      const article = side(after, slug, current);
      const titles = titlesOf(article);
      if (old) {
        changes.push(...articleEdits(side(before, slug, old), article, titles));
        continue;
      }
      const aliases = metaOf(article)['aliases'];
      const from = Array.isArray(aliases) ? aliases.map(String).find((alias) => was.has(alias) && !now.has(alias) && !renamedFrom.has(alias)) : undefined;
      const former = from === undefined ? undefined : was.get(from);
      if (from === undefined || !former) {
        changes.push({ kind: 'article', slug, titles, change: 'added' });
        continue;
      }
      renamedFrom.add(from);
      changes.push({ kind: 'article-renamed', slug, from, titles }, ...articleEdits(side(before, from, former), article, titles));
    }
  }
  for (const [slug, files] of was) {
    if (!now.has(slug) && !renamedFrom.has(slug)) changes.push({ kind: 'article', slug, titles: titlesOf(side(before, slug, files)), change: 'deleted' });
  }
  return changes;
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
  const changed = [...new Set([...Object.keys(before.files), ...Object.keys(after.files)])]
    .filter((file) => before.files[file] !== after.files[file] && !isStudioPath(file))
    .sort();
  if (changed.length === 0) return [];
  const articles = changed.some((file) => file.startsWith(`${BLOG_DIR}/`)) ? articleChanges(before, after) : [];
  const galleries = galleryChanges(before, after, changed);
  const both = (file: string) => Object.hasOwn(before.files, file) && Object.hasOwn(after.files, file);
  const singles: ContentChange[] = [];
  if (changed.includes(HOME_POSTER_FILE) && both(HOME_POSTER_FILE)) singles.push({ kind: 'home-poster' });
  if (changed.includes(TAXONOMY_FILES.tags)) singles.push({ kind: 'tags' });
  if (changed.includes(REMOVED_ARTICLES_FILE)) singles.push({ kind: 'redirects' });
  const told = new Set([...galleries.told, ...singles.map((change) => (change.kind === 'home-poster' ? HOME_POSTER_FILE : change.kind === 'tags' ? TAXONOMY_FILES.tags : REMOVED_ARTICLES_FILE))]);
  const files: ContentChange[] = changed
    .filter((file) => !told.has(file) && !file.startsWith(`${BLOG_DIR}/`))
    .map((file) => ({ kind: 'file', path: file, change: !Object.hasOwn(before.files, file) ? 'added' : !Object.hasOwn(after.files, file) ? 'removed' : 'changed' }));
  return [...articles, ...galleries.changes, ...singles, ...files];
}
