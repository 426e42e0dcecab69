import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBlockTexts } from '../../support/markdown';

const CONTENT = path.resolve('src/content');

/** Every Markdown body under src/content (articles, service pages, legal pages), relative to it. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [path.relative(CONTENT, full)] : [];
  });
}
const ARTICLES = markdownFiles(CONTENT).filter((file) => file.startsWith(`blog${path.sep}`));
const PAGES = markdownFiles(CONTENT).filter((file) => !file.startsWith(`blog${path.sep}`));

/** The body after the frontmatter. */
const bodyOf = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '');

/** A closing quote where a quote opens, or an opening one where a quote closes (the old rule's errors). */
const MISPLACED = [
  { name: '’ at the start of a block or after whitespace', pattern: /(?:^|\s)[’”]/u },
  { name: '“ or ‘ after ) ? ! . and before a letter', pattern: /[)?!.][“‘]\p{L}/u },
];

describe('quotes in every rendered article and page', () => {
  it('finds the articles and pages', () => {
    expect(ARTICLES.length).toBeGreaterThan(100);
    expect(PAGES.length).toBeGreaterThan(10);
  });

  it.each(MISPLACED)('has no $name', ({ pattern }) => {
    const offenders = [...ARTICLES, ...PAGES].flatMap((file) => {
      const source = bodyOf(readFileSync(path.join(CONTENT, file), 'utf8'));
      const texts = renderBlockTexts(source, file.endsWith('.mdx') ? 'mdx' : 'md');
      return texts.filter((text) => pattern.test(text)).map((text) => `${file}: ${text.slice(0, 80)}`);
    });
    expect(offenders).toEqual([]);
  });
});
