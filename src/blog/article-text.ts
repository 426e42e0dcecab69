// An article's language file as text: "---", the front matter (YAML), "---", then the Markdown/MDX
// body. The studio reads and writes it through here, and the translation hash reads it the same
// way, so a body means the same thing to both. Imports carry their extension: command-line tools
// (scripts/content-report.ts) run this module under plain Node.

const FENCE = '---';

export interface TextFileParts {
  /** The YAML between the fences, ending in a newline (empty when there is none). */
  frontMatter: string;
  /** Everything after the closing fence, blank lines at its start left out. */
  body: string;
}

/** Splits a language file; undefined when it does not start with a front matter block. */
export function splitTextFile(text: string): TextFileParts | undefined {
  const source = text.replaceAll('\r\n', '\n');
  if (!source.startsWith(`${FENCE}\n`)) return undefined;
  const start = FENCE.length + 1;
  // The closing fence is a line of its own: "\n---" followed by a newline or the end.
  let close = source.indexOf(`\n${FENCE}`, start - 1);
  while (close !== -1 && !['\n', undefined].includes(source[close + FENCE.length + 1])) close = source.indexOf(`\n${FENCE}`, close + 1);
  if (close === -1) return undefined;
  const frontMatter = close < start ? '' : `${source.slice(start, close)}\n`;
  const rest = source.slice(close + FENCE.length + 2);
  return { frontMatter, body: rest.replace(/^\n+/, '') };
}

/** A language file from its parts: the fences, a blank line, the body ending in one newline. */
export function joinTextFile({ frontMatter, body }: TextFileParts): string {
  const yaml = frontMatter.endsWith('\n') || frontMatter === '' ? frontMatter : `${frontMatter}\n`;
  const text = body.replace(/^\n+/, '').replace(/\s+$/, '');
  return `${FENCE}\n${yaml}${FENCE}\n\n${text}\n`;
}
