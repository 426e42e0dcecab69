// The site's permanent redirects, from content: each article's former slugs (`aliases:` in its
// meta.yaml) and each deleted article (src/content/redirects/removed-articles.yaml), in every
// locale. The build writes them to _redirects (static hosts) and the nginx include; the Node
// server reads _redirects back.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { LOCALE_PREFIXES } from './on-demand-routes.ts';

export interface RedirectRule {
  from: string;
  to: string;
  /**
   * The build checks that the target is one of its pages (integrations/deploy-files.ts): a deleted
   * article's listing. An alias points at its article, whose existence the article rules guard.
   */
  mustLand?: true;
}

/** Where the deleted articles' redirects are kept, relative to the site's root. */
export const REMOVED_ARTICLES_FILE = 'src/content/redirects/removed-articles.yaml';
/** The slug of a former article: lowercase letters, digits, single dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Where a deleted article sends its readers: the blog or one of its category listings. */
export const REMOVED_TARGET = /^\/blog(?:\/category\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

/**
 * Every alias redirect: { from: "/vi/blog/old", to: "/vi/blog/new" }.
 * @param blogDir src/content/blog
 */
export function aliasRedirects(blogDir: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const slug of readdirSync(blogDir).sort()) {
    const metaFile = path.join(blogDir, slug, 'meta.yaml');
    if (!existsSync(metaFile)) continue;
    const meta = parse(readFileSync(metaFile, 'utf8')) ?? {};
    const aliases = Array.isArray(meta.aliases) ? meta.aliases : [];
    for (const alias of aliases) {
      for (const prefix of LOCALE_PREFIXES) rules.push({ from: `${prefix}/blog/${alias}`, to: `${prefix}/blog/${slug}` });
    }
  }
  return rules;
}

/**
 * The deleted articles' redirects as the file holds them (slug → locale-less target), checked:
 * a malformed line throws, naming the file. A missing file holds none.
 */
export function readRemovedArticles(text: string | undefined): Map<string, string> {
  const data: unknown = text === undefined ? {} : (parse(text) ?? {});
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error(`${REMOVED_ARTICLES_FILE}: must map former slugs to pages, e.g. "old-slug: /blog/category/massage-spa"`);
  const removed = new Map<string, string>();
  for (const [slug, to] of Object.entries(data as Record<string, unknown>)) {
    if (!SLUG.test(slug)) throw new Error(`${REMOVED_ARTICLES_FILE}: "${slug}" is not a slug (lowercase letters, digits, dashes)`);
    if (typeof to !== 'string' || !REMOVED_TARGET.test(to)) throw new Error(`${REMOVED_ARTICLES_FILE}: ${slug}: must lead to /blog or /blog/category/<id>`);
    removed.set(slug, to);
  }
  return removed;
}

/**
 * Every redirect the site answers: the aliases, then the deleted articles. A deleted slug that is
 * an article folder or an alias again stops the build (the file's line is stale).
 * @param root the site's root folder
 */
export function siteRedirects(root: string): RedirectRule[] {
  const blogDir = path.join(root, 'src/content/blog');
  const aliases = aliasRedirects(blogDir);
  const file = path.join(root, REMOVED_ARTICLES_FILE);
  const removed = readRemovedArticles(existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  const taken = new Set(aliases.map((rule) => rule.from));
  const rules = [...aliases];
  for (const [slug, to] of removed) {
    if (existsSync(path.join(blogDir, slug))) throw new Error(`${REMOVED_ARTICLES_FILE}: "${slug}" is an article again; remove its line`);
    if (taken.has(`/blog/${slug}`)) throw new Error(`${REMOVED_ARTICLES_FILE}: "${slug}" is an article's alias; remove its line`);
    for (const prefix of LOCALE_PREFIXES) rules.push({ from: `${prefix}/blog/${slug}`, to: `${prefix}${to}`, mustLand: true });
  }
  return rules;
}

/**
 * Reads the exact-path 301 rules back from a built _redirects file (lines "from to 301"; rules
 * with placeholders, query matches or other statuses are for static hosts and are skipped).
 */
export function parseRedirects(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 3 || parts[0]?.startsWith('#') || parts[2] !== '301') continue;
    const [from = '', to = ''] = parts;
    if (/[:*]/.test(from)) continue;
    map.set(from, to);
  }
  return map;
}
