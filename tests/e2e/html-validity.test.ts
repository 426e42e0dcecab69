import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPages, fetchPage } from './site';

/** vnu.jar from the `vnu-jar` package (the W3C Nu HTML checker), run on the machine's Java. */
const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

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

/** Runs the checker once over a folder (one JVM start for every file) and returns its errors. */
async function validateFolder(dir: string): Promise<VnuMessage[]> {
  const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', dir];
  let stderr: string;
  try {
    ({ stderr } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    // vnu exits with 1 when it found errors; the report is on stderr either way.
    stderr = (error as { stderr?: string }).stderr ?? '';
    if (!stderr.trim().startsWith('{')) throw error;
  }
  const report = JSON.parse(stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  return report.messages.filter((m) => m.type === 'error' || (m.type === 'non-document-error'));
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
      .map((m) => `line ${m.lastLine}: ${m.message} [${(m.extract ?? '').trim().slice(0, 120)}]`);
    expect(mine).toEqual([]);
  });

  it('reports errors for a page that has them (the checker really ran)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-vnu-bad-'));
    writeFileSync(path.join(dir, 'bad.html'), '<!doctype html><html lang="en"><title>x</title><body><video disablepictureinpicture></video><p><style>p{}</style></p>');
    const found = await validateFolder(dir);
    expect(found.map((m) => m.message).join('\n')).toMatch(/disablepictureinpicture[\s\S]*style|style[\s\S]*disablepictureinpicture/);
  }, 60_000);
});
