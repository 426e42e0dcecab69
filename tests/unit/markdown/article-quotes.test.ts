import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBlockTexts } from './render';

const BLOG = path.resolve('src/content/blog');

/** Every article body: src/content/blog/<slug>/<locale>.md(x). */
const ARTICLES = readdirSync(BLOG, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(path.join(BLOG, dir.name))
      .filter((file) => /^(ko|vi|en)\.mdx?$/.test(file))
      .map((file) => path.join(dir.name, file)),
  );

/** The body after the frontmatter. */
const bodyOf = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '');

/** A closing quote where a quote opens, or an opening one where a quote closes (the old rule's errors). */
const MISPLACED = [
  { name: '’ at the start of a block or after whitespace', pattern: /(?:^|\s)[’”]/u },
  { name: '“ or ‘ after ) ? ! . and before a letter', pattern: /[)?!.][“‘]\p{L}/u },
];

describe('quotes in every rendered article', () => {
  it('finds the articles', () => {
    expect(ARTICLES.length).toBeGreaterThan(100);
  });

  it.each(MISPLACED)('has no $name', ({ pattern }) => {
    const offenders = ARTICLES.flatMap((file) => {
      const source = bodyOf(readFileSync(path.join(BLOG, file), 'utf8'));
      const texts = renderBlockTexts(source, file.endsWith('.mdx') ? 'mdx' : 'md');
      return texts.filter((text) => pattern.test(text)).map((text) => `${file}: ${text.slice(0, 80)}`);
    });
    expect(offenders).toEqual([]);
  });
});
