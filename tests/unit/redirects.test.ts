import { describe, expect, it } from 'vitest';
import { blogPageRedirect } from '../../src/server/host/redirects.ts';

describe('blogPageRedirect', () => {
  it.each([
    ['/blog?page=2', '/blog/page/2'],
    ['/vi/blog?page=3', '/vi/blog/page/3'],
    ['/en/blog?page=10&x=1', '/en/blog/page/10'],
    ['/blog?page=1', '/blog'],
    ['/blog?page=abc', '/blog'],
    ['/blog?page=0', '/blog'],
  ])('%s → %s', (url, target) => {
    const [path = '', query = ''] = url.split('?');
    expect(blogPageRedirect(path, query ? `?${query}` : '')).toBe(target);
  });

  it.each(['/blog', '/blog/page/2', '/services?page=2', '/blog?q=1'])('%s is left alone', (url) => {
    const [path = '', query = ''] = url.split('?');
    expect(blogPageRedirect(path, query ? `?${query}` : '')).toBeUndefined();
  });
});
