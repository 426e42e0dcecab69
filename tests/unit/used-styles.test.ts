import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptsOfPage, usedStyles } from '../../integrations/used-styles';

const SHARED = [
  'body{margin:0}',
  '.card{padding:1rem}',
  '.card:hover{color:red}',
  '.absent{color:blue}',
  '.absent:hover{color:green}',
  ':focus-visible{outline:2px solid}',
  '::selection{background:gold}',
  'dialog[open]{display:grid}',
  '.menu.is-open{display:block}',
  '@media (width<=40rem){.card{padding:.5rem}.absent{padding:0}}',
  '@keyframes fade{from{opacity:0}}',
  '@keyframes unused{from{opacity:1}}',
  '.card{animation:fade 1s}',
  '@supports not (display:grid){@media (width<=40rem){.absent{float:left}}}',
].join('');

const kept = async (html: string, scripts = '') => (await usedStyles(html, [SHARED], scripts))[0] ?? '';

describe("a page's stylesheets cut to the rules it can use (issue 37)", () => {
  it('keeps the rules of what the page holds, in every state and width, and cuts the rest', async () => {
    const css = await kept('<html><body><div class="card">x</div><dialog class="viewer"></dialog></body></html>');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('.card{padding:1rem}');
    expect(css).toContain('.card:hover{color:red}');
    expect(css).toContain('.card{padding:.5rem}');
    expect(css).toContain('dialog[open]{display:grid}');
    expect(css).toContain('@keyframes fade');
    expect(css).not.toContain('.absent');
    expect(css).not.toContain('@keyframes unused');
    // A group whose rules all went goes too, with a group that held only it.
    expect(css).not.toContain('@supports');
  });

  // The visible focus of every control and the selection's colour name no element: they stayed
  // out once, and the end-to-end check of the cut pages found it (tests/e2e/used-styles.test.ts).
  it('keeps a selector of a state or part alone', async () => {
    const css = await kept('<html><body><a href="/">x</a></body></html>');
    expect(css).toContain(':focus-visible{outline:2px solid}');
    expect(css).toContain('::selection{background:gold}');
  });

  it('keeps a class that only a script the page loads names, and not one a script it does not load names', async () => {
    const html = '<html><body><nav class="menu"></nav></body></html>';
    expect(await kept(html)).not.toContain('.is-open');
    expect(await kept(html, "menu.classList.toggle('is-open')")).toContain('.menu.is-open{display:block}');
  });
});

describe('the scripts a page loads', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'used-styles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'entry.abc.js'), 'import{a}from"./shared.def.js";import("./lazy.ghi.js");a("entry-word")');
  writeFileSync(path.join(dir, 'shared.def.js'), 'export const a=(x)=>"shared-word"+x');
  writeFileSync(path.join(dir, 'lazy.ghi.js'), 'export default "lazy-word";import"./entry.abc.js"');
  writeFileSync(path.join(dir, 'other.jkl.js'), '"other-word"');

  it('follows imports, static and dynamic, once each, and skips names that are no file', () => {
    const text = scriptsOfPage('<script type="module" src="/_astro/entry.abc.js"></script><p>see app.js</p>', dir);
    expect(text).toContain('entry-word');
    expect(text).toContain('shared-word');
    expect(text).toContain('lazy-word');
    expect(text).not.toContain('other-word');
    expect(text.match(/entry-word/g)).toHaveLength(1);
  });

  it('finds the scripts of an island and of an inline module', () => {
    expect(scriptsOfPage('<astro-island component-url="/_astro/other.jkl.js"></astro-island>', dir)).toContain('other-word');
    expect(scriptsOfPage('<script type="module">import("/_astro/lazy.ghi.js")</script>', dir)).toContain('entry-word');
  });
});
