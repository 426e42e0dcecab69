import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyOf, contentMarkdownFiles } from '../../support/content';
import { renderBlockTexts } from '../../support/markdown';
import { CONTENT_DIR } from '../../support/paths';

const ARTICLES = contentMarkdownFiles().filter((file) => file.startsWith(`blog${path.sep}`));
const PAGES = contentMarkdownFiles().filter((file) => !file.startsWith(`blog${path.sep}`));

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
      const source = bodyOf(readFileSync(path.join(CONTENT_DIR, file), 'utf8'));
      const texts = renderBlockTexts(source, file.endsWith('.mdx') ? 'mdx' : 'md');
      return texts.filter((text) => pattern.test(text)).map((text) => `${file}: ${text.slice(0, 80)}`);
    });
    expect(offenders).toEqual([]);
  });
});
