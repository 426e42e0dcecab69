import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, CLIENT_DIR } from './site';

/*
 * What stands between a first visit and the first paint, read from the built pages: no
 * stylesheet to fetch first, and the picture that is the page's largest element requested from
 * the head. `npm run bench` measures the effect; this keeps the structure from slipping back.
 */

/** The built file of a URL path: "/x" is x/index.html, or x.html for the not-found pages. */
const htmlOf = (urlPath: string) => {
  const directory = path.join(CLIENT_DIR, urlPath, 'index.html');
  return readFileSync(existsSync(directory) ? directory : path.join(CLIENT_DIR, `${urlPath}.html`), 'utf8');
};
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the critical path of every built page', () => {
  const pages = builtPages();

  it('has pages to check', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('fetches no stylesheet before first paint: every page carries its CSS inline', () => {
    const withLinks = pages.filter((p) => /<link[^>]+rel="stylesheet"/.test(htmlOf(p.path))).map((p) => p.path);
    expect(withLinks).toEqual([]);
    for (const p of pages.slice(0, 20)) expect(headOf(htmlOf(p.path)), p.path).toContain('<style>');
  });

  // One page of each kind whose largest element is its hero picture.
  it.each(['/', '/vi', '/en', '/services/nuru-massage', '/vi/services/thai-massage', '/blog/cach-chon-massage-thai', '/en/blog/massage-thai-hcm-2025'])(
    '%s preloads its hero picture from the head, the same files and sizes as the <img>',
    (urlPath) => {
      const html = htmlOf(urlPath);
      const preload = /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high"/.exec(
        headOf(html),
      );
      expect(preload, 'preload link').not.toBeNull();
      const [, srcset, sizes] = preload ?? [];
      // The first <source type="image/avif"> in the body is the hero's (eager, fetchpriority high).
      const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(html.slice(html.indexOf('<body')));
      expect(source?.[1]).toBe(srcset);
      expect(source?.[2]).toBe(sizes);
      // And it comes before any stylesheet or script, so nothing delays the request.
      const head = headOf(html);
      expect(head.indexOf('rel="preload"')).toBeLessThan(head.indexOf('<style'));
    },
  );
});
