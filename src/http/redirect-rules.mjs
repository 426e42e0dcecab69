// @ts-check
// The site's permanent redirects, from content: each article's former slugs (`aliases:` in its
// meta.yaml) in every locale. The build writes them to _redirects (static hosts) and the nginx
// include; the Node server reads _redirects back.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** Locale prefixes of the site's URLs: Korean at the root. Mirrors src/i18n/locales.ts. */
export const LOCALE_PREFIXES = ['', '/vi', '/en'];

/**
 * Every alias redirect: { from: "/vi/blog/old", to: "/vi/blog/new" }.
 * @param {string} blogDir src/content/blog
 * @returns {{ from: string, to: string }[]}
 */
export function aliasRedirects(blogDir) {
  const rules = [];
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
 * @param {string} text
 * @returns {Map<string, string>}
 */
export function parseRedirects(text) {
  const map = new Map();
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 3 || parts[0]?.startsWith('#') || parts[2] !== '301') continue;
    const [from = '', to = ''] = parts;
    if (/[:*]/.test(from)) continue;
    map.set(from, to);
  }
  return map;
}
