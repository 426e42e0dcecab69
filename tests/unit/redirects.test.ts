import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxBlogIndexes, nginxRedirects, redirectsFile } from '../../integrations/deploy-files.ts';
import { lastPageOf, redirectOldPageParam } from '../../src/browser/blog-page-param.ts';
import { firstPageRedirects, lastBlogPages } from '../../src/server/http/listing-pages.ts';
import { parseRedirects } from '../../src/server/http/redirect-rules.ts';
import { blogPageRedirect } from '../../src/server/host/redirects.ts';

const split = (url: string) => {
  const [pathname = '', query = ''] = url.split('?');
  return [pathname, query ? `?${query}` : ''] as const;
};

describe('blogPageRedirect', () => {
  it.each([
    ['/blog?page=2', '/blog/page/2'],
    ['/vi/blog?page=3', '/vi/blog/page/3'],
    ['/en/blog?page=10&x=1', '/en/blog/page/10'],
    ['/blog?page=1', '/blog'],
    ['/blog?page=abc', '/blog'],
    ['/blog?page=0', '/blog'],
    ['/blog?page=02', '/blog'],
  ])('%s → %s', (url, target) => {
    expect(blogPageRedirect(...split(url))).toBe(target);
  });

  it.each(['/blog', '/blog/page/2', '/services?page=2', '/blog?q=1'])('%s is left alone', (url) => {
    expect(blogPageRedirect(...split(url))).toBeUndefined();
  });

  const lastPages = new Map([['', 5], ['/vi', 5], ['/en', 1]]);
  it.each([
    ['/blog?page=5', '/blog/page/5'],
    ['/blog?page=6', '/blog/page/5'],
    ['/vi/blog?page=99999999999999999999999', '/vi/blog/page/5'],
    ['/en/blog?page=3', '/en/blog'],
    ['/blog?page=1', '/blog'],
  ])('past the last page: %s → %s', (url, target) => {
    expect(blogPageRedirect(...split(url), lastPages)).toBe(target);
  });
});

describe('the build’s listing pages', () => {
  const client = mkdtempSync(path.join(tmpdir(), 'kingstone-listing-'));
  const page = (p: string) => {
    mkdirSync(path.join(client, p), { recursive: true });
    writeFileSync(path.join(client, p, 'index.html'), '<!doctype html>');
  };
  for (const prefix of ['', '/vi', '/en']) {
    for (const p of ['/blog', '/blog/page/2', '/blog/page/3', '/blog/category/massage-spa', '/blog/category/massage-spa/page/2', '/blog/category/news']) {
      page(`${prefix}${p}`);
    }
  }
  mkdirSync(path.join(client, 'blog/page/404-draft'), { recursive: true });
  afterAll(() => rmSync(client, { recursive: true, force: true }));

  it('reads each locale’s last blog page from the pages written', () => {
    expect([...lastBlogPages(client)]).toEqual([['', 3], ['/vi', 3], ['/en', 3]]);
  });

  it('sends each paginated listing’s /page/1 to the listing, in every locale', () => {
    const rules = firstPageRedirects(client);
    expect(rules).toContainEqual({ from: '/blog/page/1', to: '/blog' });
    expect(rules).toContainEqual({ from: '/vi/blog/page/1', to: '/vi/blog' });
    expect(rules).toContainEqual({ from: '/en/blog/page/1', to: '/en/blog' });
    expect(rules).toContainEqual({ from: '/en/blog/category/news/page/1', to: '/en/blog/category/news' });
    expect(rules).toContainEqual({ from: '/vi/blog/category/massage-spa/page/1', to: '/vi/blog/category/massage-spa' });
    expect(rules).toHaveLength(9);
  });

  it('writes them where the Node server, nginx and static hosts read them', () => {
    const rules = firstPageRedirects(client);
    const lastPages = lastBlogPages(client);
    const text = redirectsFile(rules, lastPages);
    // The Node server reads the exact rules back from _redirects.
    expect(parseRedirects(text).get('/vi/blog/page/1')).toBe('/vi/blog');
    // Static hosts: first match wins, so the pages by number come before the catch-all.
    expect(text).toContain('/vi/blog page=3 /vi/blog/page/3 301\n/vi/blog page=:page /vi/blog/page/3 301');
    expect(nginxRedirects(rules)).toContain('location = /en/blog/page/1 { return 301 /en/blog; }');
    const nginx = nginxBlogIndexes(lastPages);
    expect(nginx).toContain('location = /vi/blog {');
    expect(nginx).toContain('if ($arg_page ~ "^(?:2|3)$") { return 301 /vi/blog/page/$arg_page; }');
    expect(nginx).toContain('if ($arg_page ~ "^[1-9][0-9]*$") { return 301 /vi/blog/page/3; }');
    expect(nginxBlogIndexes(new Map([['', 1]]))).toContain('if ($arg_page ~ "^[1-9][0-9]*$") { return 301 /blog; }');
  });
});

describe('the static host’s script for /blog?page=N', () => {
  const go = (search: string, lastPage: number) => {
    let to: string | undefined;
    redirectOldPageParam({ pathname: '/vi/blog', search, replace: (url: string | URL) => void (to = String(url)) }, lastPage);
    return to;
  };

  it('goes to the page, the last page past the end, and stays on page 1', () => {
    expect(go('?page=2', 4)).toBe('/vi/blog/page/2');
    expect(go('?page=40', 4)).toBe('/vi/blog/page/4');
    expect(go('?page=40', 1)).toBeUndefined();
    expect(go('?page=1', 4)).toBeUndefined();
    expect(go('?page=x', 4)).toBeUndefined();
  });

  it('reads the last page from the pagination', () => {
    const doc = (value: string | null) => ({ querySelector: () => (value === null ? null : ({ getAttribute: () => value } as unknown as Element)) });
    expect(lastPageOf(doc('7'))).toBe(7);
    expect(lastPageOf(doc(null))).toBe(1);
    expect(lastPageOf(doc('x'))).toBe(1);
  });
});
