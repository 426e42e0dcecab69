import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRequestPath } from '../../../src/server/host/request-path.ts';
import { createStaticFiles } from '../../../src/server/host/static-files.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kingstone-static-'));
  mkdirSync(path.join(dir, '_astro'));
  mkdirSync(path.join(dir, 'vi'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dir, 'vi/index.html'), '<!doctype html>');
  writeFileSync(path.join(dir, '_astro/app.123.css'), 'body{}');
  writeFileSync(path.join(dir, '_headers'), '/*\n  X: y');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the server does with a raw request path: normalise once, then look up. */
const lookupRaw = (files: ReturnType<typeof createStaticFiles>, raw: string) => {
  const parsed = parseRequestPath(raw);
  return typeof parsed === 'string' ? undefined : files.lookup(parsed.path);
};

describe('static file lookup', () => {
  it('keeps one entry per file however many spellings ask for it', () => {
    const files = createStaticFiles(dir);
    for (let i = 0; i < 2000; i += 1) {
      expect(lookupRaw(files, `/${'/'.repeat(i % 7)}vi${'/.'.repeat(i % 5)}${i % 2 ? '' : '/'}`)).toBeDefined();
      expect(lookupRaw(files, `/_astro/%2E/app.123.css${'/'.repeat(i % 3)}`)).toBeDefined();
    }
    expect(files.size()).toBe(2);
  });

  it('is bounded even for a build with more files than the bound', () => {
    const files = createStaticFiles(dir, 2);
    for (const p of ['/', '/vi', '/_astro/app.123.css', '/index.html']) files.lookup(p);
    expect(files.size()).toBe(2);
  });

  it('hides the static-host files however they are spelled', () => {
    const files = createStaticFiles(dir);
    for (const raw of ['/_headers', '/%5Fheaders', '/%5fheaders', '/vi/../_headers', '//_headers']) expect(lookupRaw(files, raw), raw).toBeUndefined();
  });

  it('marks only real hashed assets immutable', () => {
    const files = createStaticFiles(dir);
    expect(lookupRaw(files, '/_astro/app.123.css')?.immutable).toBe(true);
    expect(lookupRaw(files, '/_astro/../index.html')?.immutable).toBe(false);
    expect(lookupRaw(files, '/_astro/..%2Findex.html')?.immutable).toBe(false);
  });
});
