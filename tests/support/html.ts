/** Small readers for the parts of a page's HTML the tests check. */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

export function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

export function metaContent(html: string, key: string): string | undefined {
  const tag = (headOf(html).match(/<meta [^>]*>/g) ?? []).find(
    (m) => attr(m, 'name') === key || attr(m, 'property') === key,
  );
  return tag ? decode(attr(tag, 'content') ?? '') : undefined;
}

export function metaContents(html: string, key: string): string[] {
  return (headOf(html).match(/<meta [^>]*>/g) ?? [])
    .filter((m) => attr(m, 'name') === key || attr(m, 'property') === key)
    .map((m) => decode(attr(m, 'content') ?? ''));
}

export function canonicalOf(html: string): string | undefined {
  const tag = (headOf(html).match(/<link [^>]*>/g) ?? []).find((l) => attr(l, 'rel') === 'canonical');
  return tag ? attr(tag, 'href') : undefined;
}

export function alternatesOf(html: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const tag of headOf(html).match(/<link [^>]*>/g) ?? []) {
    const lang = attr(tag, 'hreflang');
    const href = attr(tag, 'href');
    if (attr(tag, 'rel') === 'alternate' && lang && href) map.set(lang, href);
  }
  return map;
}

export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

export function titleOf(html: string): string | undefined {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return m?.[1] ? decode(m[1]) : undefined;
}

export function htmlLang(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
}

/** Root-relative hrefs in the page body (internal links). */
export function internalLinks(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => decode(m[1] ?? ''));
}

/** How many times `needle` occurs in `html`. */
export function count(html: string, needle: string | RegExp): number {
  return html.split(needle).length - 1;
}

/** Text as the page shows it, from HTML with the entities React and Astro write. */
export function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
