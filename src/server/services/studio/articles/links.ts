import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PREFIXED_LOCALES } from '../../../http/on-demand-routes';
import { editYaml } from './yaml-edit';
import { BLOG_DIR, META_FILE } from '../../../site-files/article-paths';

/**
 * Where content links to articles, relative to the site's root: every article's texts, data and
 * meta.yaml (`related`), the service pages' texts and data, the home page's data files and the
 * legal pages. Links are locale-less root paths ("/blog/<slug>") or spelled with a locale
 * ("/vi/blog/<slug>"), as the build's link check sees them once rendered.
 */
const LINKING_FOLDERS: { dir: string; depth: 1 | 2 }[] = [
  { dir: BLOG_DIR, depth: 2 },
  { dir: 'src/content/service-pages', depth: 2 },
  { dir: 'src/content/legal', depth: 2 },
  { dir: 'src/content/home', depth: 1 },
];
const LINKING_FILE = /^[\w-]+\.(?:mdx?|ya?ml)$/;

/** The content files that may link to an article (plain files only, no hidden or temporary ones). */
export function linkingFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (relative: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory() && depth > 1) walk(child, depth - 1);
      else if (entry.isFile() && LINKING_FILE.test(entry.name)) files.push(child);
    }
  };
  for (const { dir, depth } of LINKING_FOLDERS) walk(dir, depth);
  return files.sort();
}

/** "/blog/<slug>", alone or after a locale's prefix, and not the start of a longer slug. */
function linkPattern(slug: string): RegExp {
  const prefixes = PREFIXED_LOCALES.map((locale) => `/${locale}`).join('|');
  return new RegExp(`(?<![\\w/.-])((?:${prefixes})?)/blog/${slug}(?![\\w-])`, 'g');
}

const isMeta = (file: string) => file.startsWith(`${BLOG_DIR}/`) && file.endsWith(`/${META_FILE}`);

/** A meta.yaml's `related` list, if it has one. */
function relatedOf(text: string): string[] | undefined {
  try {
    const related = (parse(text) as { related?: unknown } | null)?.related;
    return Array.isArray(related) ? related.map(String) : undefined;
  } catch {
    return undefined;
  }
}

/** The files that link to the article `slug` (a path in a text, or its slug in a `related` list), outside `exceptDir`. */
export function filesLinkingTo(root: string, slug: string, exceptDir?: string): string[] {
  const pattern = linkPattern(slug);
  return linkingFiles(root).filter((file) => {
    if (exceptDir && file.startsWith(`${exceptDir}/`)) return false;
    const text = readFileSync(path.join(root, file), 'utf8');
    pattern.lastIndex = 0;
    return pattern.test(text) || (isMeta(file) && (relatedOf(text) ?? []).includes(slug));
  });
}

/**
 * Every file whose links to `from` must now say `to`, with its new text: paths in texts and data
 * keep their locale prefix, and `related` lists are edited in place (comments and layout kept).
 */
export function rewriteLinks(root: string, from: string, to: string): Map<string, string> {
  const rewritten = new Map<string, string>();
  for (const file of linkingFiles(root)) {
    const before = readFileSync(path.join(root, file), 'utf8');
    const text = withLinksRenamed(file, before, from, to);
    if (text !== before) rewritten.set(file, text);
  }
  return rewritten;
}

/**
 * A content file's text (`file` relative to the root) with its links to the article `from` naming
 * `to`, as a rename writes it; the history also uses it to tell such a file from one edited.
 */
export function withLinksRenamed(file: string, before: string, from: string, to: string): string {
  let text = before.replace(linkPattern(from), (_, prefix: string) => `${prefix}/blog/${to}`);
  const related = isMeta(file) ? relatedOf(text) : undefined;
  if (related?.includes(from)) {
    const meta = parse(text) as Record<string, unknown>;
    text = editYaml(text, { ...meta, related: related.map((slug) => (slug === from ? to : slug)) });
  }
  return text;
}
