// The site's permanent redirects, from content: each article's former slugs (`aliases:` in its
// meta.yaml) in every locale. The build writes them to _redirects (static hosts) and the nginx
// include; the Node server reads _redirects back.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { LOCALE_PREFIXES } from './on-demand-routes.ts';

export interface RedirectRule {
  from: string;
  to: string;
}

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
