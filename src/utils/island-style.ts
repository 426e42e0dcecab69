/**
 * Astro writes the rule that makes its island wrappers layout-neutral as a `<style>` right
 * before the first island (`runtime/server/scripts.js`, `getPrescripts`), i.e. inside `<body>`,
 * where the W3C Nu HTML checker reports "Element style not allowed as child of element …".
 * Astro has no option to place it; `src/middleware.ts` moves it into `<head>` with this function.
 * The text is unchanged, so the CSP hash Astro computed for it still matches.
 */
export const ISLAND_STYLE_ELEMENT = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The page with Astro's island `<style>` moved to the end of `<head>`; other pages unchanged. */
export function moveIslandStyleToHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  const at = html.indexOf(ISLAND_STYLE_ELEMENT);
  if (headEnd < 0 || at < headEnd) return html;
  const without = html.slice(0, at) + html.slice(at + ISLAND_STYLE_ELEMENT.length);
  return without.slice(0, headEnd) + ISLAND_STYLE_ELEMENT + without.slice(headEnd);
}
