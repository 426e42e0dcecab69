import { describe, expect, it } from 'vitest';
import { encodePath, MAX_PATH_LENGTH, parseRequestPath } from '../../../src/server/host/request-path.ts';

describe('parseRequestPath', () => {
  it.each([
    ['/', '/', false],
    ['/vi/services', '/vi/services', false],
    ['/vi/services/', '/vi/services', true],
    ['//evil.example/', '/evil.example', true],
    ['/\\evil.example/', '/evil.example', true],
    ['/%5Cevil.example', '/evil.example', false],
    ['/_astro/../index.html', '/index.html', false],
    ['/a/./b//c', '/a/b/c', false],
    ['/%5Fheaders', '/_headers', false],
    ['/blog/%ED%95%9C', '/blog/한', false],
  ])('%s is %s', (raw, path, trailingSlash) => {
    expect(parseRequestPath(raw)).toEqual({ path, trailingSlash });
  });

  it.each([['/..'], ['/a/../../etc/passwd'], ['/%2e%2e/x'], ['/%E0%A4%A'], ['/a%00b'], ['relative']])('refuses %s', (raw) => {
    expect(parseRequestPath(raw)).toBe('bad');
  });

  it('refuses paths longer than any page has', () => {
    expect(parseRequestPath(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toBe('too-long');
  });

  it('builds redirect targets that stay on this host', () => {
    for (const raw of ['//evil.example/', '/\\evil.example/', '/\\/evil.example/', '/%2F%2Fevil.example/']) {
      const parsed = parseRequestPath(raw);
      if (typeof parsed === 'string') throw new Error(`refused ${raw}`);
      const location = encodePath(parsed.path);
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'https://kingstonespa.vn').host).toBe('kingstonespa.vn');
    }
  });
});
