import { createHash, randomBytes } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { joinAdjacentStyles, pageWithStylesInside } from '../../integrations/inline-stylesheets';
import { ownPolicy } from '../../integrations/page-csp';
import { FIRST_ROUND_TRIP_BYTES, responseHeadBytes } from '../../src/server/http/first-round-trip';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const FEATURE = '.card{padding:1rem}';
const GLOBAL = 'body{margin:0;color:#2b1d14}';
const OWN = 'h1{font-size:2rem}';
const POLICY = `default-src 'self'; script-src 'self'; style-src 'self' ${hash(OWN)}; frame-ancestors 'none'`;
const page = (body = '<h1>Hello</h1>') =>
  `<!DOCTYPE html><html><head><style>${OWN}</style><link rel="stylesheet" href="/_astro/feature.abc.css"><link rel="stylesheet" href="/_astro/BaseLayout.def.css"></head><body>${body}</body></html>`;
const files: Record<string, string> = { '/_astro/feature.abc.css': FEATURE, '/_astro/BaseLayout.def.css': GLOBAL };
const readCss = (href: string) => {
  const css = files[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

describe("a page's stylesheets in the page (issue 37)", () => {
  it('puts each linked file in its place, in order, as one style element with the page\'s own, and the policy hashes it', () => {
    const result = pageWithStylesInside(page(), POLICY, readCss);
    expect(result?.html).toBe(`<!DOCTYPE html><html><head><style>${OWN}${FEATURE}${GLOBAL}</style></head><body><h1>Hello</h1></body></html>`);
    // The joined text's hash replaces the page's own style's: the policy names no text the page lacks.
    expect(result?.policy).toBe(`default-src 'self'; script-src 'self'; style-src 'self' ${hash(OWN + FEATURE + GLOBAL)}; frame-ancestors 'none'`);
    // deploy-files narrows the policy to the page's own texts: it stays as it is.
    expect(ownPolicy(result!.policy, result!.html)).toBe(result!.policy);
  });

  it('joins only adjacent style elements, and never one that starts with a statement a stylesheet must begin with', () => {
    expect(joinAdjacentStyles('<style>a{}</style><style>b{}</style><meta><style>c{}</style>')).toBe('<style>a{}b{}</style><meta><style>c{}</style>');
    expect(joinAdjacentStyles('<style>a{}</style><style>@import "x.css";b{}</style>')).toBe('<style>a{}</style><style>@import "x.css";b{}</style>');
    expect(joinAdjacentStyles('<style>a{}</style><style> @charset "utf-8";</style>')).toBe('<style>a{}</style><style> @charset "utf-8";</style>');
  });

  it('leaves a page that would outgrow the first round trip linking its files', () => {
    // Random text does not compress: 20 KB of it cannot fit 14,600 bytes.
    const big = `<p>${randomBytes(15_000).toString('base64')}</p>`;
    expect(pageWithStylesInside(page(big), POLICY, readCss)).toBeNull();
    // The same page with room to spare is changed.
    expect(pageWithStylesInside(page(), POLICY, readCss)).not.toBeNull();
  });

  it('decides by the bytes on the wire: head and compressed body, against the limit given', () => {
    const text = `<p>${randomBytes(6_000).toString('base64')}</p>`;
    const inside = pageWithStylesInside(page(text), POLICY, readCss);
    expect(inside).not.toBeNull();
    const body = brotliCompressSync(inside!.html).length;
    const wire = body + responseHeadBytes(ownPolicy(inside!.policy, inside!.html), body);
    expect(wire).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    expect(pageWithStylesInside(page(text), POLICY, readCss, wire + 50)).not.toBeNull();
    expect(pageWithStylesInside(page(text), POLICY, readCss, wire - 400)).toBeNull();
  });

  it('leaves a page without stylesheet links alone', () => {
    expect(pageWithStylesInside('<html><head><style>a{}</style></head></html>', POLICY, readCss)).toBeNull();
  });

  it('refuses a stylesheet whose text would end the style element', () => {
    expect(() => pageWithStylesInside(page(), POLICY, (href) => (href.includes('feature') ? 'a{}</style><script>x()</script>' : GLOBAL))).toThrow(/<\/style/);
  });
});
