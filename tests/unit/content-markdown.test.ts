import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CONTENT = path.resolve('src/content');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The body after the frontmatter. */
const bodyOf = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '');

describe('article and page Markdown', () => {
  const files = markdownFiles(CONTENT);

  it('finds the content files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  // GFM reads "~text~" as strikethrough, so a range like "5~10분 … 20~30%" would be struck
  // through. Ranges are written "5\~10" (or with an en dash).
  it('has no unescaped tilde', () => {
    const offenders = files.flatMap((file) =>
      bodyOf(readFileSync(file, 'utf8'))
        .split('\n')
        .map((line, i) => ({ line, n: i + 1 }))
        .filter(({ line }) => /(?<!\\)~/.test(line))
        .map(({ n }) => `${path.relative(CONTENT, file)}:${n}`),
    );
    expect(offenders).toEqual([]);
  });
});
