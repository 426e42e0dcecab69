import { describe, expect, it } from 'vitest';
import { isNotFoundPagePath, notFoundPageFor } from '../../src/server/host/not-found.ts';

describe('notFoundPageFor', () => {
  it.each([
    ['/nope', '404.html'],
    ['/vi/nope', 'vi/404/index.html'],
    ['/en/a/b/c', 'en/404/index.html'],
    ['/blog/unknown-slug', 'blog/404/index.html'],
    ['/vi/blog/unknown', 'vi/blog/404/index.html'],
    ['/en/blog/x', 'en/blog/404/index.html'],
    ['/video', '404.html'],
  ])('%s → %s', (path, file) => {
    expect(notFoundPageFor(path)).toBe(file);
  });

  it('treats the 404 pages themselves as not found', () => {
    expect(isNotFoundPagePath('/vi/404')).toBe(true);
    expect(isNotFoundPagePath('/404.html')).toBe(true);
    expect(isNotFoundPagePath('/blog/4040')).toBe(false);
  });
});
