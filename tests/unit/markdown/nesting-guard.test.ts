import { describe, expect, it } from 'vitest';
import { MAX_BRACKET_DEPTH, MAX_LINE_DEPTH, MAX_TAG_DEPTH, nestingProblem } from '../../../src/markdown/nesting-guard';
import { contentMarkdownFiles } from '../../support/content';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../../support/paths';

describe('nestingProblem', () => {
  it('passes every Markdown and MDX file of the site', () => {
    for (const file of contentMarkdownFiles()) expect(nestingProblem(readFileSync(path.join(CONTENT_DIR, file), 'utf8')), file).toBeUndefined();
  });

  it.each([
    ['quotes', `${'> '.repeat(MAX_LINE_DEPTH + 1)}x`, 1, MAX_LINE_DEPTH],
    ['list items', `Text\n-\n\n${'- '.repeat(MAX_LINE_DEPTH + 1)}x`, 4, MAX_LINE_DEPTH],
    ['numbered items', `${'1. '.repeat(MAX_LINE_DEPTH + 1)}x`, 1, MAX_LINE_DEPTH],
    ['indentation', `- a\n${' '.repeat(2 * (MAX_LINE_DEPTH + 1))}- b`, 2, MAX_LINE_DEPTH],
    ['brackets', `${'{['.repeat(MAX_BRACKET_DEPTH)}`, 1, MAX_BRACKET_DEPTH],
    ['tags', `a\n${'<div>'.repeat(MAX_TAG_DEPTH + 1)}`, 2, MAX_TAG_DEPTH],
  ])('finds %s nested too deep, and the line', (_, text, line, max) => {
    expect(nestingProblem(text)).toEqual({ line, max });
  });

  it('counts what closes: balanced brackets and self-closing tags never add up', () => {
    const balanced = `${'(a) [b] {c} <RankingTable id="x" /> <b>x</b> '.repeat(10_000)}\n`;
    expect(nestingProblem(balanced)).toBeUndefined();
    expect(nestingProblem(`${'> '.repeat(MAX_LINE_DEPTH)}x\n${'- '.repeat(MAX_LINE_DEPTH)}y`)).toBeUndefined();
  });

  it('reads a hostile megabyte in linear time', () => {
    for (const text of ['>'.repeat(1 << 20), ' '.repeat(1 << 20), '1'.repeat(1 << 20), ')'.repeat(1 << 20), '</'.repeat(1 << 19), '-\n'.repeat(1 << 19)]) {
      const started = performance.now();
      nestingProblem(text);
      // Generous: a linear pass over a megabyte takes milliseconds.
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });
});
