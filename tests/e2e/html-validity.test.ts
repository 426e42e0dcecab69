import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeMessage, validateFolder, type VnuMessage } from '../support/checkers';
import { builtPages, fetchPage } from '../support/site';

/** The first built page whose path matches, so the test follows the content instead of naming it. */
function firstPage(pattern: RegExp): string {
  const found = builtPages().find((p) => !p.isNotFound && pattern.test(p.path));
  if (!found) throw new Error(`no built page matches ${pattern}`);
  return found.path;
}

/** One page of every kind, in each locale (the not-found page through the server, with its 404). */
function pagesToCheck(): string[] {
  const kinds = [
    '/',
    '/services',
    firstPage(/^\/services\/[^/]+$/),
    '/blog',
    firstPage(/^\/blog\/category\/[^/]+$/),
    firstPage(/^\/blog\/(?!category\/|tag\/|page\/|\d{4}\/)[^/]+$/),
    '/booking',
    '/search',
    '/privacy',
    '/sitemap',
    '/no-such-page-here',
  ];
  return ['', '/vi', '/en'].flatMap((prefix) => kinds.map((kind) => (kind === '/' && prefix ? prefix : `${prefix}${kind}`)));
}

const fileName = (urlPath: string) => `${urlPath.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_') || 'home'}.html`;

describe('the W3C Nu HTML checker finds no errors', () => {
  const pages = pagesToCheck();
  const byFile = new Map(pages.map((p) => [fileName(p), p]));
  let errors: VnuMessage[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-vnu-'));
    for (const urlPath of pages) {
      const { status, html } = await fetchPage(urlPath);
      expect(status, urlPath).toBe(urlPath.endsWith('/no-such-page-here') ? 404 : 200);
      writeFileSync(path.join(dir, fileName(urlPath)), html);
    }
    errors = await validateFolder(dir);
  }, 120_000);

  it.each(pages.map((p) => [p]))('%s', (urlPath) => {
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
});
