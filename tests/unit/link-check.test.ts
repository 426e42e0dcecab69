import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../../integrations/link-check.ts';

function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-links-'));
  for (const [file, body] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `<html><head></head><body>${body}</body></html>`);
  }
  return dir;
}

describe('build link check', () => {
  it('accepts links to pages, files and anchors that exist', () => {
    const dir = site({
      'index.html': '<a href="/blog">b</a><a href="#top">t</a><h1 id="top">x</h1><a href="/blog#list">l</a><a href="/logo.svg">f</a>',
      'blog/index.html': '<ul id="list"></ul><a href="/?x=1&amp;y=2">home</a>',
      'logo.svg': '<svg/>',
    });
    expect(findBrokenLinks(dir)).toEqual([]);
  });

  it('accepts links to pages the server renders on request, with a query', () => {
    const dir = site({ 'index.html': '<a href="/booking?service=thai-90">b</a><a href="/vi/booking">v</a>' });
    expect(findBrokenLinks(dir)).toEqual([]);
  });

  it('names every broken link: page, file, trailing slash, anchor here and on another page', () => {
    const dir = site({
      'index.html': '<a href="/nope">a</a><a href="/blog/">b</a><a href="#gone">c</a><a href="/blog#missing">d</a><a href="/x.pdf">e</a>',
      'blog/index.html': '<p id="present"></p>',
    });
    expect(findBrokenLinks(dir).sort()).toEqual(
      [
        '/ → /nope: no such page',
        '/ → /blog/: trailing slash (URLs have none)',
        '/ → #gone: no #gone there',
        '/ → /blog#missing: no #missing there',
        '/ → /x.pdf: no such file',
      ].sort(),
    );
  });
});
