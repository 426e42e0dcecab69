// A page's stylesheets cut to the rules that can apply to it: what its HTML holds, and what the
// scripts it loads may add (a class named in them, an attribute they set). Issue 37: the shared
// stylesheet and a page type's own carry the rules of every page of the type (all content blocks,
// every listing's parts), so a long article with both no longer fitted a connection's first round
// trip and linked them, and its hero image waited for a second connection. Cut, many such pages
// fit again (integrations/inline-stylesheets.ts decides). PurgeCSS does the matching: a rule stays
// when every class, id, tag and attribute of one of its selectors is named in the page or its
// scripts, whatever the state (`:hover`, `:focus-visible`, `[open]`) it styles.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';

/** A built script named anywhere in a text: `src="/_astro/x.js"`, `import("/_astro/x.js")`, `from "./x.js"`. */
const SCRIPT_NAME = /[\w.-]+\.js\b/g;

/**
 * Attributes our scripts and the browser set while a page is used, without always naming them
 * in a way the matching sees (`dialog.showModal()` sets `open`): rules with them always stay.
 */
const RUNTIME_ATTRIBUTES = ['open', 'hidden', 'inert', 'disabled', 'checked', 'selected', 'aria-expanded', 'aria-current', 'aria-invalid', 'aria-busy', 'aria-pressed', 'aria-selected', 'aria-hidden', 'aria-disabled'];

/** A pseudo-class or pseudo-element as PurgeCSS sees one part of a selector. */
const STATE_OR_PART = /^::?[\w-]+$/;

/**
 * The text of every built script the page loads, directly or through another's imports, as one
 * string (only its words matter). Unknown names are skipped: a word ending in `.js` in the page's
 * text need not be a file.
 * @param html the page
 * @param scriptsDir the build's folder of scripts (`_astro`)
 */
export function scriptsOfPage(html: string, scriptsDir: string, cache = new Map<string, string | null>()) {
  const seen = new Set<string>();
  const texts: string[] = [];
  const queue = [...html.matchAll(SCRIPT_NAME)].map((match) => match[0]);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    let text = cache.get(name);
    if (text === undefined) {
      const file = path.join(scriptsDir, name);
      text = existsSync(file) ? readFileSync(file, 'utf8') : null;
      cache.set(name, text);
    }
    if (text === null) continue;
    texts.push(text);
    for (const match of text.matchAll(SCRIPT_NAME)) queue.push(match[0]);
  }
  return texts.join('\n');
}

/** An @media/@supports/@container/@layer block left with nothing in it (PurgeCSS keeps the shell). */
const EMPTY_GROUP = /@(?:media|supports|container|layer)[^{};]*\{\s*\}/g;

/** The text without empty groups, inner ones first, so a group that held only empty ones goes too. */
function withoutEmptyGroups(css: string) {
  for (let previous = ''; previous !== css; ) {
    previous = css;
    css = css.replace(EMPTY_GROUP, '');
  }
  return css;
}

/**
 * Each stylesheet with only the rules that can apply to the page, in the same order.
 * @param html the page
 * @param sheets the texts of the stylesheets it links
 * @param scripts the text of the scripts it loads (scriptsOfPage)
 */
export async function usedStyles(html: string, sheets: string[], scripts: string): Promise<string[]> {
  const results = await new PurgeCSS().purge({
    content: [
      { raw: html, extension: 'html' },
      { raw: scripts, extension: 'js' },
    ],
    css: sheets.map((raw) => ({ raw })),
    dynamicAttributes: RUNTIME_ATTRIBUTES,
    // A state or a part counts as present, so that a selector of them alone (`:focus-visible`, the
    // visible focus of every control, or `::selection`) stays; beside a class it is kept or cut with it.
    safelist: { standard: [STATE_OR_PART] },
    // Unused @keyframes and @font-face go too; custom properties stay (one may be read by a script).
    keyframes: true,
    fontFace: true,
  });
  if (results.length !== sheets.length) throw new Error(`used-styles: ${sheets.length} stylesheets in, ${results.length} out`);
  return results.map((result) => withoutEmptyGroups(result.css));
}
