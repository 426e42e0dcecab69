import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeMessage, validateFolder, type VnuMessage } from '../support/checkers';
import { everyPageKind, NOT_FOUND_KINDS, undeclaredTypes } from '../support/page-kinds';
import { fetchPage } from '../support/site';

/**
 * One page of every declared kind in every locale and one of every built type no kind is of, each
 * with the status it must be served with (the not-found pages through the server, with their 404).
 */
function pagesToCheck(): { path: string; status: number }[] {
  const pages = new Map<string, number>();
  for (const [, kind, path] of everyPageKind()) pages.set(path, NOT_FOUND_KINDS.has(kind) ? 404 : 200);
  for (const path of undeclaredTypes()) if (!pages.has(path)) pages.set(path, 200);
  return [...pages].map(([path, status]) => ({ path, status }));
}

const fileName = (urlPath: string) => `${urlPath.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_') || 'home'}.html`;

describe('the W3C Nu HTML checker finds no errors', () => {
  const pages = pagesToCheck();
  const byFile = new Map(pages.map((p) => [fileName(p.path), p.path]));
  let errors: VnuMessage[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-vnu-'));
    for (const page of pages) {
      const { status, html } = await fetchPage(page.path);
      expect(status, page.path).toBe(page.status);
      writeFileSync(path.join(dir, fileName(page.path)), html);
    }
    errors = await validateFolder(dir);
  }, 120_000);

  it('checks every declared page kind in every locale', () => {
    const checked = new Set(pages.map((p) => p.path));
    expect(everyPageKind().filter(([, , urlPath]) => !checked.has(urlPath))).toEqual([]);
    expect(byFile.size, 'two pages share a file name').toBe(pages.length);
  });

  it.each(pages.map((p) => [p.path]))('%s', (urlPath) => {
    const mine = errors
      .filter((m) => m.url && byFile.get(path.basename(new URL(m.url).pathname)) === urlPath)
      .map(describeMessage);
    expect(mine).toEqual([]);
  });

  it('reports errors for a page that has them (the checker really ran)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-vnu-bad-'));
    writeFileSync(path.join(dir, 'bad.html'), '<!doctype html><html lang="en"><title>x</title><body><video disablepictureinpicture></video><p><style>p{}</style></p>');
    const found = await validateFolder(dir);
    expect(found.map((m) => m.message).join('\n')).toMatch(/disablepictureinpicture[\s\S]*style|style[\s\S]*disablepictureinpicture/);
  }, 60_000);

  it('passes container queries in a page\'s styles and still reports a misspelt property beside them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-vnu-css-'));
    const style = '.frame{container-type:inline-size}@container (min-width:20rem){.frame p{color:red}}p{colr:red}';
    writeFileSync(path.join(dir, 'page.html'), `<!doctype html><html lang="en"><head><title>x</title><style>${style}</style></head><body><p>x</p></body></html>`);
    const found = (await validateFolder(dir)).map((m) => m.message);
    expect(found.some((m) => /colr/.test(m))).toBe(true);
    expect(found.filter((m) => /container/.test(m))).toEqual([]);
  }, 60_000);
});
