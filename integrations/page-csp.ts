// Each page's Content-Security-Policy lists the hashes of its own inline scripts and styles only.
// Astro gives every page the hashes of every inline script and style in the build (13 + 21 on
// the home page, which uses 5 + 3): about 1.4 KB of header on each HTML response, where it
// counts (the home page's first round trip), and a policy looser than the page needs.
import { createHash } from 'node:crypto';

/** The elements whose text a hash in script-src or style-src stands for (not JSON-LD, not src=). */
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const NOT_EXECUTED = /\b(src\s*=|type\s*=\s*["']?application\/(ld\+)?json)/i;

/**
 * The CSP sources ('sha256-…') of the inline scripts and styles in a page, by directive.
 * @param html the page as written (script and style text is raw: hashed as it stands)
 */
export function inlineSources(html: string) {
  const sources = { 'script-src': new Set<string>(), 'style-src': new Set<string>() };
  for (const [, tag, attributes, text] of html.matchAll(INLINE_ELEMENT)) {
    if (NOT_EXECUTED.test(attributes!)) continue;
    const source = `'sha256-${createHash('sha256').update(text!).digest('base64')}'`;
    sources[tag!.toLowerCase() === 'script' ? 'script-src' : 'style-src'].add(source);
  }
  return sources;
}

/**
 * The policy with the hashes in script-src and style-src narrowed to those of the page's own
 * inline elements; every other source and directive as it was.
 * @param policy Astro's policy for the page ("name value…; name value…")
 * @param html the page
 */
export function ownPolicy(policy: string, html: string) {
  const own = inlineSources(html);
  return policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, ...values] = part.split(/\s+/);
      if (name !== 'script-src' && name !== 'style-src') return part;
      const kept = values.filter((value) => !/^'sha(256|384|512)-/.test(value) || own[name].has(value));
      return [name, ...kept].join(' ');
    })
    .join('; ');
}

/**
 * The built file of a prerendered page's path ("/" → index.html, "/404" → 404.html when that
 * exists, "/blog/x" → blog/x/index.html), relative to dist/client.
 */
export function pageFile(pathname: string, exists: (file: string) => boolean) {
  if (pathname === '/') return 'index.html';
  const flat = `${pathname.slice(1)}.html`;
  return exists(flat) ? flat : `${pathname.slice(1)}/index.html`;
}
