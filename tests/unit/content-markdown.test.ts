import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyOf, contentMarkdownFiles } from '../support/content';
import { CONTENT_DIR } from '../support/paths';

describe('article and page Markdown', () => {
  const files = contentMarkdownFiles();

  it('finds the content files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  // GFM reads "~text~" as strikethrough, so a range like "5~10분 … 20~30%" would be struck
  // through. Ranges are written "5\~10" (or with an en dash).
  it('has no unescaped tilde', () => {
    const offenders = files.flatMap((file) =>
      bodyOf(readFileSync(path.join(CONTENT_DIR, file), 'utf8'))
        .split('\n')
        .map((line, i) => ({ line, n: i + 1 }))
        .filter(({ line }) => /(?<!\\)~/.test(line))
        .map(({ n }) => `${file}:${n}`),
    );
    expect(offenders).toEqual([]);
  });
});
