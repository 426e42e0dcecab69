import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineSources, ownPolicy, pageFile } from '../../integrations/page-csp';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("a page's own policy", () => {
  const page = [
    '<style>a{color:red}</style>',
    '<script type="module">run()</script>',
    '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    '<script src="/_astro/x.js"></script>',
    '<SCRIPT>classic()</SCRIPT >',
  ].join('\n');

  it('hashes inline scripts and styles as written, not JSON-LD or external scripts', () => {
    const own = inlineSources(page);
    expect(own['style-src']).toEqual(new Set([hash('a{color:red}')]));
    expect(own['script-src']).toEqual(new Set([hash('run()'), hash('classic()')]));
  });

  it("keeps only the page's hashes and every other source and directive", () => {
    const others = [hash('elsewhere()'), hash('b{}')];
    const policy = `default-src 'self'; script-src 'self' ${hash('run()')} ${others[0]} ${hash('classic()')}; style-src 'self' ${others[1]} ${hash('a{color:red}')}; frame-ancestors 'none'`;
    expect(ownPolicy(policy, page)).toBe(
      `default-src 'self'; script-src 'self' ${hash('run()')} ${hash('classic()')}; style-src 'self' ${hash('a{color:red}')}; frame-ancestors 'none'`,
    );
  });

  it('leaves a directive with no inline element of its kind with its other sources', () => {
    expect(ownPolicy(`script-src 'self' ${hash('x()')}; style-src 'self'`, '<p>text</p>')).toBe("script-src 'self'; style-src 'self'");
  });

  it('finds the file of each page path', () => {
    const exists = (file: string) => file === '404.html';
    expect(pageFile('/', exists)).toBe('index.html');
    expect(pageFile('/404', exists)).toBe('404.html');
    expect(pageFile('/vi/blog/x', exists)).toBe('vi/blog/x/index.html');
  });
});
