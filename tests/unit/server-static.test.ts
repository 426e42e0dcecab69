import { describe, expect, it } from 'vitest';
import { parseRedirects } from '../../src/server/http/redirect-rules.ts';
import { headersFile, redirectsFile, unionPolicy } from '../../integrations/deploy-files.ts';
import { normalizePolicy } from '../../src/server/http/security-headers.ts';
import { pagePathOf } from '../../src/server/host/page-headers.ts';
import { requestLogLine } from '../../src/server/host/request-log.ts';
import { chooseVariant, etagMatches, parseRange, type StaticFile } from '../../src/server/host/static-files.ts';

const file: StaticFile = {
  urlPath: '/',
  type: 'text/html; charset=utf-8',
  isHtml: true,
  immutable: false,
  identity: { file: '/x/index.html', size: 100, etag: '"a-64"' },
  br: { file: '/x/index.html.br', size: 20, etag: '"a-64-br"' },
  gzip: { file: '/x/index.html.gz', size: 30, etag: '"a-64-gz"' },
};

describe('static file serving', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['deflate', undefined],
    ['', undefined],
    ['brotli', undefined],
  ])('Accept-Encoding "%s" gets %s', (accept, expected) => {
    expect(chooseVariant(file, accept)[0]).toBe(expected);
  });

  it('falls back to identity when the build made no compressed copy', () => {
    const { br: _b, gzip: _g, ...plain } = file;
    expect(chooseVariant(plain, 'br, gzip')).toEqual([undefined, file.identity]);
  });

  it('compares ETags weakly, in lists and with *', () => {
    expect(etagMatches('"a-64-br"', '"a-64-br"')).toBe(true);
    expect(etagMatches('W/"a-64-br"', '"a-64-br"')).toBe(true);
    expect(etagMatches('"x", "a-64-br"', '"a-64-br"')).toBe(true);
    expect(etagMatches('*', '"a-64-br"')).toBe(true);
    expect(etagMatches('"a-64"', '"a-64-br"')).toBe(false);
    expect(etagMatches(undefined, '"a-64"')).toBe(false);
  });

  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=900-', 1000, { start: 900, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=0-5000', 1000, { start: 0, end: 999 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=5-2', 1000, 'unsatisfiable'],
    ['bytes=0-1,5-9', 1000, undefined],
    ['items=0-1', 1000, undefined],
    [undefined, 1000, undefined],
  ])('Range %s of %i bytes is %o', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it('files a page CSP under the page path', () => {
    expect(pagePathOf('/index.html')).toBe('/');
    expect(pagePathOf('/404.html')).toBe('/404');
    expect(pagePathOf('/vi/blog/x/index.html')).toBe('/vi/blog/x');
  });
});

describe('redirects and static-host files', () => {
  it('reads back only exact 301 rules from _redirects', () => {
    const text = redirectsFile([{ from: '/blog/old', to: '/blog/new' }]);
    expect([...parseRedirects(text)]).toEqual([['/blog/old', '/blog/new']]);
    expect(text).toContain('/blog page=:page /blog/page/:page 301');
    expect(text).toContain('/vi/blog/* /vi/blog/404 404');
  });

  it('unions the pages’ hashes into one policy for static hosts', () => {
    const union = unionPolicy(["default-src 'self'; script-src 'self' 'sha256-a'", "default-src 'self'; script-src 'self' 'sha256-b'"]);
    expect(union).toBe("default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'");
    const headers = headersFile(union);
    expect(headers).toMatch(/^\/\*\n {2}Strict-Transport-Security: max-age=\d+; includeSubDomains$/m);
    expect(headers).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('spells every policy one way', () => {
    expect(normalizePolicy("default-src 'self';img-src  'self' data:; ")).toBe("default-src 'self'; img-src 'self' data:");
  });
});

describe('request log line', () => {
  it('has method, path without query, status and duration, and cannot be split into two lines', () => {
    const req = { url: '/vi/booking?phone=0912345678', method: 'POST' } as never;
    const res = { statusCode: 303, getHeader: () => '12', writableFinished: true } as never;
    const line = requestLogLine(req, res, performance.now() - 5);
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry).toMatchObject({ method: 'POST', path: '/vi/booking', status: 303, bytes: 12 });
    expect(entry['ms']).toBeGreaterThanOrEqual(4);
    expect(line).not.toContain('0912345678');
    const forged = requestLogLine({ url: '/a\n{"fake":1}', method: 'GET' } as never, res, performance.now());
    expect(forged.split('\n')).toHaveLength(1);
    expect(JSON.parse(forged).path).toBe('/a?{"fake":1}');
  });
});
